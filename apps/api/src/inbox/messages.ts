import type {
  BulkAction,
  EnquiryLanguage,
  InboxMessage,
  MessageFilter,
  MessageStatus,
} from '@studio/contracts'
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { contactMessageRecord } from '../archive/records'
import { type AuditActor, auditInsert, WROTE_A_ROW } from '../audit/record'
import type { Database } from '../db/client'
import { contactMessages } from '../db/schema'
import { ftsQueryOf } from './search'

/**
 * The inbox's queries: the paged, filtered and searched list, status changes and deletes. Every
 * write commits in one batch with its audit row (see audit/record.ts).
 */

/** Who made a write, and when, for its audit row. */
export interface AuditStamp {
  actor: AuditActor
  at: Date
}

export type MessageRow = typeof contactMessages.$inferSelect

/** A row as the inbox answers it: its archive record but for when its status last changed. */
export function toInboxMessage(row: MessageRow): InboxMessage {
  const { status_changed_at: _statusChangedAt, ...message } = contactMessageRecord(row)
  return message
}

export interface MessageQuery {
  status: MessageFilter
  /** What the user typed; blank means no search. */
  q: string
  /** One language's messages; absent: every language. */
  language?: EnquiryLanguage | undefined
  /** The messages one source brought; absent: every message. */
  source?: string | undefined
}

/** The WHERE of a list or export, or null when the search can match nothing. */
export function whereOf(query: MessageQuery): SQL | undefined | null {
  const conditions: SQL[] = []
  if (query.status !== 'all') conditions.push(eq(contactMessages.status, query.status))
  if (query.language) conditions.push(eq(contactMessages.language, query.language))
  if (query.source) conditions.push(eq(contactMessages.source, query.source))
  if (query.q.trim() !== '') {
    const match = ftsQueryOf(query.q)
    if (match === null) return null
    conditions.push(
      sql`${contactMessages.id} IN (SELECT rowid FROM contact_messages_fts WHERE contact_messages_fts MATCH ${match})`,
    )
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** Newest first; equal timestamps fall back to the newest id, so pages never overlap. */
export const NEWEST_FIRST = [desc(contactMessages.createdAt), desc(contactMessages.id)] as const

/** The index that holds the list's filters and its whole order, so a window is a range scan. */
function windowIndexOf({ status, language, source }: MessageQuery): string {
  // One source's messages are few: its index finds them, and the other filters check each.
  if (source) return 'contact_messages_source_created_idx'
  if (language)
    return status === 'all'
      ? 'contact_messages_language_created_idx'
      : 'contact_messages_language_status_created_idx'
  return status === 'all' ? 'contact_messages_created_at_idx' : 'contact_messages_status_created_idx'
}

/**
 * The rows of one window of the list, in list order. The ids are picked from an index that holds
 * the filters and the whole order (windowIndexOf), named with INDEXED BY: left to
 * itself, SQLite answers `id IN (search)` by fetching every matching row, long message text and
 * all, only to sort them, which costs a quarter of a second on a broad search of 100,000 messages.
 * Walking the index and stopping at the window's end reads only the rows shown.
 */
export function selectWindow(
  db: Database,
  query: MessageQuery,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  const index = sql.raw(windowIndexOf(query))
  const ids = sql`SELECT ${contactMessages.id} FROM ${contactMessages} INDEXED BY ${index}
    WHERE ${where ?? sql`1`} ORDER BY ${contactMessages.createdAt} DESC, ${contactMessages.id} DESC
    LIMIT ${limit} OFFSET ${offset}`
  return db
    .select()
    .from(contactMessages)
    .where(sql`${contactMessages.id} IN (${ids})`)
    .orderBy(...NEWEST_FIRST)
}

/**
 * How many messages match: a search over every status and language is counted by the search index
 * alone.
 */
async function countMatching(db: Database, query: MessageQuery, where: SQL | undefined): Promise<number> {
  const match = query.q.trim() === '' ? null : ftsQueryOf(query.q)
  if (query.status === 'all' && !query.language && !query.source && match !== null) {
    const [row] = await db.all<{ total: number }>(
      sql`SELECT count(*) AS total FROM contact_messages_fts WHERE contact_messages_fts MATCH ${match}`,
    )
    return row?.total ?? 0
  }
  const [row] = await db.select({ total: count() }).from(contactMessages).where(where)
  return row?.total ?? 0
}

export async function listMessagePage(
  db: Database,
  query: MessageQuery,
  page: number,
  perPage: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = whereOf(query)
  if (where === null) return { rows: [], total: 0 }
  const [rows, total] = await Promise.all([
    selectWindow(db, query, where, perPage, (page - 1) * perPage),
    countMatching(db, query, where),
  ])
  return { rows, total }
}

export async function countUnread(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'))
  return row?.total ?? 0
}

/**
 * The new status_changed_at: now when the status really changes, else as it was. Retention counts
 * from it (inbox/retention.ts), so archiving starts the clock and re-archiving does not restart it.
 */
function statusClock(status: MessageStatus, at: Date) {
  return sql`CASE WHEN ${contactMessages.status} = ${status} THEN ${contactMessages.statusChangedAt} ELSE ${at.toISOString()} END`
}

export async function setMessageStatus(db: Database, id: number, status: MessageStatus, stamp: AuditStamp) {
  const [before] = await db
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
  if (!before) return null
  const [updated] = await db.batch([
    db
      .update(contactMessages)
      .set({ status, statusChangedAt: statusClock(status, stamp.at) })
      .where(eq(contactMessages.id, id))
      .returning(),
    auditInsert(db, {
      ...stamp,
      action: 'message_status',
      targetType: 'contact_message',
      targetId: id,
      changes: { status: { old: before.status, new: status } },
      onlyIf: WROTE_A_ROW,
    }),
  ])
  return updated[0] ?? null
}

export async function deleteMessage(db: Database, id: number, stamp: AuditStamp): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id }),
    auditInsert(db, {
      ...stamp,
      action: 'message_delete',
      targetType: 'contact_message',
      targetId: id,
      onlyIf: WROTE_A_ROW,
    }),
  ])
  return deleted.length > 0
}

