import { type AdminClient, ApiError, createAdminClient } from '@studio/contracts'
import {
  type ActionFunctionArgs,
  data,
  type NonIndexRouteObject,
  replace,
  type UNSAFE_DataWithResponseInit,
} from 'react-router'
import type * as z from 'zod/mini'
import { config } from '../config'
import { isSessionExpired, messageOf } from './errors'
import { clearSession, readToken, rememberPath } from './session'

/**
 * The browser's fetch (or the tests' real API), watched: a 401 on a call made with a session means
 * the session is dead, so it is cleared and `onExpired` runs. Login answers 401 for wrong
 * credentials; only a call made with a session proves it expired.
 */
export function watchedFetch(fetcher: typeof fetch | undefined, onExpired: () => void): typeof fetch {
  const base = fetcher ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  return async (input, init) => {
    const hadToken = readToken() !== null
    const response = await base(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (response.status === 401 && hadToken && !url.endsWith('/auth/login')) {
      clearSession()
      onExpired()
    }
    return response
  }
}

/** The admin client over a (watched) fetch, with the configured API address and the stored token. */
export function adminClientOver(fetcher: typeof fetch): AdminClient {
  return createAdminClient({
    apiUrl: config.apiUrl,
    prefix: config.adminApiPrefix,
    getToken: readToken,
    fetcher,
  })
}

/** Where the client reports a 401 on a call made with a session (set by AdminApiProvider). */
export interface SessionExpiry {
  onExpired: () => void
}

interface RouteClient {
  client: AdminClient
  expiry: SessionExpiry
}

/** The browser's fetch has one client; each screen test's API (its own fetcher) has its own. */
const browserClient: { current: RouteClient | null } = { current: null }
const testClients = new WeakMap<typeof fetch, RouteClient>()

/**
 * The admin's one API client over `fetcher` (the browser's fetch when absent), made once: route
 * loaders and actions get it from buildRoutes, components from AdminApiProvider, and both are the
 * same object. A 401 clears the session and is reported to its `expiry`: the routes are read again,
 * and the panel's session check (or a loader's `withSession`) sends the admin to login, remembering
 * where they were.
 */
export function routeClientFor(fetcher?: typeof fetch): RouteClient {
  const known = fetcher ? testClients.get(fetcher) : browserClient.current
  if (known) return known
  const expiry: SessionExpiry = { onExpired: () => {} }
  const made = { client: adminClientOver(watchedFetch(fetcher, () => expiry.onExpired())), expiry }
  if (fetcher) testClients.set(fetcher, made)
  else browserClient.current = made
  return made
}

/** The one client (see routeClientFor), for the routes. */
export function createRouteClient(fetcher?: typeof fetch): AdminClient {
  return routeClientFor(fetcher).client
}

/** The path and query of a loader's or action's request: where the admin was. */
export function pathOf(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** Sends the admin to login, to come back to `path` once signed in again. */
export function toLogin(path: string): Response {
  clearSession()
  rememberPath(path)
  return replace('/admin/login')
}

/**
 * Runs a loader's or action's API calls; an expired session (a 401, even in the middle of a save)
 * leaves for the login page instead of showing a failure, as every other call does.
 */
export async function withSession<T>(request: Request, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isSessionExpired(error)) throw toLogin(pathOf(request))
    throw error
  }
}

/**
 * A read a screen shows once it answers (its skeleton meanwhile). Its failure reaches the route
 * error boundary when the screen reads it; marked handled here so a read nobody waits for any more
 * (the admin moved on) is not reported as an unhandled rejection.
 */
export function markRejectionHandled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}

/** A failed write as an action answers it: the screen's title for it, and the service's words. */
export interface ActionFailure {
  ok: false
  intent: string
  /** `{message} at {url}` for an API error, else the thrown message (empty when there is none). */
  detail: string
  /** The service's own words and answer status, for failures tied to a field (a taken slug). */
  message: string
  status: number
  url: string
}

export type ActionResult<T = unknown> = { ok: true; intent: string; result: T } | ActionFailure

/**
 * One write of an action: its result, or its failure (never thrown, so the screen shows it where
 * the admin is). An expired session still leaves for login.
 */
export async function attempt<T>(
  request: Request,
  intent: string,
  write: () => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    return { ok: true, intent, result: await withSession(request, write) }
  } catch (error) {
    if (error instanceof Response) throw error
    return {
      ok: false,
      intent,
      detail: messageOf(error, ''),
      message: error instanceof Error ? error.message : '',
      status: error instanceof ApiError ? error.status : 0,
      url: error instanceof ApiError ? error.url : '',
    }
  }
}

/**
 * An action's answer: a success lets the screen's reads refresh; a failure answers with its error
 * status (it changed nothing), so nothing is read again and it shows at once.
 */
export function answered<T>(
  result: ActionResult<T>,
): ActionResult<T> | UNSAFE_DataWithResponseInit<ActionFailure> {
  if (result.ok) return result
  return data(result, { status: result.status >= 400 ? result.status : 500 })
}

/** `attempt`, answered. */
export async function answer<T>(request: Request, intent: string, write: () => Promise<T>) {
  return answered(await attempt(request, intent, write))
}

/** The API error an action's failure stands for, for code that reads its status or words. */
export function errorOf(failure: ActionFailure): Error {
  return failure.status
    ? new ApiError(failure.message, failure.status, failure.url)
    : new Error(failure.message)
}

/** The JSON body a fetcher posted (`encType: 'application/json'`). */
export async function readJson<T>(request: Request): Promise<T> {
  return (await request.json()) as T
}

/** What a lazily loaded screen module gives its route: its reads, its writes and its screen. */
export type LazyScreen = Pick<NonIndexRouteObject, 'loader' | 'action' | 'Component'>

/** One write per intent of a screen's action, given the posted JSON of that intent. */
export type IntentWrites<I extends { intent: string }> = {
  [K in I['intent']]: (input: Extract<I, { intent: K }>) => Promise<unknown>
}

/** The failure an action answers for a posted body its schema refuses: nothing is written. */
export function refusedBody(error: z.core.$ZodError, intent = 'unknown'): ActionFailure {
  const issue = error.issues[0]
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : ''
  return {
    ok: false,
    intent,
    detail: `The screen sent a request this page does not handle${where}.`,
    message: `The screen sent a request this page does not handle${where}.`,
    status: 400,
    url: '',
  }
}

/**
 * A screen's action over the JSON its fetchers post, read through the intents' schema (a
 * discriminated union on `intent`): the intent's write, answered; a body the schema refuses is
 * answered 400 and writes nothing.
 */
export function parsedIntentAction<I extends { intent: string }>(
  schema: z.ZodMiniType<I>,
  writes: IntentWrites<I>,
) {
  return async ({ request }: ActionFunctionArgs) => {
    const parsed = schema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return answered(refusedBody(parsed.error))
    const input = parsed.data
    // TypeScript cannot tie an intent's write to the same intent's input (a correlated union): the
    // lookup is widened here, after the schema has proved the input.
    const write = writes[input.intent as I['intent']] as (input: I) => Promise<unknown>
    return answer(request, input.intent, () => write(input))
  }
}
