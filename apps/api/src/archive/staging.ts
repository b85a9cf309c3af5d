import {
  ARCHIVE_FILES,
  ARCHIVE_LIMITS,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_MESSAGES,
  ARCHIVE_STORE_PREFIXES,
  type ImportStart,
  type MediaRecord,
  MediaRecordSchema,
  SHA256_HEX,
} from '@studio/contracts/archive'
import * as z from 'zod/mini'
import type { MediaStore } from '../media/store'
import { chunksOf, readAll } from './bytes'
import { COVER_CONTENT_TYPES, isImportableCover } from './cover-media'
import { sha256Hex } from './hash'
import { openArchive, readAllRecords, readManifest } from './read'
import { isShareCardKey } from './records'
import { ArchiveRefusal } from './refusal'
import type { ArchiveSource } from './source'
import { readStoredFile } from './stored-file'

/**
 * An import through the API, in steps small enough for a Worker (whose request body stops at
 * 100 MB): the manifest opens it, each record file follows in parts (never more bytes than the
 * manifest gives it), the plan names the media files the studio lacks, each is uploaded on its own
 * and checked against its hash, then apply. What was sent waits in the archive store (private, never
 * served) under `archive-imports/<id>/`; an uploaded media file waits there too, as
 * `archive-imports/<id>/media/<sha256>`, and only apply writes it to the studio's media, under the
 * keys the studio lacks. It is all dropped after apply, on cancel, or by the daily job a day later.
 */

const STAGING_PREFIX = ARCHIVE_STORE_PREFIXES.imports
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const STALE_AFTER_MS = 24 * 60 * 60 * 1000

const manifestKey = (id: string) => `${STAGING_PREFIX}${id}/manifest.json`
const partsPrefix = (id: string, name: string) => `${STAGING_PREFIX}${id}/files/${name}/`
const mediaPrefix = (id: string) => `${STAGING_PREFIX}${id}/media/`
// Beside the files and the media, never among them (names() and uploadedMedia() list those folders).
const mediaVerdictsKey = (id: string) => `${STAGING_PREFIX}${id}/media-verdicts.json`
// A part's size is in its key (`000003.1048576`), so the staged total of a file is one listing away.
const partKey = (id: string, name: string, part: number, bytes: number) =>
  `${partsPrefix(id, name)}${String(part).padStart(6, '0')}.${bytes}`
const PART = /^(\d{6})(?:\.(\d+))?$/

async function stagedManifest(archive: MediaStore, id: string) {
  if (!ID.test(id)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.importNotFound)
  const bytes = await readStoredFile(archive, manifestKey(id), ARCHIVE_LIMITS.manifestBytesMax, {
    missing: ARCHIVE_MESSAGES.importNotFound,
    tooLarge: ARCHIVE_MESSAGES.manifestInvalid,
  })
  return { bytes, manifest: readManifest(bytes) }
}

interface StagedPart {
  key: string
  part: number
  bytes: number
}

/** The parts of one file sent so far, in order, with their sizes. */
async function stagedParts(archive: MediaStore, id: string, name: string): Promise<StagedPart[]> {
  const prefix = partsPrefix(id, name)
  const parts: StagedPart[] = []
  for (const { key } of await archive.list(prefix)) {
    const match = PART.exec(key.slice(prefix.length))
    if (!match) continue
    // A part staged before sizes were in the keys (moved from an older install) is measured.
    const bytes = match[2] === undefined ? ((await archive.get(key))?.size ?? 0) : Number(match[2])
    parts.push({ key, part: Number(match[1]), bytes })
  }
  return parts.sort((a, b) => a.part - b.part)
}

export async function startStagedImport(archive: MediaStore, manifest: unknown): Promise<ImportStart> {
  const bytes = new TextEncoder().encode(JSON.stringify(manifest))
  if (bytes.byteLength > ARCHIVE_LIMITS.manifestBytesMax)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(ARCHIVE_FILES.manifest))
  const checked = readManifest(bytes)
  if (checked.encryption) throw new ArchiveRefusal(ARCHIVE_MESSAGES.importEncrypted)
  const id = crypto.randomUUID()
  await archive.put(manifestKey(id), bytes, 'application/json')
  return {
    id,
    files: Object.entries(checked.files)
      .filter(([name]) => !name.startsWith(ARCHIVE_MEDIA_DIR))
      .map(([name, entry]) => ({ name, bytes: entry.bytes })),
    part_bytes_max: ARCHIVE_LIMITS.partBytesMax,
  }
}

