import { lte } from 'drizzle-orm'
import { sessions } from '../db/schema'
import type { AppDeps } from '../deps'

/**
 * Deletes every expired session. Login already drops the signing-in admin's own dead sessions, but an
 * admin who never signs in again would leave theirs behind. Answers how many were deleted.
 */
export async function sweepExpiredSessions(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const removed = await deps.db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now.toISOString()))
    .returning({ tokenHash: sessions.tokenHash })
  return removed.length
}
