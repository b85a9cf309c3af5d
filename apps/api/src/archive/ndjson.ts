import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { concatBytes } from './bytes'
import { ArchiveRefusal } from './refusal'

/**
 * NDJSON: one JSON value per line, every line ending in `\n` (so a file cut short is seen). Lines are
 * split on bytes (a newline byte never occurs inside a UTF-8 character) and decoded one at a time,
 * so memory holds one line, whatever the file's size.
 */

const NEWLINE = 0x0a
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
const encoder = new TextEncoder()

export interface NdjsonLine {
  /** 1-based, as an editor counts. */
  line: number
  value: unknown
}

export async function* ndjsonLines(
  chunks: AsyncIterable<Uint8Array>,
  name: string,
): AsyncGenerator<NdjsonLine> {
  let pending: Uint8Array[] = []
  let pendingBytes = 0
  let line = 0
  const parse = (bytes: Uint8Array): NdjsonLine => {
    line++
    try {
      return { line, value: JSON.parse(decoder.decode(bytes)) }
    } catch {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.badRecord(name, line, 'not JSON'))
    }
  }
  for await (const chunk of chunks) {
    let start = 0
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, at)
      const bytes = pending.length === 0 ? piece : concatBytes([...pending, piece])
      pending = []
      pendingBytes = 0
      yield parse(bytes)
      start = at + 1
    }
    if (start < chunk.byteLength) {
      pending.push(chunk.slice(start))
      pendingBytes += chunk.byteLength - start
      if (pendingBytes > ARCHIVE_LIMITS.lineBytesMax)
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.lineTooLong(name, line + 1))
    }
  }
  if (pendingBytes > 0) throw new ArchiveRefusal(ARCHIVE_MESSAGES.rowCount(name))
}

/** One record as its line: keys in the order the record was built, so equal records are equal bytes. */
export function ndjsonLine(record: unknown): Uint8Array {
  return encoder.encode(`${JSON.stringify(record)}\n`)
}

/** Records as NDJSON bytes, grouped into chunks of about 64 KB rather than one per line. */
export async function* ndjsonChunks(
  records: AsyncIterable<unknown> | Iterable<unknown>,
): AsyncGenerator<Uint8Array> {
  let parts: Uint8Array[] = []
  let size = 0
  for await (const record of records) {
    const bytes = ndjsonLine(record)
    parts.push(bytes)
    size += bytes.byteLength
    if (size >= 64 * 1024) {
      yield concatBytes(parts)
      parts = []
      size = 0
    }
  }
  if (size > 0) yield concatBytes(parts)
}