/**
 * One part of a record file: parts come in order (a part sent again replaces itself, for a retry),
 * and together never hold more than the manifest's size of the file.
 */
export async function putStagedPart(
  archive: MediaStore,
  id: string,
  name: string,
  part: number,
  bytes: Uint8Array,
) {
  const { manifest } = await stagedManifest(archive, id)
  const entry = manifest.files[name]
  if (!entry || name.startsWith(ARCHIVE_MEDIA_DIR))
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.importFileUnknown(name))
  if (bytes.byteLength > ARCHIVE_LIMITS.partBytesMax)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.importPartTooLarge)
  const sent = await stagedParts(archive, id, name)
  const count = new Set(sent.map((staged) => staged.part)).size
  if (!Number.isInteger(part) || part < 0 || part > count) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.importPartOrder(name, count))
  }
  const others = sent.filter((staged) => staged.part !== part)
  const total = others.reduce((sum, staged) => sum + staged.bytes, bytes.byteLength)
  if (total > entry.bytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.importPartBeyondFile(name, entry.bytes))
  const key = partKey(id, name, part, bytes.byteLength)
  await archive.put(key, bytes, 'application/octet-stream')
  // A retried part of another size was stored under another key: the new one replaces it.
  for (const staged of sent) {
    if (staged.part === part && staged.key !== key) await archive.delete(staged.key)
  }
}

/**
 * The import as an archive source. The manifest lists every media file, but the media are not sent
 * with it (`mediaHeld` false): the plan names the ones the studio lacks, each is uploaded on its own,
 * and `media()` gives those uploaded so far.
 */
export function stagedSource(archive: MediaStore, id: string): ArchiveSource {
  return {
    mediaListed: true,
    mediaHeld: false,
    async manifest() {
      return (await stagedManifest(archive, id)).bytes
    },
    async names() {
      const keys = (await archive.list(`${STAGING_PREFIX}${id}/files/`)).map((listing) => listing.key)
      return new Set(keys.map((key) => key.slice(`${STAGING_PREFIX}${id}/files/`.length).split('/')[0] ?? ''))
    },
    async *open(name, maxBytes) {
      let total = 0
      for (const { key } of await stagedParts(archive, id, name)) {
        const object = await archive.get(key)
        if (!object) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(name))
        for await (const chunk of chunksOf(object.body)) {
          total += chunk.byteLength
          if (total > maxBytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(name))
          yield chunk
        }
      }
    },
    async media(sha256) {
      if (!SHA256_HEX.test(sha256)) return null
      const object = await archive.get(`${mediaPrefix(id)}${sha256}`)
      if (!object) return null
      return readAll(
        object.body,
        ARCHIVE_LIMITS.mediaFileBytesMax,
        () => new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(sha256)),
      )
    },
    async uploadedMedia() {
      const prefix = mediaPrefix(id)
      return new Set((await archive.list(prefix)).map((listing) => listing.key.slice(prefix.length)))
    },
    async close() {},
  }
}

/** What an import may stage under one SHA-256: the type to store it as, or why it is refused. */
type StagedMediaVerdict = { content_type: string; refused: string | null }

const StagedMediaVerdictsSchema = z.record(
  z.string().check(z.regex(SHA256_HEX)),
  z.strictObject({ content_type: z.string(), refused: z.nullable(z.string()) }),
)

/**
 * The verdict on every media file of an import, from its media records: a SHA-256 may be staged only
 * when every record that names it has a cover's key and an image type a cover may have
 * (isImportableCover), and is stored as the first one's type.
 */
