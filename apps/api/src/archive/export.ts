import {
  ARCHIVE_FILES,
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_LIMITS,
  ARCHIVE_MESSAGES,
  type ArchiveFileEntry,
  type ArchiveManifest,
  type MediaRecord,
  mediaEntryName,
} from '@studio/contracts/archive'
import { createZip } from '@studio/contracts/archive-zip'
import { asc, gt } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import type { AppDeps } from '../deps'
import { studioId } from '../settings/store'
import { readAll, streamOf } from './bytes'
import { deriveArchiveKey, encryptChunks, LOCAL_KDF_ITERATIONS, newEncryption } from './encryption'
import { createSha256, sha256Hex } from './hash'
import { mediaUsers } from './media-users'
import { ndjsonChunks } from './ndjson'
import { LATEST_MIGRATION, PRODUCT_VERSION } from './product'
import {
  contactMessageRecord,
  isShareCardKey,
  isStudioMediaKey,
  mediaCoverRecord,
  projectRecord,
  revisionRecord,
  type SlugHistoryRow,
  siteContentRecord,
  workItemRecord,
} from './records'
import { ArchiveRefusal } from './refusal'
import { settingRecords } from './settings-records'

/**
 * Writing an archive as a stream. The content (portfolio, site copy, cover records) is read in one
 * batch, a consistent snapshot small enough to hold; the enquiries are read in keyset pages and
 * written as they come, and each media file is read, hashed and written on its own, so memory does
 * not grow with the studio. Every file is hashed as it is written; the manifest comes last.
 */

export interface ExportOptions {
  enquiries: boolean
  /** Encrypts the enquiries file (an archive without enquiries has nothing to encrypt). */
  passphrase?: string | null
  /** PBKDF2 iterations (the API passes the Worker's cap). */
  kdfIterations?: number
  /**
   * Where media bytes go instead of the zip: a daily backup keeps each file once beside all the
   * backups (`backups/media/<sha256>`), so the manifest then lists only the record files.
   */
  mediaOutside?: (sha256: string, bytes: Uint8Array, contentType: string) => Promise<void>
}

const ENQUIRY_PAGE = 1000

/** The content of the studio, read in one batch (a transaction): a consistent snapshot. */
export async function readContentSnapshot(db: Database) {
  const [projectRows, workItemRows, historyRows, drafts, published, revisions, covers] = await db.batch([
    db.select().from(schema.projects).orderBy(asc(schema.projects.id)),
    db.select().from(schema.workItems).orderBy(asc(schema.workItems.id)),
    db.select().from(schema.workItemSlugHistory),
    db.select().from(schema.siteContentDrafts),
    db.select().from(schema.siteContentPublished),
    db.select().from(schema.siteContentRevisions).orderBy(asc(schema.siteContentRevisions.id)),
    db.select().from(schema.mediaCovers).orderBy(asc(schema.mediaCovers.key)),
  ])
  return { projectRows, workItemRows, historyRows, drafts, published, revisions, covers }
}
export type ContentSnapshot = Awaited<ReturnType<typeof readContentSnapshot>>

export function historyByItem(rows: readonly SlugHistoryRow[]): Map<number, SlugHistoryRow[]> {
  const byItem = new Map<number, SlugHistoryRow[]>()
  for (const row of rows) {
    const list = byItem.get(row.workItemId) ?? []
    list.push(row)
    byItem.set(row.workItemId, list)
  }
  return byItem
}

/** The languages with a draft or a published copy, English first. */
export function siteContentRecords(snapshot: Pick<ContentSnapshot, 'drafts' | 'published'>) {
  return (['en', 'ar'] as const).flatMap((language) => {
    const draft = snapshot.drafts.find((row) => row.language === language)
    const published = snapshot.published.find((row) => row.language === language)
    return draft || published ? [siteContentRecord(language, draft, published)] : []
  })
}

async function* contactMessagesOf(db: Database) {
  let after = 0
  for (;;) {
    const rows = await db
      .select()
      .from(schema.contactMessages)
      .where(gt(schema.contactMessages.id, after))
      .orderBy(asc(schema.contactMessages.id))
      .limit(ENQUIRY_PAGE)
    for (const row of rows) yield contactMessageRecord(row)
    const last = rows.at(-1)
    if (!last || rows.length < ENQUIRY_PAGE) return
    after = last.id
  }
}

