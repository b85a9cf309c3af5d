import { createTestApp, type TestApp } from '@studio/api/test-app'
import { DEFAULT_ADMIN_API_PREFIX } from '@studio/contracts'

/** A request as the admin client sent it, for tests that check what was asked (never what answered). */
export interface SentRequest {
  method: string
  path: string
  authorization: string | null
  /** The parsed JSON body, the FormData of an upload, or null. */
  body: unknown
}

/**
 * Answers one request in place of the app: only for what the real API cannot produce on demand
 * (a 500, a network failure, a slow answer). `forward` passes the request on to the real app.
 */
export type Intercept = (request: SentRequest, forward: () => Promise<Response>) => Promise<Response>

interface Interception {
  matches: (request: SentRequest) => boolean
  answer: Intercept
}

/**
 * The real API (the Hono app over a migrated libSQL file database and a media folder) as the admin
 * client's fetcher, plus the few tools screen tests need around it.
 */
export interface TestApi {
  server: TestApp
  fetcher: typeof fetch
  /** Every request the admin client made, in order. */
  sent: SentRequest[]
  /** Routes matching requests through `answer` until the test ends. */
  intercept: (matches: (request: SentRequest) => boolean, answer: Intercept) => void
  /** A signed-in admin's bearer token (created by `signIn`). */
  token: string | null
}

/** The real API's answers still being made, of every test API (a screen's last reload may be one). */
const inFlight = new Set<Promise<unknown>>()

/**
 * Resolves once the real API has answered every request passed to it: a test's last answer can come
 * after the test (events run outside React's act, setup.ts), and a 401 in it would sign the next test
 * out. A request an interception holds and never forwards is not waited for.
 */
export async function requestsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
  // The answers' own later task (the fetcher below), and what the screen's client does with them.
  await new Promise((resolve) => setImmediate(resolve))
}

export async function startTestApi(): Promise<TestApi> {
  const server = await createTestApp()
  const interceptions: Interception[] = []
  const sent: SentRequest[] = []

  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body =
      init?.body instanceof FormData
        ? init.body
        : request.headers.get('content-type')?.includes('json')
          ? await request.clone().json()
          : null
    const call: SentRequest = {
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      body,
    }
    sent.push(call)
    const forward = () => {
      const answering = Promise.resolve(server.app.request(input, init))
      inFlight.add(answering)
      return answering.finally(() => inFlight.delete(answering))
    }
    const interception = interceptions.find((entry) => entry.matches(call))
    const response = await (interception ? interception.answer(call, forward) : forward())
    // An answer over a network arrives in a later task. The in-process app (its database calls
    // are synchronous) would answer within the same one, and React would never render what the
    // screen set before asking (a router's "loading" state, a busy label).
    await new Promise((resolve) => setImmediate(resolve))
    return response
  }

  return {
    server,
    fetcher,
    sent,
    token: null,
    intercept: (matches, answer) => interceptions.push({ matches, answer }),
  }
}

/** The admin routes' prefix, the same on the test app and in the admin's default config. */
export function adminPath(path: string): string {
  return `${DEFAULT_ADMIN_API_PREFIX}${path}`
}

/** A request of the given method to an admin path (`/projects`, `/all-work/3`, …). */
export const to =
  (method: string, path: string) =>
  (request: SentRequest): boolean =>
    request.method === method && request.path === adminPath(path)

/** A JSON answer of the given status, as the API shapes its errors: `{ error }`. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** An interception that fails with `{ error }` and the given status. */
export const failWith =
  (status: number, error: string): Intercept =>
  async () =>
    jsonAnswer({ error }, status)

/** An interception that never gets an answer back, as when the network is down. */
export const networkFailure: Intercept = async () => {
  throw new TypeError('Failed to fetch')
}

/** An interception whose failure carries no message at all (screens then show their own fallback). */
export const silentFailure: Intercept = async () => {
  throw new Error('')
}

/** An interception that never answers: the screen stays in its loading state. */
export const neverAnswer: Intercept = () => new Promise<Response>(() => {})

/**
 * Holds matching requests until `release()`; then each goes on to the real app (or, with
 * `answer`, gets that instead), so a test can look at the screen while it waits.
 */
export function held(answer?: () => Response): { intercept: Intercept; release: () => void } {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  return {
    intercept: async (_request, forward) => {
      await gate
      return answer ? answer() : forward()
    },
    release: () => open(),
  }
}
