import { lte } from 'drizzle-orm'
import { sessions } from '../db/schema'
import type { AppDeps } from '../deps'
import { sweepExpiredPreviewLinks } from '../site-content/preview-links'

/**
 * Deletes every expired session and every expired preview link. Login already drops the signing-in
 * admin's own dead sessions, but an admin who never signs in again would leave theirs behind; a
 * preview link's row is refused once expired, and only this sweep removes it. (Links of a deleted
 * session go with it: their foreign key cascades.) Answers how many rows were deleted.
 */
export async function sweepExpiredSessions(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const links = await sweepExpiredPreviewLinks(deps.db, now)
  const removed = await deps.db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now.toISOString()))
    .returning({ tokenHash: sessions.tokenHash })
  return links + removed.length
}