export async function writeArchive(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  sink: WritableStream<Uint8Array>,
  options: ExportOptions,
): Promise<ArchiveManifest> {
  if (options.passphrase && !options.enquiries)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.passphraseWithoutEnquiries)
  const { db, media, config } = deps
  const base = config.publicMediaBaseUrl
  const at = config.now()
  const encryption = options.passphrase
    ? newEncryption(options.kdfIterations ?? LOCAL_KDF_ITERATIONS)
    : undefined
  const key = encryption && options.passphrase ? await deriveArchiveKey(options.passphrase, encryption) : null

  const snapshot = await readContentSnapshot(db)
  const history = historyByItem(snapshot.historyRows)
  const projectRecords = snapshot.projectRows.map((row) => projectRecord(row, base))
  const workItemRecords = snapshot.workItemRows.map((row) =>
    workItemRecord(row, history.get(row.id) ?? [], base),
  )

  const files: Record<string, ArchiveFileEntry> = {}
  const zip = createZip(sink)
  const addFile = async (
    name: string,
    records: AsyncIterable<unknown> | Iterable<unknown>,
    encrypt = false,
  ) => {
    let rows = 0
    const counted = async function* () {
      for await (const record of records) {
        rows++
        yield record
      }
    }
    let chunks: AsyncIterable<Uint8Array> = ndjsonChunks(counted())
    if (encrypt && key && encryption) chunks = encryptChunks(chunks, key, encryption, name)
    const hash = createSha256()
    let bytes = 0
    const hashed = async function* () {
      for await (const chunk of chunks) {
        hash.update(chunk)
        bytes += chunk.byteLength
        yield chunk
      }
    }
    // Ciphertext does not compress: store it.
    await zip.add(name, streamOf(hashed()), { store: encrypt, at })
    files[name] = { sha256: hash.hex(), bytes, rows, ...(encrypt ? { encrypted: true } : {}) }
  }

  try {
    await addFile(ARCHIVE_FILES.projects, projectRecords)
    await addFile(ARCHIVE_FILES.workItems, workItemRecords)
    await addFile(ARCHIVE_FILES.siteContent, siteContentRecords(snapshot))
    await addFile(ARCHIVE_FILES.siteContentRevisions, snapshot.revisions.map(revisionRecord))
    await addFile(ARCHIVE_FILES.settings, await settingRecords(db))
    await addFile(ARCHIVE_FILES.mediaCovers, snapshot.covers.map(mediaCoverRecord))
    if (options.enquiries) await addFile(ARCHIVE_FILES.contactMessages, contactMessagesOf(db), Boolean(key))

    const users = mediaUsers(projectRecords, workItemRecords, snapshot.covers)
    const listings = (await media.list(''))
      .map((listing) => listing.key)
      .filter((key) => isStudioMediaKey(key) && !isShareCardKey(key))
      .sort()
    const mediaRecords: MediaRecord[] = []
    const written = new Set<string>()
    for (const mediaKey of listings) {
      const object = await media.get(mediaKey)
      // Deleted since the listing (a replaced cover): it is no longer part of the studio.
      if (!object) continue
      const bytes = await readAll(
        object.body,
        ARCHIVE_LIMITS.mediaFileBytesMax,
        () => new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(mediaKey)),
      )
      const sha256 = await sha256Hex(bytes)
      if (!written.has(sha256)) {
        written.add(sha256)
        if (options.mediaOutside) await options.mediaOutside(sha256, bytes, object.contentType)
        else {
          await zip.add(
            mediaEntryName(sha256),
            streamOf(
              (async function* () {
                yield bytes
              })(),
            ),
            { store: true, at },
          )
          files[mediaEntryName(sha256)] = { sha256, bytes: bytes.byteLength }
        }
      }
      mediaRecords.push({
        key: mediaKey,
        sha256,
        content_type: object.contentType,
        bytes: bytes.byteLength,
        used_by: users.get(mediaKey) ?? [],
      })
    }
    await addFile(ARCHIVE_FILES.media, mediaRecords)

    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      format_version: ARCHIVE_FORMAT_VERSION,
      product_version: PRODUCT_VERSION,
      migration: LATEST_MIGRATION,
      created_at: at.toISOString(),
      enquiries: options.enquiries,
      studio_id: await studioId(db),
      files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))),
      ...(encryption ? { encryption } : {}),
    }
    const manifestBytes = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`)
    await zip.add(
      ARCHIVE_FILES.manifest,
      streamOf(
        (async function* () {
          yield manifestBytes
        })(),
      ),
      {
        store: false,
        at,
      },
    )
    await zip.close()
    return manifest
  } catch (error) {
    // The reader sees a broken stream (and a zip without its directory is refused on import).
    await sink.abort(error).catch(() => undefined)
    throw error
  }
}
