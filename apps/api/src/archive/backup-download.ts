import { ARCHIVE_FILES, ARCHIVE_MESSAGES, MediaRecordSchema, mediaEntryName } from '@studio/contracts/archive'
import { createZip } from '@studio/contracts/archive-zip'
import type { MediaStore } from '../media/store'
import { openBackup } from './backups'
import { streamOf } from './bytes'
import { archiveMediaBytes } from './plan-media'
import { checkedBytes, type OpenedArchive, openArchive, readAllRecords } from './read'
import { ArchiveRefusal } from './refusal'

/**
 * A daily backup as one complete archive, for download. The stored zip holds only the records (its
 * media are kept once, beside all the backups): the download copies each record file as stored,
 * puts every media file its records name inside, and lists them in the manifest, as an export of
 * that day would have. It then restores anywhere (the admin's upload, the command line), on its own.
 */

/** Opens and checks a stored backup (a refusal, such as an unknown name, comes before any byte is sent). */
export async function openBackupForDownload(archive: MediaStore, name: string): Promise<OpenedArchive> {
  const source = await openBackup(archive, name)
  try {
    return await openArchive(source)
  } catch (error) {
    await source.close()
    throw error
  }
}

const once = (bytes: Uint8Array) =>
  streamOf(
    (async function* () {
      yield bytes
    })(),
  )

/** Writes the complete archive into `sink`, then closes the backup. A failure breaks the stream. */
export async function writeBackupDownload(
  opened: OpenedArchive,
  sink: WritableStream<Uint8Array>,
  at: Date,
): Promise<void> {
  const zip = createZip(sink)
  try {
    const manifestBytes = await opened.source.manifest()
    if (!manifestBytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.notStudioArchive)
    const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Record<string, unknown>
    const files = { ...opened.manifest.files }
    for (const [name, entry] of Object.entries(opened.manifest.files)) {
      // As stored, checked against the manifest as it is copied: its entry stays true.
      await zip.add(name, streamOf(checkedBytes(opened.source, name, entry)), {
        store: Boolean(entry.encrypted),
        at,
      })
    }
    const records = await readAllRecords(opened, ARCHIVE_FILES.media, MediaRecordSchema)
    for (const { record } of records) {
      const name = mediaEntryName(record.sha256)
      if (files[name]) continue
      const bytes = await archiveMediaBytes(opened, record.sha256)
      if (!bytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaWithoutFile(record.key))
      await zip.add(name, once(bytes), { store: true, at })
      files[name] = { sha256: record.sha256, bytes: bytes.byteLength }
    }
    manifest.files = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)))
    const complete = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`)
    await zip.add(ARCHIVE_FILES.manifest, once(complete), { store: false, at })
    await zip.close()
  } catch (error) {
    await sink.abort(error).catch(() => undefined)
    throw error
  } finally {
    await opened.source.close()
  }
}
