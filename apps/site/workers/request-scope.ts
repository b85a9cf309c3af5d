import { AsyncLocalStorage } from 'node:async_hooks'
import { type LogScope, logFailure, readLogScopeFrom } from '@studio/contracts/log'
import { requestIdOf, withRequestId } from '@studio/contracts/request-id'
import { routeOf } from '../app/lib/load-failure'
import { isMediaPath, MEDIA_PATH } from '../app/site-pages'

/**
 * The visitor request being handled, for the log: every line the Worker writes for it (a failed
 * read in a loader, a render, the edge cache, a cover it could not read) carries its id, and its
 * answer says the id in X-Request-Id. The id is the edge's CF-Ray (else a well-formed X-Request-Id,
 * else a new UUID), and every call to the API hands it on, so the API's lines for the visit carry
 * it too. AsyncLocalStorage comes with the `nodejs_als` flag (wrangler.jsonc).
 */
const requests = new AsyncLocalStorage<LogScope>()
readLogScopeFrom(() => requests.getStore())

/** The site's own path for its health (workers/health.ts); no page has it. */
export const HEALTH_PATH = '/health'

/** The route a request reached, as the log names it: a page's pattern, the media or the health. */
export function workerRouteOf(request: Request): string {
  const { pathname } = new URL(request.url)
  if (isMediaPath(pathname)) return `${request.method} ${MEDIA_PATH}/:key`
  if (pathname === HEALTH_PATH) return `${request.method} ${HEALTH_PATH}`
  return routeOf(request)
}

/**
 * Answers `request` in its own scope: `handle` is given its id, and its answer carries it. An answer
 * of 5xx that nothing logged while it was made (the place that knew why) is logged here, once.
 */
export function answerInScope(
  request: Request,
  handle: (requestId: string) => Promise<Response>,
): Promise<Response> {
  const requestId = requestIdOf(request.headers)
  const scope: LogScope = { request_id: requestId, failures: 0 }
  return requests.run(scope, async () => {
    const started = Date.now()
    const answer = await handle(requestId)
    if (answer.status >= 500 && scope.failures === 0) {
      const duration_ms = Date.now() - started
      logFailure('request.failed', { route: workerRouteOf(request), status: answer.status, duration_ms })
    }
    return withRequestId(answer, requestId)
  })
}
