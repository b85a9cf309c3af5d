import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { auditInsert, SYSTEM_ACTOR } from '../audit/record'
import { contactMessages } from '../db/schema'
import type { AppDeps } from '../deps'

/** Rows deleted per statement, and statements per sweep: a big backlog drains over a few sweeps. */
const BATCH = 500
const MAX_BATCHES = 20

/**
 * MESSAGE_RETENTION_DAYS: archived messages are deleted that long after they were archived (their
 * last change of state), never counted from when they arrived: a message archived today is kept a
 * full period, however old. New and read ones are kept: nobody has dealt with them yet. Unset keeps
 * everything. Deletes in batches so no statement is huge, then records one audit row for the whole
 * sweep with its total count, by the system (none when nothing was deleted); answers the total.
 */
export async function deleteExpiredArchivedMessages({
  db,
  config,
}: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  if (config.messageRetentionDays === null) return 0
  const now = config.now()
  const before = new Date(now.getTime() - config.messageRetentionDays * 24 * 60 * 60 * 1000).toISOString()
  // A row written before status_changed_at existed, or straight into the table, counts from arrival.
  const changedAt = sql`coalesce(${contactMessages.statusChangedAt}, ${contactMessages.createdAt})`
  const expired = and(eq(contactMessages.status, 'archived'), lt(changedAt, before))
  let deleted = 0
  try {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const ids = db.select({ id: contactMessages.id }).from(contactMessages).where(expired).limit(BATCH)
      const rows = await db
        .delete(contactMessages)
        .where(inArray(contactMessages.id, ids))
        .returning({ id: contactMessages.id })
      deleted += rows.length
      if (rows.length < BATCH) break
    }
  } finally {
    // Also when a later batch fails: the rows already gone are still recorded.
    if (deleted > 0)
      await auditInsert(db, {
        actor: SYSTEM_ACTOR,
        action: 'retention_delete',
        targetType: 'contact_message',
        targetId: null,
        changes: { count: { old: null, new: deleted } },
        at: now,
      })
  }
  return deleted
}
