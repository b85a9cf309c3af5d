import {
  BlobReader,
  configure,
  type Entry,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js/lib/zip-core-native.js'
import {
  ARCHIVE_FILES,
  ARCHIVE_LIMITS,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_MESSAGES,
  ArchiveRefusal,
  SHA256_HEX,
} from './archive'

/**
 * The archive's zip, read and written the one way: by the API, the command line and the admin (which
 * loads this module only when an archive is picked, so the zip library stays out of every other
 * screen). zip.js reads an archive through its central directory with random access (a lazily read
 * Blob: a File in the browser, `fs.openAsBlob` in Node, a stored backup's bytes), so entry sizes,
 * names and counts are known and judged before a byte is inflated, and checks each entry's CRC-32;
 * it writes a zip as a stream, entry by entry. Compression is the platform's own
 * CompressionStream, and no Web Worker is started (none exists in a Cloudflare Worker).
 */
configure({ useWebWorkers: false })

export type { Entry as ZipEntry }

/** A name that could escape a folder if someone unpacked the zip: never accepted, whatever else it is. */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..' || segment === '.') ||
    name.includes('\0')
  )
}

const RECORD_FILE_NAMES = new Set<string>(Object.values(ARCHIVE_FILES))

/** What the format's names are: the manifest, a record file, or media/<sha256>. */
export function isArchiveEntryName(name: string): boolean {
  if (RECORD_FILE_NAMES.has(name)) return true
  return name.startsWith(ARCHIVE_MEDIA_DIR) && SHA256_HEX.test(name.slice(ARCHIVE_MEDIA_DIR.length))
}

export const maxBytesOf = (name: string) =>
  name === ARCHIVE_FILES.manifest
    ? ARCHIVE_LIMITS.manifestBytesMax
    : name.startsWith(ARCHIVE_MEDIA_DIR)
      ? ARCHIVE_LIMITS.mediaFileBytesMax
      : ARCHIVE_LIMITS.recordFileBytesMax

/**
 * Refuses a zip from its central directory alone, before any entry is inflated: too many entries, an
 * unsafe or unknown name, a folder or an encrypted entry, a declared size over its cap (so a 2 GB
 * declaration never gets read), a total over the cap, or a ratio only a zip bomb has.
 */
export function checkEntries(entries: readonly Entry[]): Map<string, Entry> {
  if (entries.length > ARCHIVE_LIMITS.entriesMax) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooManyEntries)
  const byName = new Map<string, Entry>()
  let total = 0
  for (const entry of entries) {
    const name = entry.filename
    if (isUnsafeEntryName(name)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsafeName(name))
    if (entry.directory || entry.encrypted || !isArchiveEntryName(name) || byName.has(name)) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.unexpectedEntry(name))
    }
    const size = entry.uncompressedSize
    if (size > maxBytesOf(name)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(name))
    if (
      size > ARCHIVE_LIMITS.ratioCheckBytesMin &&
      size > ARCHIVE_LIMITS.ratioMax * Math.max(entry.compressedSize, 1)
    ) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(name))
    }
    total += size
    if (total > ARCHIVE_LIMITS.totalBytesMax) throw new ArchiveRefusal(ARCHIVE_MESSAGES.totalTooLarge)
    byName.set(name, entry)
  }
  return byName
}

export interface OpenedZip {
  /** Every entry, by name, each already judged by checkEntries. */
  entries: ReadonlyMap<string, Entry>
  close(): Promise<void>
}

/**
 * Opens an archive's zip with the strictest reading zip.js has (signatures, overlapping entries,
 * strict headers) and judges its central directory (checkEntries): anything else is refused with
 * its reason as an ArchiveRefusal, before any entry is read.
 */
export async function openArchiveZip(blob: Blob): Promise<OpenedZip> {
  const zip = new ZipReader(new BlobReader(blob), {
    checkSignature: true,
    checkOverlappingEntry: true,
    strictness: 'strict',
  })
  try {
    const listed: Entry[] = []
    for await (const entry of zip.getEntriesGenerator()) {
      listed.push(entry)
      if (listed.length > ARCHIVE_LIMITS.entriesMax) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooManyEntries)
    }
    return { entries: checkEntries(listed), close: () => zip.close().catch(() => undefined) }
  } catch (error) {
    await zip.close().catch(() => undefined)
    if (error instanceof ArchiveRefusal) throw error
    // zip.js refuses such names itself, naming the entry.
    const unsafe = (error as { filename?: unknown }).filename
    if (typeof unsafe === 'string') throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsafeName(unsafe))
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.notZip)
  }
}

/** An entry's bytes, stopped as soon as more arrive than its header declared (or than `maxBytes`). */
export async function* zipEntryChunks(entry: Entry, maxBytes: number): AsyncGenerator<Uint8Array> {
  const name = entry.filename
  const limit = Math.min(entry.uncompressedSize, maxBytes)
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  if (entry.directory) throw new ArchiveRefusal(ARCHIVE_MESSAGES.unexpectedEntry(name))
  const reading: Promise<unknown> = entry.getData(writable).then(
    () => null,
    (error: unknown) => error,
  )
  // A failed read (a bad CRC, a cut entry) may leave the stream open: wait for whichever comes first.
  const failed = reading.then((error) => (error ? Promise.reject(error) : new Promise<never>(() => {})))
  failed.catch(() => undefined)
  const reader = readable.getReader()
  let received = 0
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), failed]).catch(() => {
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(name))
      })
      if (done) break
      received += value.byteLength
      if (received > limit) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(name))
      yield value
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  const failure = await reading
  if (failure) throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(name))
  if (received !== entry.uncompressedSize) throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(name))
}

/** A zip written as a stream into `sink`; `store` keeps an entry as it is (media are already compressed). */
export function createZip(sink: WritableStream<Uint8Array>) {
  const writer = new ZipWriter(sink, { zip64: false, bufferedWrite: false, keepOrder: true })
  return {
    async add(name: string, body: ReadableStream<Uint8Array>, options: { store: boolean; at: Date }) {
      await writer.add(name, body, { level: options.store ? 0 : 6, lastModDate: options.at })
    },
    async close() {
      await writer.close()
    },
  }
}
