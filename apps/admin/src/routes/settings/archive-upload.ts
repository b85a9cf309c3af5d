import type { AdminClient } from '@studio/contracts'
import {
  ARCHIVE_FILES,
  ARCHIVE_MESSAGES,
  ArchiveRefusal,
  type ImportPlan,
  type ImportResult,
  mediaEntryName,
} from '@studio/contracts/archive'

/**
 * A studio archive picked in the browser, imported through the API's steps (docs/decisions/0015):
 * the zip is read here, through its central directory (the archive toolkit the API uses), and only
 * its files are sent: the manifest, each record file in parts, then on apply the media files the
 * studio lacks. The API checks everything (checksums, sizes, format) before it writes anything, and
 * its refusals are shown in its words; what cannot reach it (not a zip, no manifest, an entry the format
 * refuses) is judged here, by the toolkit's same rules and in the same words.
 */

/**
 * The archive toolkit's zip reading, loaded when an archive is first picked: only this step of one
 * screen needs it, so it stays out of the bundle every screen loads. It is the API's and the command
 * line's own (the same strict reading and the same refusals of names, sizes and zip bombs).
 */
const archiveZip = () => import('@studio/contracts/archive-zip')

export const ARCHIVE_UPLOAD_TEXTS = {
  encrypted:
    "This archive's enquiries are encrypted, which the admin panel cannot open: import it with the command line (npm run studio -- import <file.zip> --passphrase-file <file>), which opens it on your machine.",
} as const

interface PickedArchive {
  manifest: unknown
  /** An entry's bytes, or null when the zip lacks it. */
  entry(name: string): Promise<Blob | null>
  close(): Promise<void>
}

async function openPicked(file: Blob): Promise<PickedArchive> {
  const { maxBytesOf, openArchiveZip, zipEntryChunks } = await archiveZip()
  const zip = await openArchiveZip(file)
  const entry = async (name: string) => {
    const found = zip.entries.get(name)
    if (!found) return null
    const chunks: Uint8Array<ArrayBuffer>[] = []
    for await (const chunk of zipEntryChunks(found, maxBytesOf(name))) chunks.push(chunk.slice())
    return new Blob(chunks)
  }
  try {
    const manifestBytes = await entry(ARCHIVE_FILES.manifest)
    if (!manifestBytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.notStudioArchive)
    let manifest: unknown
    try {
      manifest = JSON.parse(await manifestBytes.text())
    } catch {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
    }
    return { manifest, entry, close: zip.close }
  } catch (error) {
    await zip.close()
    throw error
  }
}

function isEncrypted(manifest: unknown): boolean {
  const files = (manifest as { files?: Record<string, { encrypted?: unknown }> } | null)?.files
  return files?.[ARCHIVE_FILES.contactMessages]?.encrypted === true
}

/** A dry run of a picked archive: sent, planned, and left waiting for apply (or a drop). */
export interface PlannedImport {
  id: string
  plan: ImportPlan
  /** How many media files apply will send. */
  missingMedia: number
}

/** Sends the archive's manifest and record files, then asks for the plan. Nothing is written yet. */
export async function planArchiveImport(
  client: AdminClient,
  file: Blob,
  replace: boolean,
): Promise<PlannedImport> {
  const archive = await openPicked(file)
  try {
    if (isEncrypted(archive.manifest)) throw new Error(ARCHIVE_UPLOAD_TEXTS.encrypted)
    const start = await client.startImport(archive.manifest)
    try {
      for (const { name } of start.files) {
        // A file the zip lacks is sent empty: the API names it missing, as it names any damage.
        const bytes = (await archive.entry(name)) ?? new Blob([])
        let part = 0
        do {
          const from = part * start.part_bytes_max
          await client.sendImportPart(start.id, name, part, bytes.slice(from, from + start.part_bytes_max))
          part++
        } while (part * start.part_bytes_max < bytes.size)
      }
      const { plan, missing_media } = await client.planImport(start.id, replace)
      return { id: start.id, plan, missingMedia: missing_media.length }
    } catch (error) {
      // Nothing sent is left waiting after a refusal.
      await client.dropImport(start.id).catch(() => undefined)
      throw error
    }
  } finally {
    await archive.close()
  }
}

/** Sends the media files the studio lacks (asked again: the studio may have changed), then applies. */
export async function applyArchiveImport(
  client: AdminClient,
  file: Blob,
  id: string,
  { replace, confirm }: { replace: boolean; confirm: string },
): Promise<ImportResult> {
  const { missing_media } = await client.planImport(id, replace)
  const archive = await openPicked(file)
  try {
    for (const { sha256 } of missing_media) {
      const bytes = await archive.entry(mediaEntryName(sha256))
      if (!bytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(mediaEntryName(sha256)))
      await client.sendImportMedia(id, sha256, bytes)
    }
  } finally {
    await archive.close()
  }
  return client.applyImport(id, { replace, ...(confirm ? { confirm } : {}) })
}
