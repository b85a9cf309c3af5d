import { type CoverImage, isMediaKey, parseCoverVariantKey } from '@studio/contracts/covers'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { mediaCovers, type projects, type workItems } from '../db/schema'

/** One row of media_covers: what is known of a stored original and which variants it has. */
export type CoverRecord = typeof mediaCovers.$inferSelect
export type NewCoverRecord = typeof mediaCovers.$inferInsert

/** SQLite's bound on a statement's parameters is far above this; the chunks keep each query small. */
const KEYS_PER_QUERY = 500

/**
 * The reads of these keys' records, a query per chunk of keys: to be awaited, or sent in one
 * `db.batch` with a route's other reads (one round trip), then put together by coverRecordMap.
 */
export function coverRecordReads(db: Database, keys: Iterable<string>) {
  const unique = [...new Set(keys)]
  const reads = []
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    reads.push(
      db
        .select()
        .from(mediaCovers)
        .where(inArray(mediaCovers.key, unique.slice(start, start + KEYS_PER_QUERY))),
    )
  }
  return reads
}

/**
 * The read of the records of the covers a public list's rows name by key: one query whatever the
 * list's length, so it goes in the list's own `db.batch` (no round trip waits for the list's keys).
 */
export function listedCoverRecordsRead(db: Database, table: typeof projects | typeof workItems) {
  const keys = db
    .select({ key: table.coverKey })
    .from(table)
    .where(and(eq(table.hidden, false), isNotNull(table.coverKey)))
  return db.select().from(mediaCovers).where(inArray(mediaCovers.key, keys))
}

/** The records the reads of coverRecordReads found, by key. */
export function coverRecordMap(found: ReadonlyArray<readonly CoverRecord[]>): Map<string, CoverRecord> {
  return new Map(found.flat().map((row) => [row.key, row]))
}

/** The records of these keys (those that have one). */
export async function findCoverRecords(
  db: Database,
  keys: Iterable<string>,
): Promise<Map<string, CoverRecord>> {
  const found: CoverRecord[][] = []
  for (const read of coverRecordReads(db, keys)) found.push(await read)
  return coverRecordMap(found)
}

export async function findCoverRecord(db: Database, key: string): Promise<CoverRecord | undefined> {
  return db.select().from(mediaCovers).where(eq(mediaCovers.key, key)).get()
}

/** Writes a cover's record, replacing an earlier one (a backfill's retry) but keeping its created_at. */
export async function saveCoverRecord(db: Database, record: NewCoverRecord): Promise<CoverRecord> {
  const { key: _key, createdAt: _createdAt, ...changes } = record
  const [saved] = await db
    .insert(mediaCovers)
    .values(record)
    .onConflictDoUpdate({ target: mediaCovers.key, set: changes })
    .returning()
  if (!saved) throw new Error(`The cover record of ${record.key} was not written.`)
  return saved
}

export async function deleteCoverRecord(db: Database, key: string): Promise<void> {
  await db.delete(mediaCovers).where(eq(mediaCovers.key, key))
}

/**
 * The media key a cover URL names when it is an original in our media store (`<base>/<key>`), else
 * null: another host, a malformed key, or a variant typed in as a cover (variants get no variants).
 */
export function mediaKeyOf(url: string | null | undefined, publicMediaBaseUrl: string): string | null {
  if (!url) return null
  const prefix = `${publicMediaBaseUrl.replace(/\/+$/, '')}/`
  if (!url.startsWith(prefix)) return null
  const key = url.slice(prefix.length)
  return isMediaKey(key) && parseCoverVariantKey(key) === null ? key : null
}

/** What a page reads of a record; null while its size is unknown (the original could not be read). */
export function toCoverImage(record: CoverRecord | undefined): CoverImage | null {
  if (!record || record.width < 1 || record.height < 1) return null
  return {
    key: record.key,
    width: record.width,
    height: record.height,
    placeholder: record.placeholder,
    color: record.dominantColor,
    widths: record.variantWidths,
    avif_widths: record.avifWidths,
  }
}
