import type { Context } from 'hono'
import { routePath } from 'hono/route'

/**
 * The API's logging: the shared logger of `@studio/contracts/log` (one JSON line per failure, the
 * same shape the site's Worker writes), and what it needs of Hono, the route a line names. A failure
 * the API turns into an error answer, a fallback or a skipped step is a `logError` line.
 */

export {
  currentRequestId,
  type LogFields,
  type LogLevel,
  type LogLine,
  logFailure as logError,
  logLine,
  logWarning,
  redirectLog,
} from '@studio/contracts/log'

/** A request's method and route pattern (`GET /public/work/:slug`): the ids in its address stay out. */
export function routeOf(c: Context): string {
  return `${c.req.method} ${routePath(c, -1) || c.req.path}`
}
