import type { Context } from 'hono'
import { ArchiveRefusal } from '../../archive/refusal'
import { logWarning, routeOf } from '../../lib/log'

/**
 * An archive refusal as the API's one error shape, and a log line (the route and the reason, which
 * names a file, a line and a rule, never a record's content beyond it), so a hostile import shows in
 * the log; anything else goes on to the app's 500.
 */
export function archiveRefusal(c: Context, error: unknown) {
  if (error instanceof ArchiveRefusal) {
    logWarning('archive.refused', { route: routeOf(c), status: error.status, reason: error.message })
    return c.json({ error: error.message }, error.status)
  }
  throw error
}
