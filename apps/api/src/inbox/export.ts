import { and, eq, lt, or, type SQL } from 'drizzle-orm'
import { studioDateTime, studioDay } from '../audience/studio-time'
import type { Database } from '../db/client'
import { contactMessages } from '../db/schema'
import { csvRow } from './csv'
import { type MessageQuery, selectWindow, whereOf } from './messages'

/**
 * The export's columns. `created_at` is written in the studio's time zone (the Audience setting),
 * as `YYYY-MM-DD HH:MM:SS` a spreadsheet reads as a time, and its header names the zone:
 * `created_at (Africa/Cairo)`.
 */
export const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'status',
  'name',
  'email',
  'company',
  'subject',
  'message',
  // Last, so the columns an earlier export had keep their places.
  'language',
  // What brought the visitor (empty when unknown).
  'source',
  'campaign',
  'landing_path',
] as const

/** The header row: the columns, `created_at` naming the time zone its times are written in. */
export function exportHeader(timeZone: string): string[] {
  return EXPORT_COLUMNS.map((column) => (column === 'created_at' ? `created_at (${timeZone})` : column))
}

/** Rows read per query: big enough to be fast, small enough that memory stays flat. */
export const EXPORT_BATCH_ROWS = 1000

/**
 * The messages matching a query as CSV, newest first, read in keyset-paged batches only as fast as
 * the client takes them (a pull stream), so 100,000 rows never sit in memory at once. Starts with a
 * UTF-8 byte-order mark, without which Excel misreads non-Latin names.
 */
export function exportCsvStream(
  db: Database,
  query: MessageQuery,
  timeZone: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const filter = whereOf(query)
  let after: { createdAt: string; id: number } | null = null
  let started = false
  const matchesNothing = filter === null

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(exportHeader(timeZone))}`))
        if (matchesNothing) controller.close()
        return
      }
      // Strictly older than the last row sent, in the list's order (created_at desc, id desc).
      const cursor: SQL | undefined = after
        ? or(
            lt(contactMessages.createdAt, after.createdAt),
            and(eq(contactMessages.createdAt, after.createdAt), lt(contactMessages.id, after.id)),
          )
        : undefined
      const rows = await selectWindow(db, query, and(filter ?? undefined, cursor), EXPORT_BATCH_ROWS)
      let chunk = ''
      for (const row of rows) {
        chunk += csvRow([
          row.id,
          studioDateTime(new Date(row.createdAt), timeZone),
          row.status,
          row.name,
          row.email,
          row.company,
          row.subject,
          row.message,
          row.language,
          row.source,
          row.campaign,
          row.landingPath,
        ])
      }
      if (chunk) controller.enqueue(encoder.encode(chunk))
      const last = rows.at(-1)
      if (!last || rows.length < EXPORT_BATCH_ROWS) controller.close()
      else after = { createdAt: last.createdAt, id: last.id }
    },
  })
}

/** contact-messages-YYYY-MM-DD.csv, dated by the studio's day, like the times inside. */
export function exportFilename(now: Date, timeZone: string): string {
  return `contact-messages-${studioDay(now, timeZone)}.csv`
}
