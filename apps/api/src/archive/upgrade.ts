import { ARCHIVE_FILES, ARCHIVE_FORMAT_VERSION } from '@studio/contracts/archive'

/**
 * Older archive shapes, brought up to today's on the way in: one pure step per format version,
 * applied to each record as it is read (so an old archive is never held in memory to be rewritten).
 * A step names only the files whose records changed shape; a file a version did not have is read as
 * empty (format 1 has no media_covers.ndjson: it had no cover records).
 */

type JsonRecord = Record<string, unknown>
type RecordStep = (record: JsonRecord) => JsonRecord

interface FormatStep {
  /** The version this step upgrades from, to `from + 1`. */
  from: number
  records: Partial<Record<string, RecordStep>>
}

/** Format 1 had no per-language cover alt text: null shows the item's title, as before. */
const addCoverAltTexts: RecordStep = (record) => ({ ...record, cover_alt: null, cover_alt_ar: null })

/** Format 1 did not say what brought an enquiry: unknown. */
const addEnquirySource: RecordStep = (record) => ({
  ...record,
  source: null,
  campaign: null,
  landing_path: null,
})

const STEPS: readonly FormatStep[] = [
  {
    from: 1,
    records: {
      [ARCHIVE_FILES.projects]: addCoverAltTexts,
      [ARCHIVE_FILES.workItems]: addCoverAltTexts,
      [ARCHIVE_FILES.contactMessages]: addEnquirySource,
    },
  },
]

/** A record of `file` in an archive of `version`, in today's shape. */
export function upgradeRecord(version: number, file: string, record: JsonRecord): JsonRecord {
  let upgraded = record
  for (const step of STEPS) {
    if (step.from < version || step.from >= ARCHIVE_FORMAT_VERSION) continue
    const upgrade = step.records[file]
    if (upgrade) upgraded = upgrade(upgraded)
  }
  return upgraded
}
