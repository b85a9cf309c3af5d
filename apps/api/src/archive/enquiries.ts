import {
  ARCHIVE_FILES,
  ARCHIVE_MESSAGES,
  type ContactMessageRecord,
  ContactMessageRecordSchema,
  type KindPlan,
} from '@studio/contracts/archive'
import { and, count, gt, inArray, lte, notInArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { contactMessages } from '../db/schema'
import { archiveOrigin, type Collision, collisionOf, collisionPolicy } from './collisions'
import { changedFields } from './compare'
import { everyColumnFromInsert } from './overwrite'
import { type OpenedArchive, readRecords } from './read'
import { contactMessageRecord, contactMessageRow } from './records'
import { ArchiveRefusal } from './refusal'

/**
 * The enquiries, streamed: the archive's records are read in batches (ids ascending, as export
 * writes them), each batch compared with the stored rows of the same ids, and, when applying,
 * written at once. Replace deletes the stored ids between one batch's and the next's, so no list
 * of every id is ever held. The same walk plans and applies, so the plan counts what apply does.
 */

const BATCH = 500
/** Rows per INSERT: 10 columns each, well under SQLite's bound-parameter limit. */
const ROWS_PER_INSERT = 100

export interface EnquiryBatch {
  /** Records to insert or overwrite. */
  writes: ContactMessageRecord[]
  /** Stored ids after the previous batch and up to this one's last that the archive lacks (replace only). */
  deleteRange: { after: number; upTo: number | null; keep: number[] } | null
}

/** The stored ids after `after` and up to `upTo` (no bound: null) that are not in `keep`. */
function storedIdsMissing({ after, upTo, keep }: NonNullable<EnquiryBatch['deleteRange']>) {
  return and(
    gt(contactMessages.id, after),
    upTo === null ? undefined : lte(contactMessages.id, upTo),
    keep.length > 0 ? notInArray(contactMessages.id, keep) : undefined,
  )
}

/** Statements for one batch's writes and deletions. */
export function enquiryStatements(db: Database, batch: EnquiryBatch) {
  const statements = []
  if (batch.deleteRange) {
    statements.push(db.delete(contactMessages).where(storedIdsMissing(batch.deleteRange)))
  }
  for (let i = 0; i < batch.writes.length; i += ROWS_PER_INSERT) {
    statements.push(
      db
        .insert(contactMessages)
        .values(batch.writes.slice(i, i + ROWS_PER_INSERT).map(contactMessageRow))
        .onConflictDoUpdate({
          target: contactMessages.id,
          set: everyColumnFromInsert(contactMessages, 'id'),
        }),
    )
  }
  return statements
}

export interface EnquiryWalk {
  counts: KindPlan
  /** Stored enquiries of an archived id with other content, from an archive another studio wrote. */
  collisions: Collision[]
}

/**
 * Walks the archive's enquiries against the studio's, calling `visit` with each batch's writes and
 * deletions. Answers the counts and the collisions (collisions.ts): a colliding enquiry is never
 * written, so a walk that applies skips one that arrived since the plan rather than overwrite it.
 * Only called for an archive that holds enquiries.
 */
export async function walkEnquiries(
  db: Database,
  opened: OpenedArchive,
  replace: boolean,
  visit: (batch: EnquiryBatch) => Promise<void>,
): Promise<EnquiryWalk> {
  const policy = collisionPolicy(await archiveOrigin(db, opened), replace)
  const counts: KindPlan = { create: 0, update: 0, unchanged: 0, delete: 0 }
  const collisions: Collision[] = []
  let previous = 0
  let pending: ContactMessageRecord[] = []
  let deletedUpTo = 0

  const countMissing = async (after: number, upTo: number | null, keep: number[]) => {
    const [row] = await db
      .select({ n: count() })
      .from(contactMessages)
      .where(storedIdsMissing({ after, upTo, keep }))
    return row?.n ?? 0
  }

  const flush = async () => {
    const ids = pending.map((record) => record.id)
    const stored = new Map(
      (await db.select().from(contactMessages).where(inArray(contactMessages.id, ids))).map((row) => [
        row.id,
        contactMessageRecord(row),
      ]),
    )
    const writes: ContactMessageRecord[] = []
    for (const record of pending) {
      const before = stored.get(record.id)
      if (!before) counts.create++
      else if (changedFields(before, record).length === 0) {
        counts.unchanged++
        continue
      } else if (policy === 'update') counts.update++
      else if (policy === 'conflict') {
        collisions.push(collisionOf('contact_messages', String(record.id), before.email, record.email))
        continue
      } else {
        // Replace: the studio's enquiry goes (counted for the confirmation), the archive's comes.
        counts.delete++
        counts.create++
      }
      writes.push(record)
    }
    const upTo = ids.at(-1) ?? deletedUpTo
    let deleteRange: EnquiryBatch['deleteRange'] = null
    if (replace) {
      const missing = await countMissing(deletedUpTo, upTo, ids)
      counts.delete += missing
      if (missing > 0) deleteRange = { after: deletedUpTo, upTo, keep: ids }
      deletedUpTo = upTo
    }
    pending = []
    if (writes.length > 0 || deleteRange) await visit({ writes, deleteRange })
  }

  for await (const { line, record } of readRecords(
    opened,
    ARCHIVE_FILES.contactMessages,
    ContactMessageRecordSchema,
  )) {
    if (record.id <= previous)
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsorted(ARCHIVE_FILES.contactMessages, line))
    previous = record.id
    pending.push(record)
    if (pending.length === BATCH) await flush()
  }
  if (pending.length > 0) await flush()
  if (replace) {
    const missing = await countMissing(deletedUpTo, null, [])
    counts.delete += missing
    if (missing > 0) await visit({ writes: [], deleteRange: { after: deletedUpTo, upTo: null, keep: [] } })
  }
  return { counts, collisions }
}
