import {
  ARCHIVE_FILES,
  ARCHIVE_LIMITS,
  ARCHIVE_MESSAGES,
  ARCHIVE_STORE_PREFIXES,
  type Backup,
  MediaRecordSchema,
} from '@studio/contracts/archive'
import type { AppDeps } from '../deps'
import type { MediaStore } from '../media/store'
import { concatBytes } from './bytes'
import { writeArchive } from './export'
import { moveStoredFiles } from './move-stored-files'
import { openArchive, readAllRecords } from './read'
import { ArchiveRefusal } from './refusal'
import { type ArchiveSource, openZipSource } from './source'
import { sweepStagedImports } from './staging'
import { readStoredFile } from './stored-file'

/**
 * Daily backups in the archive store (private, never served): `backups/studio-<YYYY-MM-DD>.zip`
 * (UTC), the last 14 kept. A backup is an archive whose media are not inside it but beside all the
 * backups, once each, in `backups/media/<sha256>`: fourteen days of backups then cost the media
 * once, not fourteen times, and the zip (the records) is small enough to write and read whole. A
 * file deleted from the studio (with the project that showed it) stays there while any kept backup
 * names it, so a restore brings it back. Restoring is the same import as any archive: a plan, then
 * apply. The download (backup-download.ts) puts the media inside, as an export would.
 */

export const { backups: BACKUP_PREFIX, backupMedia: BACKUP_MEDIA_PREFIX } = ARCHIVE_STORE_PREFIXES
export const BACKUPS_KEPT = 14
const BACKUP_NAME = /^studio-(\d{4}-\d{2}-\d{2})\.zip$/

export const backupNameOf = (day: Date) => `studio-${day.toISOString().slice(0, 10)}.zip`
const backupKey = (name: string) => `${BACKUP_PREFIX}${name}`

export interface BackupOptions {
  /** Whether the enquiries go in (a studio setting, once settings exist; off by default). */
  enquiries: boolean
}

/** The backups in the archive store, newest first. */
export async function listBackups(archive: MediaStore): Promise<Backup[]> {
  return (await archive.list(BACKUP_PREFIX))
    .flatMap((listing) => {
      const name = listing.key.slice(BACKUP_PREFIX.length)
      return BACKUP_NAME.test(name) ? [{ name, created_at: listing.uploaded.toISOString() }] : []
    })
    .sort((a, b) => (a.name < b.name ? 1 : -1))
}

/** A stored backup as an archive source; its media come from `backups/media/`. */
export async function openBackup(archive: MediaStore, name: string): Promise<ArchiveSource> {
  if (!BACKUP_NAME.test(name)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.backupNotFound)
  const bytes = await readStoredFile(archive, backupKey(name), ARCHIVE_LIMITS.recordFileBytesMax, {
    missing: ARCHIVE_MESSAGES.backupNotFound,
    tooLarge: ARCHIVE_MESSAGES.tooLarge(name),
  })
  const source = await openZipSource(new Blob([bytes]), (sha256) =>
    readStoredFile(archive, `${BACKUP_MEDIA_PREFIX}${sha256}`, ARCHIVE_LIMITS.mediaFileBytesMax, {
      missing: ARCHIVE_MESSAGES.mediaWithoutFile(`${BACKUP_MEDIA_PREFIX}${sha256}`),
      tooLarge: ARCHIVE_MESSAGES.tooLarge(sha256),
    }),
  )
  return { ...source, ownStudio: true }
}

type BackupDeps = Pick<AppDeps, 'db' | 'media' | 'archiveStore' | 'config'>

/** A backup just written: its name and the zip's size in bytes (its media stored beside it not counted). */
export interface WrittenBackup {
  name: string
  bytes: number
}

/**
 * Writes today's backup of the studio's media and records into the archive store (replacing one
 * written earlier today), then keeps the newest 14. Answers its name and size.
 */
