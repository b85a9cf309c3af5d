import { ARCHIVE_FILES, ARCHIVE_LIMITS, ARCHIVE_MEDIA_DIR, ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { openArchiveZip, zipEntryChunks } from '@studio/contracts/archive-zip'
import { readAll } from './bytes'
import { ArchiveRefusal } from './refusal'

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

/**
 * A zip as an archive source. `externalMedia`, when given, supplies the media bytes instead of the
 * zip's media/ entries (a daily backup keeps its media once, beside all the backups).
 */
export async function openZipSource(
  blob: Blob,
  externalMedia?: (sha256: string) => Promise<Uint8Array<ArrayBuffer> | null>,
): Promise<ArchiveSource> {
  const zip = await openArchiveZip(blob)
  const { entries } = zip
  const read = (name: string, maxBytes: number) => {
    const entry = entries.get(name)
    if (!entry) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(name))
    return zipEntryChunks(entry, maxBytes)
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
      await zip.close()
    },
  }
}
