import {
  ARCHIVE_FILES,
  ARCHIVE_LIMITS,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_MESSAGES,
  type ImportStart,
  MediaRecordSchema,
} from '@studio/contracts/archive'
import type { MediaStore } from '../media/store'
import { chunksOf } from './bytes'
import { sha256Hex } from './hash'
import { openArchive, readAllRecords, readManifest } from './read'
import { ArchiveRefusal } from './refusal'
import type { ArchiveSource } from './source'
import { readStoredFile } from './stored-file'

/**
 * An import through the API, in steps small enough for a Worker (whose request body stops at
 * 100 MB): the manifest opens it, each record file follows in parts, the plan names the media files
 * the studio lacks, each is uploaded on its own and checked against its hash, then apply. What was
 * sent waits in the media store under `archive-imports/<id>/`, outside the studio's media (an export
 * never includes it), and is dropped after apply, on cancel, or by the daily job a day later.
 */

export const STAGING_PREFIX = 'archive-imports/'
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const STALE_AFTER_MS = 24 * 60 * 60 * 1000

const manifestKey = (id: string) => `${STAGING_PREFIX}${id}/manifest.json`
const partsPrefix = (id: string, name: string) => `${STAGING_PREFIX}${id}/files/${name}/`
const partKey = (id: string, name: string, part: number) =>
  `${partsPrefix(id, name)}${String(part).padStart(6, '0')}`

async function stagedManifest(media: MediaStore, id: string) {
  if (!ID.test(id)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.importNotFound)
  const bytes = await readStoredFile(media, manifestKey(id), ARCHIVE_LIMITS.manifestBytesMax, {
    missing: ARCHIVE_MESSAGES.importNotFound,
    tooLarge: ARCHIVE_MESSAGES.manifestInvalid,
  })
  return { bytes, manifest: readManifest(bytes) }
}

/** The parts of one file sent so far, in order. */
async function partKeys(media: MediaStore, id: string, name: string): Promise<string[]> {
  return (await media.list(partsPrefix(id, name))).map((listing) => listing.key).sort()
}

export async function startStagedImport(media: MediaStore, manifest: unknown): Promise<ImportStart> {
  const bytes = new TextEncoder().encode(JSON.stringify(manifest))
  if (bytes.byteLength > ARCHIVE_LIMITS.manifestBytesMax)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(ARCHIVE_FILES.manifest))
  const checked = readManifest(bytes)
  if (checked.encryption) throw new ArchiveRefusal(ARCHIVE_MESSAGES.importEncrypted)
  const id = crypto.randomUUID()
  await media.put(manifestKey(id), bytes, 'application/json')
  return {
    id,
    files: Object.entries(checked.files)
      .filter(([name]) => !name.startsWith(ARCHIVE_MEDIA_DIR))
      .map(([name, entry]) => ({ name, bytes: entry.bytes })),
    part_bytes_max: ARCHIVE_LIMITS.partBytesMax,
  }
}

/** One part of a record file: parts come in order (a part sent again replaces itself, for a retry). */
export async function putStagedPart(
  media: MediaStore,
  id: string,
  name: string,
  part: number,
  bytes: Uint8Array,
) {
  const { manifest } = await stagedManifest(media, id)
  const entry = manifest.files[name]
  if (!entry || name.startsWith(ARCHIVE_MEDIA_DIR))
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.importFileUnknown(name))
  if (bytes.byteLength > ARCHIVE_LIMITS.partBytesMax)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.importPartTooLarge)
  const sent = await partKeys(media, id, name)
  if (!Number.isInteger(part) || part < 0 || part > sent.length) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.importPartOrder(name, sent.length))
  }
  await media.put(partKey(id, name, part), bytes, 'application/octet-stream')
}

export function stagedSource(media: MediaStore, id: string): ArchiveSource {
  return {
    mediaListed: true,
    mediaHeld: false,
    async manifest() {
      return (await stagedManifest(media, id)).bytes
    },
    async names() {
      const keys = (await media.list(`${STAGING_PREFIX}${id}/files/`)).map((listing) => listing.key)
      return new Set(keys.map((key) => key.slice(`${STAGING_PREFIX}${id}/files/`.length).split('/')[0] ?? ''))
    },
    async *open(name, maxBytes) {
      let total = 0
      for (const key of await partKeys(media, id, name)) {
        const object = await media.get(key)
        if (!object) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(name))
        for await (const chunk of chunksOf(object.body)) {
          total += chunk.byteLength
          if (total > maxBytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(name))
          yield chunk
        }
      }
    },
    async media() {
      return null
    },
    async close() {},
  }
}

/**
 * One media file the plan said the studio lacks: checked against its SHA-256, then stored under every
 * key of the archive that names it and that the studio does not hold yet (a key holding other bytes
 * is a conflict the plan reports, and is never overwritten). Answers how many keys were written.
 */
export async function putStagedMedia(
  media: MediaStore,
  id: string,
  sha256: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const opened = await openArchive(stagedSource(media, id))
  const records = (await readAllRecords(opened, ARCHIVE_FILES.media, MediaRecordSchema))
    .map((line) => line.record)
    .filter((record) => record.sha256 === sha256)
  if (records.length === 0) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaNotInArchive)
  if ((await sha256Hex(bytes)) !== sha256) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaMismatch)
  let written = 0
  for (const record of records) {
    if (await media.get(record.key)) continue
    await media.put(record.key, bytes, record.content_type)
    written++
  }
  return written
}

export async function dropStagedImport(media: MediaStore, id: string) {
  if (!ID.test(id)) return
  for (const listing of await media.list(`${STAGING_PREFIX}${id}/`)) await media.delete(listing.key)
}

/** Drops imports nobody finished within a day. Answers how many. */
export async function sweepStagedImports(media: MediaStore, now: Date): Promise<number> {
  const byImport = new Map<string, Date>()
  for (const listing of await media.list(STAGING_PREFIX)) {
    const id = listing.key.slice(STAGING_PREFIX.length).split('/')[0] ?? ''
    const newest = byImport.get(id)
    if (!newest || listing.uploaded > newest) byImport.set(id, listing.uploaded)
  }
  let dropped = 0
  for (const [id, newest] of byImport) {
    if (now.getTime() - newest.getTime() < STALE_AFTER_MS) continue
    await dropStagedImport(media, id)
    dropped++
  }
  return dropped
}
