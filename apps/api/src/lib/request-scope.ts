import { AsyncLocalStorage } from 'node:async_hooks'
import { type LogScope, readLogScopeFrom } from '@studio/contracts/log'
import { REQUEST_ID_HEADER, requestIdOf } from '@studio/contracts/request-id'
import { createMiddleware } from 'hono/factory'
import { logError, routeOf } from './log'

/**
 * The request being handled, for the log: every line written while it is handled (in a route, a
 * guard, the work deferred after its answer) carries its id, without each caller passing it.
 * AsyncLocalStorage, from Node and from workerd (the Worker's `nodejs_als` flag, wrangler.jsonc).
 */
const requests = new AsyncLocalStorage<LogScope>()
readLogScopeFrom(() => requests.getStore())

/** Runs `work` as part of the request known by `requestId`. */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return requests.run({ request_id: requestId, failures: 0 }, work)
}

/**
 * The first middleware: takes the request's id (requestIdOf; the Worker's entry may have taken it
 * already), answers it in X-Request-Id (every answer: 404s, 401s, preflights and 500s too), and
 * writes the request's one line when its answer is a 5xx that nothing has logged yet: a thrown error
 * with its cause, or a route's own 5xx with its status.
 */
export const requestScope = createMiddleware(async (c, next) => {
  const handle = async () => {
    const scope = requests.getStore()
    const started = Date.now()
    await next()
    if (scope) c.header(REQUEST_ID_HEADER, scope.request_id)
    const status = c.res.status
    if (status >= 500 && scope?.failures === 0)
      logError('request.failed', {
        route: routeOf(c),
        status,
        duration_ms: Date.now() - started,
        cause: c.error,
      })
  }
  return requests.getStore()
    ? handle()
    : inRequestScope(requestIdOf(c.req.raw.headers, { callerFirst: true }), handle)
})
