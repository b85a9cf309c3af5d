import { ARCHIVE_MEDIA_DIR } from '@studio/contracts/archive'
import { archiveMediaBytes } from './plan-media'
import { type OpenedArchive, readRecords } from './read'
import { RECORD_FILES } from './record-rules'

/**
 * Reads every file of an archive to its end without a studio to compare with: the command line
 * does this before it sends anything to a running studio, so a damaged archive is refused on the
 * laptop. Answers the rows of each record file.
 */
export async function verifyArchive(opened: OpenedArchive): Promise<Record<string, number>> {
  const rows: Record<string, number> = {}
  for (const name of Object.keys(opened.manifest.files)) {
    if (name.startsWith(ARCHIVE_MEDIA_DIR)) {
      if (opened.source.mediaHeld) await archiveMediaBytes(opened, name.slice(ARCHIVE_MEDIA_DIR.length))
      continue
    }
    const schema = RECORD_FILES[name]?.schema
    if (!schema) continue
    rows[name] = 0
    for await (const _ of readRecords(opened, name, schema)) rows[name]++
  }
  return rows
}
