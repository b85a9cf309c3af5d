import {
  ARCHIVE_FILES,
  ARCHIVE_LIMITS,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_MESSAGES,
  SHA256_HEX,
} from '@studio/contracts/archive'
import { readAll } from './bytes'
import { ArchiveRefusal } from './refusal'
import { openZip, type ZipEntry } from './zip'

/**
 * Where an archive's files come from: a zip (a file, an upload, a stored backup), or the parts an
 * import through the API has sent so far. Reading and importing see only this.
 */
export interface ArchiveSource {
  /** The manifest's bytes, null when there is none. */
  manifest(): Promise<Uint8Array | null>
  /** The files the source holds besides the manifest. */
  names(): Promise<ReadonlySet<string>>
  /** A file's bytes as stored, never more than `maxBytes`. */
  open(name: string, maxBytes: number): AsyncIterable<Uint8Array>
  /**
   * A media file by its SHA-256, from the source itself (a zip's media/ entries, a backup's shared
   * media), or, where media travel separately (the API import, which uploads only what the studio
   * lacks), from those uploaded so far; null when there is none. Returned unchecked: the caller
   * compares the hash.
   */
  media(sha256: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** The manifest lists every media file (a complete archive; not a daily backup, whose media are shared). */
  readonly mediaListed: boolean
  /**
   * `media()` gives every media file (a zip, a backup); false where they are uploaded on their own
   * (the API import: `media()` gives only those `uploadedMedia()` lists).
   */
  readonly mediaHeld: boolean
  /** The SHA-256 of every media file uploaded so far, where media are uploaded on their own. */
  uploadedMedia?(): Promise<ReadonlySet<string>>
  /**
   * Written by this studio into its own private store (a daily backup): its records are this
   * studio's, whatever its manifest says (a backup from before archives named their studio says nothing).
   */
  readonly ownStudio?: boolean
  close(): Promise<void>
}

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
export function checkEntries(entries: readonly ZipEntry[]): Map<string, ZipEntry> {
  if (entries.length > ARCHIVE_LIMITS.entriesMax) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooManyEntries)
  const byName = new Map<string, ZipEntry>()
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

/** An entry's bytes, stopped as soon as more arrive than its header declared (or than `maxBytes`). */
async function* entryChunks(entry: ZipEntry, maxBytes: number): AsyncGenerator<Uint8Array> {
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

/**
 * A zip as an archive source. `externalMedia`, when given, supplies the media bytes instead of the
 * zip's media/ entries (a daily backup keeps its media once, beside all the backups).
 */
export async function openZipSource(
  blob: Blob,
  externalMedia?: (sha256: string) => Promise<Uint8Array<ArrayBuffer> | null>,
): Promise<ArchiveSource> {
  const zip = openZip(blob)
  let entries: Map<string, ZipEntry>
  try {
    const listed: ZipEntry[] = []
    for await (const entry of zip.getEntriesGenerator()) {
      listed.push(entry)
      if (listed.length > ARCHIVE_LIMITS.entriesMax) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooManyEntries)
    }
    entries = checkEntries(listed)
  } catch (error) {
    await zip.close().catch(() => undefined)
    if (error instanceof ArchiveRefusal) throw error
    // zip.js refuses such names itself, naming the entry.
    const unsafe = (error as { filename?: unknown }).filename
    if (typeof unsafe === 'string') throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsafeName(unsafe))
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.notZip)
  }

  const read = (name: string, maxBytes: number) => {
    const entry = entries.get(name)
    if (!entry) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(name))
    return entryChunks(entry, maxBytes)
  }
  return {
    mediaListed: !externalMedia,
    mediaHeld: true,
    async manifest() {
      if (!entries.has(ARCHIVE_FILES.manifest)) return null
      return readAll(
        read(ARCHIVE_FILES.manifest, ARCHIVE_LIMITS.manifestBytesMax),
        ARCHIVE_LIMITS.manifestBytesMax,
        () => new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(ARCHIVE_FILES.manifest)),
      )
    },
    async names() {
      return new Set([...entries.keys()].filter((name) => name !== ARCHIVE_FILES.manifest))
    },
    open: read,
    async media(sha256) {
      if (externalMedia) return externalMedia(sha256)
      const name = `${ARCHIVE_MEDIA_DIR}${sha256}`
      if (!entries.has(name)) return null
      return readAll(
        read(name, ARCHIVE_LIMITS.mediaFileBytesMax),
        ARCHIVE_LIMITS.mediaFileBytesMax,
        () => new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(name)),
      )
    },
    async close() {
      await zip.close().catch(() => undefined)
    },
  }
}