function mediaVerdicts(records: readonly MediaRecord[]): Record<string, StagedMediaVerdict> {
  const verdicts: Record<string, StagedMediaVerdict> = {}
  for (const record of records) {
    // A share card is never written from an archive: no card file is staged (isShareCardKey).
    if (isShareCardKey(record.key)) continue
    const verdict = verdicts[record.sha256] ?? { content_type: record.content_type, refused: null }
    verdicts[record.sha256] = verdict
    if (verdict.refused === null && !isImportableCover(record)) {
      verdict.refused = COVER_CONTENT_TYPES.has(record.content_type)
        ? ARCHIVE_MESSAGES.badMediaKey(record.key)
        : ARCHIVE_MESSAGES.badMediaType(record.key, record.content_type)
    }
  }
  return verdicts
}

/**
 * Keeps the verdicts on an import's media, taken from media records that were read whole and checked
 * (format, the admin's rules, size, SHA-256 and row count against the manifest). The manifest of an
 * import never changes and names media.ndjson's SHA-256, so no other records can ever pass that check
 * for this import: what was checked once holds until the import ends, and each media file uploaded
 * after it costs only its own bytes.
 */
export async function keepStagedMediaVerdicts(
  archive: MediaStore,
  id: string,
  records: readonly MediaRecord[],
) {
  const verdicts = mediaVerdicts(records)
  await archive.put(
    mediaVerdictsKey(id),
    new TextEncoder().encode(JSON.stringify(verdicts)),
    'application/json',
  )
  return verdicts
}

/** The kept verdicts, or, the first time (a media file sent before any plan), the archive read and checked. */
async function stagedMediaVerdicts(archive: MediaStore, id: string) {
  if (!ID.test(id)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.importNotFound)
  const kept = await archive.get(mediaVerdictsKey(id))
  // Written only here, from checked records; anything unreadable there is checked again.
  const parsed = kept
    ? StagedMediaVerdictsSchema.safeParse(
        await readAll(kept.body, ARCHIVE_LIMITS.recordFileBytesMax, () => new Error('too large'))
          .then((bytes) => JSON.parse(new TextDecoder().decode(bytes)))
          .catch(() => null),
      )
    : null
  if (parsed?.success) return parsed.data
  const opened = await openArchive(stagedSource(archive, id))
  const records = await readAllRecords(opened, ARCHIVE_FILES.media, MediaRecordSchema)
  return keepStagedMediaVerdicts(
    archive,
    id,
    records.map((line) => line.record),
  )
}

/**
 * One media file the plan said the studio lacks, kept in the import's staging area until apply: only
 * when a media record of the archive names its SHA-256 with a cover's key and an image type a cover
 * may have (isImportableCover), and only once its bytes match that SHA-256. The studio's media are
 * not touched here: apply writes them, under the keys the studio lacks.
 */
export async function putStagedMedia(
  archive: MediaStore,
  id: string,
  sha256: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const verdict = (await stagedMediaVerdicts(archive, id))[sha256]
  if (!verdict) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaNotInArchive)
  if (verdict.refused) throw new ArchiveRefusal(verdict.refused)
  if ((await sha256Hex(bytes)) !== sha256) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaMismatch)
  await archive.put(`${mediaPrefix(id)}${sha256}`, bytes, verdict.content_type)
}

export async function dropStagedImport(archive: MediaStore, id: string) {
  if (!ID.test(id)) return
  await archive.delete((await archive.list(`${STAGING_PREFIX}${id}/`)).map((listing) => listing.key))
}

/** Drops imports nobody finished within a day. Answers how many. */
export async function sweepStagedImports(archive: MediaStore, now: Date): Promise<number> {
  const byImport = new Map<string, Date>()
  for (const listing of await archive.list(STAGING_PREFIX)) {
    const id = listing.key.slice(STAGING_PREFIX.length).split('/')[0] ?? ''
    const newest = byImport.get(id)
    if (!newest || listing.uploaded > newest) byImport.set(id, listing.uploaded)
  }
  let dropped = 0
  for (const [id, newest] of byImport) {
    if (now.getTime() - newest.getTime() < STALE_AFTER_MS) continue
    await dropStagedImport(archive, id)
    dropped++
  }
  return dropped
}
