import {
  ARCHIVE_FILES,
  ARCHIVE_MEDIA_DIR,
  ContactMessageRecordSchema,
  MediaCoverRecordSchema,
  MediaRecordSchema,
  ProjectRecordSchema,
  SettingRecordSchema,
  SiteContentRecordSchema,
  SiteContentRevisionRecordSchema,
  WorkItemRecordSchema,
} from '@studio/contracts/archive'
import type * as z from 'zod/mini'
import { archiveMediaBytes } from './plan-media'
import { type OpenedArchive, readRecords } from './read'

/** Each record file's schema (today's shape; older records are upgraded as they are read). */
export const RECORD_SCHEMAS: Record<string, z.ZodMiniType<unknown>> = {
  [ARCHIVE_FILES.projects]: ProjectRecordSchema,
  [ARCHIVE_FILES.workItems]: WorkItemRecordSchema,
  [ARCHIVE_FILES.siteContent]: SiteContentRecordSchema,
  [ARCHIVE_FILES.siteContentRevisions]: SiteContentRevisionRecordSchema,
  [ARCHIVE_FILES.settings]: SettingRecordSchema,
  [ARCHIVE_FILES.mediaCovers]: MediaCoverRecordSchema,
  [ARCHIVE_FILES.contactMessages]: ContactMessageRecordSchema,
  [ARCHIVE_FILES.media]: MediaRecordSchema,
}

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
    const schema = RECORD_SCHEMAS[name]
    if (!schema) continue
    rows[name] = 0
    for await (const _ of readRecords(opened, name, schema)) rows[name]++
  }
  return rows
}
