import {
  ARCHIVE_FILES,
  ARCHIVE_LIMITS,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_MESSAGES,
  type KindPlan,
  type MediaRecord,
  MediaRecordSchema,
  type PlanConflict,
} from '@studio/contracts/archive'
import type { MediaStore } from '../media/store'
import { readAll } from './bytes'
import { COVER_CONTENT_TYPES, isImportableCover } from './cover-media'
import { sha256Hex } from './hash'
import { type OpenedArchive, readAllRecords } from './read'
import { isShareCardKey, isStudioMediaKey } from './records'
import { ArchiveRefusal } from './refusal'

/**
 * The media side of an import. Media are keyed by content: a key the studio already holds with the
 * same bytes is left alone (never written again); a key it lacks is written; a key it holds with
 * other bytes is a conflict, since keys are served as immutable for a year and must never change
 * their bytes. A file to write must be stored as an image a cover may be, and an import through the
 * API (whose media arrive as uploads) writes only covers' keys. Share cards are passed over (isShareCardKey).
 * Nothing is ever deleted, replace or not.
 */

export interface MediaPlan {
  /** The archive's media records, share cards left out. */
  records: MediaRecord[]
  counts: KindPlan
  conflicts: PlanConflict[]
  /** Keys the studio lacks, to be written from the archive (or uploaded, through the API). */
  toWrite: MediaRecord[]
}

async function storedSha256(media: MediaStore, key: string, expectedBytes: number) {
  const object = await media.get(key)
  if (!object) return null
  if (object.size !== expectedBytes) return 'different'
  const bytes = await readAll(
    object.body,
    ARCHIVE_LIMITS.mediaFileBytesMax,
    () => new Error(`${key} is too large`),
  )
  return sha256Hex(bytes)
}

/** Reads a media file from the archive and checks its bytes against its name. */
export async function archiveMediaBytes(
  opened: OpenedArchive,
  sha256: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const bytes = await opened.source.media(sha256)
  if (bytes && (await sha256Hex(bytes)) !== sha256) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(`${ARCHIVE_MEDIA_DIR}${sha256}`))
  }
  return bytes
}

export async function planMedia(opened: OpenedArchive, media: MediaStore): Promise<MediaPlan> {
  const lines = await readAllRecords(opened, ARCHIVE_FILES.media, MediaRecordSchema)
  const counts: KindPlan = { create: 0, update: 0, unchanged: 0, delete: 0 }
  const conflicts: PlanConflict[] = []
  const records: MediaRecord[] = []
  const toWrite: MediaRecord[] = []
  const shas = new Set<string>()
  let previous = ''
  for (const { line, record } of lines) {
    if (record.key <= previous) throw new ArchiveRefusal(ARCHIVE_MESSAGES.unsorted(ARCHIVE_FILES.media, line))
    previous = record.key
    if (!isStudioMediaKey(record.key)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.badMediaKey(record.key))
    shas.add(record.sha256)
    if (isShareCardKey(record.key)) continue
    records.push(record)
    const entry = opened.manifest.files[`${ARCHIVE_MEDIA_DIR}${record.sha256}`]
    if (opened.source.mediaListed && entry?.bytes !== record.bytes) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaWithoutFile(record.key))
    }
    const stored = await storedSha256(media, record.key, record.bytes)
    if (stored === null) {
      // What is written is served: only as an image, and through the API only under a cover's key.
      if (!COVER_CONTENT_TYPES.has(record.content_type))
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.badMediaType(record.key, record.content_type))
      if (!opened.source.mediaHeld && !isImportableCover(record))
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.badMediaKey(record.key))
      counts.create++
      toWrite.push(record)
    } else if (stored === record.sha256) counts.unchanged++
    else {
      conflicts.push({
        kind: 'media',
        id: record.key,
        message: `The media file ${record.key} is stored here with other content than in the archive; media keys never change their bytes. Nothing was written.`,
      })
    }
  }
  if (opened.source.mediaListed && opened.source.mediaHeld) {
    // Every media file in the zip is named by a record and matches its name (read once, one at a time).
    for (const name of Object.keys(opened.manifest.files)) {
      if (!name.startsWith(ARCHIVE_MEDIA_DIR)) continue
      const sha256 = name.slice(ARCHIVE_MEDIA_DIR.length)
      if (!shas.has(sha256)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingMediaRecord(sha256))
      await archiveMediaBytes(opened, sha256)
    }
  } else if (opened.source.mediaHeld) {
    // Media kept beside the archive (a daily backup's): the ones to write must be there and intact.
    const checked = new Set<string>()
    for (const record of toWrite) {
      if (checked.has(record.sha256)) continue
      checked.add(record.sha256)
      await archiveMediaBytes(opened, record.sha256)
    }
  }
  return { records, counts, conflicts, toWrite }
}
