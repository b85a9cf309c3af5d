import { ApiError } from '@studio/contracts/api-error'
import { logFailure } from '@studio/contracts/log'
import type { AppLoadContext } from 'react-router'
import { addressOf } from '../site-pages'
import { localizedPath } from './language'

/**
 * What the site does with a failed read of the API: one log line naming the route and the cause
 * (the contracts' structured log), and a failure kind for the page, which words it in its own
 * language from its message catalogue. The loader data holds the kind, never a text: a text chosen
 * on the server in English is what an Arabic page used to show.
 */

/**
 * Why a read failed:
 * - `timeout`: the visitor request's time with the API ran out (API_TIME_LIMIT_MS);
 * - `unavailable`: no answer came back (the API is down, refused the connection or was too slow for
 *   one call);
 * - `bad-answer`: the API answered, but not with what the page needs (an error status, an answer
 *   over its byte limit or of the wrong shape);
 * - `internal`: the site's own code failed while reading.
 */
export type LoadFailure = 'timeout' | 'unavailable' | 'bad-answer' | 'internal'

export function loadFailureOf(error: unknown, context: AppLoadContext | undefined): LoadFailure {
  if (context?.apiDeadline?.aborted) return 'timeout'
  if (!(error instanceof ApiError)) return 'internal'
  return error.status === 0 ? 'unavailable' : 'bad-answer'
}

/**
 * The route a request reached, as the log names it: its method and the route manifest's pattern in
 * its language (`GET /ar/work/:slug`, `GET /*` for an unknown address), never the address itself,
 * which may hold anything a visitor typed.
 */
export function routeOf(request: Request): string {
  const { page, language } = addressOf(new URL(request.url).pathname)
  const path = page.path === '*' ? '/*' : page.path
  return `${request.method} ${page.oneLanguage ? path : localizedPath(language, path)}`
}

export interface FailedRead {
  request: Request
  context?: AppLoadContext
  error: unknown
}

/** Logs a failed read of the API (`event` says what was read) and answers its kind. */
export function readFailed(event: string, { request, context, error }: FailedRead): LoadFailure {
  const failure = loadFailureOf(error, context)
  logFailure(event, { route: routeOf(request), cause: error, failure })
  return failure
}
