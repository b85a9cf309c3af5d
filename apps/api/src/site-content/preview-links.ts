import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { previewLinks, sessions } from '../db/schema'

/**
 * Preview links as rows: each signed link names a `preview_links` row tied to
 * the session that made it. The row dies with that session (its foreign key cascades: sign-out,
 * ending a session, a password change elsewhere, removal of its admin), when the studio ends every
 * open link, and is swept once expired. A link shows the draft only while its row is there, unexpired,
 * and its session is live: the read joins the session, so a session that expired or was deleted with
 * foreign keys off ends its links too.
 */

/** A new link's row for this session, or null when the session ended meanwhile (sign-out racing). */
export async function insertPreviewLink(
  db: Database,
  link: { sessionId: number; adminId: number; language: string; now: Date; expiresAt: Date },
): Promise<string | null> {
  const id = crypto.randomUUID()
  // INSERT … SELECT from the session: a session deleted since the guard read it inserts nothing
  // (rather than failing on the foreign key), and the caller answers 401.
  const inserted = await db.run(sql`INSERT INTO preview_links
      (id, session_id, admin_id, language, created_at, expires_at)
    SELECT ${id}, id, admin_id, ${link.language}, ${link.now.toISOString()}, ${link.expiresAt.toISOString()}
    FROM sessions WHERE id = ${link.sessionId} AND admin_id = ${link.adminId}`)
  return inserted.rowsAffected > 0 ? id : null
}

/** Whether the link `id` still shows its draft: its row is there and unexpired, its session live. */
export async function isPreviewLinkOpen(db: Database, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const [row] = await db
    .select({ id: previewLinks.id })
    .from(previewLinks)
    .innerJoin(sessions, eq(sessions.id, previewLinks.sessionId))
    .where(and(eq(previewLinks.id, id), gt(previewLinks.expiresAt, at), gt(sessions.expiresAt, at)))
  return row !== undefined
}

/** Ends every open link (the admin's "end all preview links"); put it in the batch of its audit row. */
export function endAllPreviewLinksStatement(db: Database) {
  return db.delete(previewLinks)
}

/** Deletes the rows of expired links (the scheduled sweep); answers how many. */
export async function sweepExpiredPreviewLinks(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(previewLinks)
    .where(lte(previewLinks.expiresAt, now.toISOString()))
    .returning({ id: previewLinks.id })
  return removed.length
}