const STATUS_OF_ACTION: Record<Exclude<BulkAction, 'delete'>, MessageStatus> = {
  read: 'read',
  unread: 'new',
  archive: 'archived',
  // An archived message has been seen: it comes back read.
  unarchive: 'read',
}

/**
 * Applies one action to every listed message, or to none: the statement itself checks that every
 * id exists (one statement is atomic, and no interactive transaction holds a lock across awaits).
 * Answers how many messages it touched, or null when some id is unknown.
 */
export async function applyBulkAction(
  db: Database,
  ids: number[],
  action: BulkAction,
  stamp: AuditStamp,
): Promise<number | null> {
  const unique = [...new Set(ids)]
  const allExist = sql`(SELECT count(*) FROM ${contactMessages} WHERE ${inArray(contactMessages.id, unique)}) = ${unique.length}`
  const where = and(inArray(contactMessages.id, unique), allExist)
  const write =
    action === 'delete'
      ? db.delete(contactMessages).where(where).returning({ id: contactMessages.id })
      : db
          .update(contactMessages)
          .set({
            status: STATUS_OF_ACTION[action],
            statusChangedAt: statusClock(STATUS_OF_ACTION[action], stamp.at),
          })
          .where(where)
          .returning({ id: contactMessages.id })
  // One audit row per message. Each is written only if the statement before it wrote a row: the
  // first follows the write, each later one follows the audit row before it, so a refused write
  // (an unknown id) leaves none.
  const audits = unique.map((id) =>
    auditInsert(db, {
      ...stamp,
      action: action === 'delete' ? 'message_delete' : 'message_status',
      targetType: 'contact_message',
      targetId: id,
      changes: action === 'delete' ? null : { status: { old: null, new: STATUS_OF_ACTION[action] } },
      onlyIf: WROTE_A_ROW,
    }),
  )
  const [touched] = await db.batch([write, ...audits])
  return touched.length === unique.length ? touched.length : null
}