export async function writeBackup(deps: BackupDeps, options: BackupOptions): Promise<WrittenBackup> {
  const { archiveStore: archive, config } = deps
  const name = backupNameOf(config.now())
  const stored = new Set((await archive.list(BACKUP_MEDIA_PREFIX)).map((listing) => listing.key))
  const chunks: Uint8Array[] = []
  const sink = new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(chunk) })
  await writeArchive(deps, sink, {
    enquiries: options.enquiries,
    mediaOutside: async (sha256, bytes, contentType) => {
      const key = `${BACKUP_MEDIA_PREFIX}${sha256}`
      if (stored.has(key)) return
      await archive.put(key, bytes, contentType)
      stored.add(key)
    },
  })
  const zip = concatBytes(chunks)
  await archive.put(backupKey(name), zip, 'application/zip')
  await pruneBackups(archive, config.now())
  return { name, bytes: zip.byteLength }
}

/** The media files a backup names; null when it cannot be read (then nothing can be said to be unnamed). */
async function mediaNamedBy(archive: MediaStore, name: string): Promise<string[] | null> {
  try {
    const source = await openBackup(archive, name)
    try {
      const opened = await openArchive(source)
      return (await readAllRecords(opened, ARCHIVE_FILES.media, MediaRecordSchema)).map(
        ({ record }) => record.sha256,
      )
    } finally {
      await source.close()
    }
  } catch (error) {
    if (error instanceof ArchiveRefusal) return null
    throw error
  }
}

/**
 * Deletes the backups the job wrote past the newest 14, then the shared media files no kept backup
 * names. Only a name dated up to today (`now`) is one the job wrote: one dated later came from
 * elsewhere (an older install kept backups in the media store, where an import could plant a file
 * of any name), and is neither counted nor deleted, so it can never push a real backup out. While
 * a kept backup cannot be read, no shared media file is deleted.
 */
export async function pruneBackups(archive: MediaStore, now: Date): Promise<number> {
  const today = backupNameOf(now)
  const written = (await listBackups(archive)).filter((backup) => backup.name <= today)
  let deleted = 0
  for (const backup of written.slice(BACKUPS_KEPT)) {
    await archive.delete(backupKey(backup.name))
    deleted++
  }
  const named = new Set<string>()
  for (const backup of written.slice(0, BACKUPS_KEPT)) {
    const shas = await mediaNamedBy(archive, backup.name)
    if (!shas) return deleted
    for (const sha256 of shas) named.add(sha256)
  }
  const unnamed = (await archive.list(BACKUP_MEDIA_PREFIX)).filter(
    (listing) => !named.has(listing.key.slice(BACKUP_MEDIA_PREFIX.length)),
  )
  await archive.delete(unnamed.map((listing) => listing.key))
  return deleted
}

/** What an older install kept in the media store, where it could be served: the archive store's now. */
const LEGACY_PREFIXES = [BACKUP_PREFIX, ARCHIVE_STORE_PREFIXES.imports]

/**
 * The scheduled job: writes today's backup unless it exists, and drops imports through the API that
 * nobody finished within a day. Runs with the other sweeps (every minute); answers 1 when it wrote a
 * backup, else 0. Once a day, before the backup, any backups and staged imports an older install
 * left in the media store move to the archive store (copied, then deleted there): one listing per
 * prefix when there are none. `written` hears of the backup it wrote (for the job's record).
 */
export async function runDailyBackup(
  deps: BackupDeps,
  options: BackupOptions,
  written?: (backup: WrittenBackup) => void,
): Promise<number> {
  const { archiveStore: archive, config } = deps
  const key = backupKey(backupNameOf(config.now()))
  if ((await archive.list(key)).some((listing) => listing.key === key)) return 0
  await moveStoredFiles(deps.media, archive, LEGACY_PREFIXES)
  await sweepStagedImports(archive, config.now())
  const backup = await writeBackup(deps, options)
  written?.(backup)
  return 1
}
