import {
  ARCHIVE_FILES,
  ARCHIVE_LIMITS,
  ARCHIVE_MESSAGES,
  type Backup,
  MediaRecordSchema,
} from '@studio/contracts/archive'
import type { AppDeps } from '../deps'
import type { MediaStore } from '../media/store'
import { concatBytes } from './bytes'
import { writeArchive } from './export'
import { openArchive, readAllRecords } from './read'
import { ArchiveRefusal } from './refusal'
import { type ArchiveSource, openZipSource } from './source'
import { sweepStagedImports } from './staging'
import { readStoredFile } from './stored-file'

/**
 * Daily backups in the media store: `backups/studio-<YYYY-MM-DD>.zip` (UTC), the last 14 kept. A
 * backup is an archive whose media are not inside it but beside all the backups, once each, in
 * `backups/media/<sha256>`: fourteen days of backups then cost the media once, not fourteen times,
 * and the zip (the records) is small enough to write and read whole. A file deleted from the studio
 * (with the project that showed it) stays there while any kept backup names it, so a restore brings
 * it back. Restoring is the same import as any archive: a plan, then apply.
 */

export const BACKUP_PREFIX = 'backups/'
export const BACKUP_MEDIA_PREFIX = 'backups/media/'
export const BACKUPS_KEPT = 14
const BACKUP_NAME = /^studio-(\d{4}-\d{2}-\d{2})\.zip$/

export const backupNameOf = (day: Date) => `studio-${day.toISOString().slice(0, 10)}.zip`
const backupKey = (name: string) => `${BACKUP_PREFIX}${name}`

export interface BackupOptions {
  /** Whether the enquiries go in (a studio setting, once settings exist; off by default). */
  enquiries: boolean
}

/** The backups in the store, newest first. */
export async function listBackups(media: MediaStore): Promise<Backup[]> {
  return (await media.list(BACKUP_PREFIX))
    .flatMap((listing) => {
      const name = listing.key.slice(BACKUP_PREFIX.length)
      return BACKUP_NAME.test(name) ? [{ name, created_at: listing.uploaded.toISOString() }] : []
    })
    .sort((a, b) => (a.name < b.name ? 1 : -1))
}

/** A stored backup as an archive source; its media come from `backups/media/`. */
export async function openBackup(media: MediaStore, name: string): Promise<ArchiveSource> {
  if (!BACKUP_NAME.test(name)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.backupNotFound)
  const bytes = await readStoredFile(media, backupKey(name), ARCHIVE_LIMITS.recordFileBytesMax, {
    missing: ARCHIVE_MESSAGES.backupNotFound,
    tooLarge: ARCHIVE_MESSAGES.tooLarge(name),
  })
  return openZipSource(new Blob([bytes]), (sha256) =>
    readStoredFile(media, `${BACKUP_MEDIA_PREFIX}${sha256}`, ARCHIVE_LIMITS.mediaFileBytesMax, {
      missing: ARCHIVE_MESSAGES.mediaWithoutFile(`${BACKUP_MEDIA_PREFIX}${sha256}`),
      tooLarge: ARCHIVE_MESSAGES.tooLarge(sha256),
    }),
  )
}

/** Writes today's backup (replacing one written earlier today), then keeps the newest 14. Answers its name. */
export async function writeBackup(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  options: BackupOptions,
): Promise<string> {
  const { media, config } = deps
  const name = backupNameOf(config.now())
  const stored = new Set((await media.list(BACKUP_MEDIA_PREFIX)).map((listing) => listing.key))
  const chunks: Uint8Array[] = []
  const sink = new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(chunk) })
  await writeArchive(deps, sink, {
    enquiries: options.enquiries,
    mediaOutside: async (sha256, bytes, contentType) => {
      const key = `${BACKUP_MEDIA_PREFIX}${sha256}`
      if (stored.has(key)) return
      await media.put(key, bytes, contentType)
      stored.add(key)
    },
  })
  await media.put(backupKey(name), concatBytes(chunks), 'application/zip')
  await pruneBackups(media)
  return name
}

/** Deletes backups past the newest 14, then the shared media files no kept backup names. */
export async function pruneBackups(media: MediaStore): Promise<number> {
  const backups = await listBackups(media)
  let deleted = 0
  for (const backup of backups.slice(BACKUPS_KEPT)) {
    await media.delete(backupKey(backup.name))
    deleted++
  }
  const named = new Set<string>()
  for (const backup of backups.slice(0, BACKUPS_KEPT)) {
    const source = await openBackup(media, backup.name)
    try {
      const opened = await openArchive(source)
      for (const { record } of await readAllRecords(opened, ARCHIVE_FILES.media, MediaRecordSchema))
        named.add(record.sha256)
    } finally {
      await source.close()
    }
  }
  for (const listing of await media.list(BACKUP_MEDIA_PREFIX)) {
    if (!named.has(listing.key.slice(BACKUP_MEDIA_PREFIX.length))) await media.delete(listing.key)
  }
  return deleted
}

/**
 * The scheduled job: writes today's backup unless it exists, and drops imports through the API that
 * nobody finished within a day. Runs with the other sweeps (every minute); answers 1 when it wrote a
 * backup, else 0.
 */
export async function runDailyBackup(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  options: BackupOptions,
): Promise<number> {
  const name = backupNameOf(deps.config.now())
  if ((await deps.media.list(backupKey(name))).some((listing) => listing.key === backupKey(name))) return 0
  await sweepStagedImports(deps.media, deps.config.now())
  await writeBackup(deps, options)
  return 1
}
