import { and, eq, inArray, lt } from 'drizzle-orm'
import { contactMessages } from '../db/schema'
import type { AppDeps } from '../deps'

/** Rows deleted per statement, and statements per sweep: a big backlog drains over a few sweeps. */
const BATCH = 500
const MAX_BATCHES = 20

/**
 * MESSAGE_RETENTION_DAYS: archived messages received longer ago than that are deleted (new and
 * read ones are kept: nobody has dealt with them yet). Unset keeps everything. Answers the count.
 */
export async function deleteExpiredArchivedMessages({
  db,
  config,
}: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  if (config.messageRetentionDays === null) return 0
  const before = new Date(
    config.now().getTime() - config.messageRetentionDays * 24 * 60 * 60 * 1000,
  ).toISOString()
  const expired = and(eq(contactMessages.status, 'archived'), lt(contactMessages.createdAt, before))
  let deleted = 0
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = db.select({ id: contactMessages.id }).from(contactMessages).where(expired).limit(BATCH)
    const rows = await db
      .delete(contactMessages)
      .where(inArray(contactMessages.id, ids))
      .returning({ id: contactMessages.id })
    deleted += rows.length
    if (rows.length < BATCH) break
  }
  return deleted
}
