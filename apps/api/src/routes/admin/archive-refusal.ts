import type { Context } from 'hono'
import { ArchiveRefusal } from '../../archive/refusal'

/** An archive refusal as the API's one error shape; anything else goes on to the app's 500. */
export function archiveRefusal(c: Context, error: unknown) {
  if (error instanceof ArchiveRefusal) return c.json({ error: error.message }, error.status)
  throw error
}
