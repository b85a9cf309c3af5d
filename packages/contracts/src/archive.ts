import * as z from 'zod/mini'
import type { SettingsGroup } from './settings'

/**
 * The studio archive: one zip that holds everything the studio made (portfolio, order, site copy
 * with its history, cover records, media, optionally the enquiries), for backups, restores and the
 * move to production. This module is the format's one definition (file names, the manifest, each
 * record's shape, the caps an archive must stay under) and the import protocol's bodies and
 * answers; docs/decisions/0015-studio-archive.md explains the design.
 */

export const ARCHIVE_FORMAT = 'studio-archive'

/**
 * The shape written today. 1 is the shape before the cover alt texts and cover records (no
 * cover_alt/cover_alt_ar on projects and work items, no media_covers.ndjson); it is upgraded on
 * the way in. 2 has records of today's shape but no `studio_id` in its manifest (it is read as an
 * archive of an unknown studio) and no settings (the studio's are left as they are). An archive of
 * a newer version is refused.
 */
export const ARCHIVE_FORMAT_VERSION = 3
export const ARCHIVE_OLDEST_FORMAT_VERSION = 1

export const ARCHIVE_FILES = {
  manifest: 'manifest.json',
  projects: 'projects.ndjson',
  workItems: 'work_items.ndjson',
  siteContent: 'site_content.ndjson',
  siteContentRevisions: 'site_content_revisions.ndjson',
  settings: 'settings.ndjson',
  mediaCovers: 'media_covers.ndjson',
  contactMessages: 'contact_messages.ndjson',
  media: 'media.ndjson',
} as const

/** The record files every archive of a version holds (the enquiries are optional in every version). */
export function requiredRecordFiles(formatVersion: number): string[] {
  const files: string[] = [
    ARCHIVE_FILES.projects,
    ARCHIVE_FILES.workItems,
    ARCHIVE_FILES.siteContent,
    ARCHIVE_FILES.siteContentRevisions,
    ARCHIVE_FILES.settings,
    ARCHIVE_FILES.media,
  ]
  if (formatVersion >= 2) files.push(ARCHIVE_FILES.mediaCovers)
  return files
}

/**
 * Where the archive's own files wait in the studio's private archive store (never served, never
 * the media store): the daily backups `backups/studio-<YYYY-MM-DD>.zip`, the media they share once
 * each `backups/media/<sha256>`, and an import in steps `archive-imports/<id>/...` until it ends.
 */
export const ARCHIVE_STORE_PREFIXES = {
  backups: 'backups/',
  backupMedia: 'backups/media/',
  imports: 'archive-imports/',
} as const

/** `media/<sha256>`: each stored file once, named by its content's SHA-256 (lower-case hex). */
export const ARCHIVE_MEDIA_DIR = 'media/'
export const SHA256_HEX = /^[0-9a-f]{64}$/
export const mediaEntryName = (sha256: string) => `${ARCHIVE_MEDIA_DIR}${sha256}`

const MIB = 1024 * 1024

/**
 * What an archive may declare or hold before it is refused unread. A record file stays well under
 * 2 GiB (100,000 enquiries take about 60 MB); a media file under the upload cap's order; a high
 * ratio of uncompressed to compressed size on a large entry is a zip bomb, not a studio.
 */
export const ARCHIVE_LIMITS = {
  entriesMax: 100_000,
  manifestBytesMax: 32 * MIB,
  recordFileBytesMax: 1024 * MIB,
  mediaFileBytesMax: 64 * MIB,
  totalBytesMax: 16 * 1024 * MIB,
  /** Above this size, an entry may not expand more than `ratioMax` times. */
  ratioCheckBytesMin: MIB,
  ratioMax: 200,
  lineBytesMax: 16 * MIB,
  /** One part of a record file uploaded to the import protocol (a Worker takes 100 MB a request). */
  partBytesMax: 16 * MIB,
  /** How many content changes a plan lists one by one (counts always cover all of them). */
  planChangesListed: 500,
} as const

/** A passphrase shorter than this is refused: the key comes from it alone. */
export const ARCHIVE_PASSPHRASE_MIN = 8

const hex64 = z.string().check(z.regex(SHA256_HEX))
const count = z.int().check(z.minimum(0))
const id = z.int().check(z.positive())
const text = z.string()
const optionalText = z.nullable(z.string())

export const ArchiveFileEntrySchema = z.strictObject({
  sha256: hex64,
  bytes: count,
  /** Lines of an NDJSON file (plain text, before any encryption). */
  rows: z.optional(count),
  /** Set on a file written encrypted (see `encryption`). */
  encrypted: z.optional(z.boolean()),
})
export type ArchiveFileEntry = z.infer<typeof ArchiveFileEntrySchema>

/**
 * The enquiries file's encryption: AES-256-GCM over 64 KiB chunks, the nonce a random prefix and
 * the chunk's counter, the last chunk marked in the associated data; the key from PBKDF2-SHA256.
 */
export const ArchiveEncryptionSchema = z.strictObject({
  cipher: z.literal('AES-256-GCM-STREAM'),
  kdf: z.literal('PBKDF2-SHA256'),
  iterations: z.int().check(z.minimum(100_000), z.maximum(10_000_000)),
  /** base64 */
  salt: z.string(),
  /** base64, 8 bytes: the first part of every chunk's nonce. */
  nonce_prefix: z.string(),
  chunk_bytes: z.int().check(z.minimum(1024), z.maximum(MIB)),
})
export type ArchiveEncryption = z.infer<typeof ArchiveEncryptionSchema>

export const ArchiveManifestSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  format_version: z.int(),
  /** The product's version (the root package.json), null when it names none. */
  product_version: optionalText,
  /** The newest database migration applied where the archive was written. */
  migration: optionalText,
  created_at: z.string(),
  /** Whether contact_messages.ndjson is in the archive. */
  enquiries: z.boolean(),
  /**
   * The studio that wrote it (a random UUID each studio makes once; not a secret): an import keeps
   * updating records of the same ids only from its own studio. Absent before format 3.
   */
  studio_id: z.optional(z.uuid()),
  /** Every file but the manifest, by its name in the zip. */
  files: z.record(z.string(), ArchiveFileEntrySchema),
  encryption: z.optional(ArchiveEncryptionSchema),
})
export type ArchiveManifest = z.infer<typeof ArchiveManifestSchema>

/** A cover in the media store is named by its key (the address follows the studio); any other by URL. */
const coverFields = {
  cover_key: optionalText,
  cover_url: optionalText,
  cover_alt: optionalText,
  cover_alt_ar: optionalText,
}

/** What a project and a work item record share, first in both. */
const portfolioFields = {
  id,
  title: text,
  description: text,
  title_ar: optionalText,
  description_ar: optionalText,
  ...coverFields,
}

export const ProjectRecordSchema = z.strictObject({
  ...portfolioFields,
  tags: z.array(text),
  href: optionalText,
  position: z.int(),
  hidden: z.boolean(),
  created_at: text,
  updated_at: text,
})
export type ProjectRecord = z.infer<typeof ProjectRecordSchema>

export const SlugHistoryRecordSchema = z.strictObject({ slug: text, created_at: text })

export const WorkItemRecordSchema = z.strictObject({
  ...portfolioFields,
  category: optionalText,
  website: optionalText,
  href: optionalText,
  tags: z.array(text),
  featured: z.boolean(),
  position: z.int(),
  hidden: z.boolean(),
  slug: text,
  /** The item's earlier slugs, which redirect to the current one; oldest first. */
  slug_history: z.array(SlugHistoryRecordSchema),
  created_at: text,
  updated_at: text,
})
export type WorkItemRecord = z.infer<typeof WorkItemRecordSchema>

const documentSchema = z.record(z.string(), z.unknown())

export const SiteContentRecordSchema = z.strictObject({
  language: z.enum(['en', 'ar']),
  draft: z.nullable(
    z.strictObject({
      content: documentSchema,
      draft_version: text,
      updated_at: text,
      updated_by_email: optionalText,
    }),
  ),
  published: z.nullable(
    z.strictObject({
      content: documentSchema,
      schema_version: z.int(),
      published_at: text,
      published_by_email: optionalText,
    }),
  ),
})
export type SiteContentRecord = z.infer<typeof SiteContentRecordSchema>

export const SiteContentRevisionRecordSchema = z.strictObject({
  id,
  language: z.enum(['en', 'ar']),
  content: documentSchema,
  schema_version: z.int(),
  created_at: text,
  admin_email: optionalText,
  changes: z.array(z.strictObject({ path: text, before: optionalText, after: optionalText })),
})
export type SiteContentRevisionRecord = z.infer<typeof SiteContentRevisionRecordSchema>

export const MediaCoverRecordSchema = z.strictObject({
  key: text,
  width: z.int(),
  height: z.int(),
  content_type: text,
  placeholder: optionalText,
  dominant_color: optionalText,
  /** WebP widths made. */
  variant_widths: z.array(z.int()),
  /** AVIF widths made (those within the platform's AVIF size limit). */
  avif_widths: z.array(z.int()),
  variant_error: optionalText,
  created_at: text,
  updated_at: text,
})
export type MediaCoverRecord = z.infer<typeof MediaCoverRecordSchema>

export const ContactMessageRecordSchema = z.strictObject({
  id,
  name: text,
  email: text,
  company: optionalText,
  subject: optionalText,
  message: text,
  created_at: text,
  status: z.enum(['new', 'read', 'archived']),
  status_changed_at: optionalText,
  language: z.enum(['en', 'ar']),
  source: optionalText,
  campaign: optionalText,
  landing_path: optionalText,
})
export type ContactMessageRecord = z.infer<typeof ContactMessageRecordSchema>

/**
 * A studio setting: one settings group (@studio/contracts/settings) by its name, with its whole value.
 * Format 3 carries the groups the studio's owner sets on the Settings screen, never a secret (those
 * stay in the environment): where alerts go (recipients, webhook address), the audience measurement,
 * the daily backups' choice. The team's sign-in rule stays with each deployment. Older formats carry none.
 */
export const SettingRecordSchema = z.strictObject({ name: text, value: z.unknown() })
export type SettingRecord = z.infer<typeof SettingRecordSchema>
export const ARCHIVED_SETTINGS = ['alerts', 'audience', 'backups'] as const satisfies readonly SettingsGroup[]
export type ArchivedSetting = (typeof ARCHIVED_SETTINGS)[number]
export const isArchivedSetting = (name: string): name is ArchivedSetting =>
  (ARCHIVED_SETTINGS as readonly string[]).includes(name)

/** One stored media object: its key, the file that holds its bytes, and which records show it. */
export const MediaRecordSchema = z.strictObject({
  key: text,
  sha256: hex64,
  content_type: text,
  bytes: count,
  /** `project:<id>`, `work_item:<id>`, `media_cover:<key>`; empty for a file no record names. */
  used_by: z.array(text),
})
export type MediaRecord = z.infer<typeof MediaRecordSchema>

/** The kinds of record an import plans, in the order the plan lists them. */
export const ARCHIVE_KINDS = [
  'projects',
  'work_items',
  'work_item_slugs',
  'site_content',
  'site_content_revisions',
  'settings',
  'media_covers',
  'contact_messages',
  'media',
] as const
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number]

export const KindPlanSchema = z.object({
  create: count,
  update: count,
  unchanged: count,
  delete: count,
})
export type KindPlan = z.infer<typeof KindPlanSchema>

export const PlanChangeSchema = z.object({
  kind: z.enum(ARCHIVE_KINDS),
  id: z.string(),
  /** A title, slug, language or key a person recognises. */
  label: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  /** The fields an update changes. */
  fields: z.optional(z.array(z.string())),
})
export type PlanChange = z.infer<typeof PlanChangeSchema>

export const PlanConflictSchema = z.object({
  kind: z.enum(ARCHIVE_KINDS),
  id: z.string(),
  message: z.string(),
})
export type PlanConflict = z.infer<typeof PlanConflictSchema>

export const ImportPlanSchema = z.object({
  archive: z.object({
    format_version: z.int(),
    product_version: optionalText,
    migration: optionalText,
    created_at: z.string(),
    enquiries: z.boolean(),
    encrypted: z.boolean(),
    /** Whether this studio wrote it, another did, or it does not say (format 2 and older). */
    origin: z.optional(z.enum(['this_studio', 'other_studio', 'unknown'])),
  }),
  replace: z.boolean(),
  /** Kinds the archive does not hold (the enquiries, when left out) are absent: import leaves them alone. */
  kinds: z.partialRecord(z.enum(ARCHIVE_KINDS), KindPlanSchema),
  /** Content changes one by one (never the enquiries), at most `planChangesListed` of them. */
  changes: z.array(PlanChangeSchema),
  /** Anything that stops the import: nothing is written while there is one. */
  conflicts: z.array(PlanConflictSchema),
  /** Records replace would delete; the text to type to allow it (null when nothing is deleted). */
  deletions: count,
  confirmation: z.nullable(z.string()),
})
export type ImportPlan = z.infer<typeof ImportPlanSchema>

/** What replace asks a person to type: the number of records it deletes, so a changed plan is not confirmed. */
export const replaceConfirmation = (deletions: number) => `delete ${deletions}`

export const ARCHIVE_MESSAGES = {
  notZip: 'This file is not a studio archive: it is not a complete zip file (it may be truncated).',
  notStudioArchive: 'This file is not a studio archive: it has no manifest.json.',
  manifestInvalid: 'This archive is damaged: its manifest.json is not valid.',
  newerFormat: (version: number) =>
    `This archive was written by a newer studio (format ${version}); this studio reads formats ${ARCHIVE_OLDEST_FORMAT_VERSION} to ${ARCHIVE_FORMAT_VERSION}. Update the studio, then import it.`,
  olderThanKnown: (version: number) => `This archive's format ${version} is not one this studio knows.`,
  unsafeName: (name: string) =>
    `This archive is refused: the entry "${name}" has an unsafe name (a path with .., an absolute path or a backslash).`,
  unexpectedEntry: (name: string) =>
    `This archive is refused: the entry "${name}" is not part of the format.`,
  tooManyEntries: `This archive is refused: it holds more than ${ARCHIVE_LIMITS.entriesMax} entries.`,
  tooLarge: (name: string) =>
    `This archive is refused: the entry "${name}" is larger than the studio accepts (a zip bomb or a damaged file).`,
  totalTooLarge: 'This archive is refused: together its files are larger than the studio accepts.',
  missingFile: (name: string) => `This archive is damaged: ${name} is listed in its manifest but missing.`,
  unlistedFile: (name: string) => `This archive is damaged: ${name} is not listed in its manifest.`,
  checksum: (name: string) => `This archive is damaged: ${name} does not match its checksum.`,
  rowCount: (name: string) =>
    `This archive is damaged: ${name} does not hold the number of records its manifest says.`,
  badRecord: (name: string, line: number, field: string) =>
    `This archive is damaged: ${name} line ${line} is not a valid record (${field}).`,
  /** A record of the right shape that the admin's own rules refuse; `reason` is that rule's text. */
  recordRefused: (name: string, line: number, field: string, reason: string) =>
    `This archive is refused: ${name} line ${line}, field ${field}: ${reason}`,
  notATime: 'Must be a time such as 2026-01-31T09:30:00.000Z.',
  notAMediaKey: "Must be the key of a file in the studio's media, such as covers/photo.webp.",
  siteCopyVersion: (newest: number) => `Must be a site copy version from 1 to ${newest}.`,
  /**
   * A record the studio holds under the same id as a different record of an archive it did not
   * write: an import would overwrite it with an unrelated one.
   */
  idCollision: (here: string, archived: string, origin: 'other_studio' | 'unknown') =>
    `${here} here has the same id as ${archived} in the archive, which ${origin === 'other_studio' ? 'another studio wrote' : 'does not say which studio wrote (an older archive)'}: importing would overwrite it. Nothing was written. Import with replace to make this studio a copy of the archive.`,
  moreIdCollisions: (n: number) =>
    `${n} more record${n === 1 ? '' : 's'} here ${n === 1 ? 'has' : 'have'} the same id as another record in the archive. Nothing was written.`,
  lineTooLong: (name: string, line: number) => `This archive is refused: ${name} line ${line} is too long.`,
  unsorted: (name: string, line: number) =>
    `This archive is damaged: ${name} line ${line} is out of order or repeats a record.`,
  notAnArchivedSetting: `Must be one of the settings an archive carries: ${ARCHIVED_SETTINGS.join(', ')}.`,
  missingMediaRecord: (sha256: string) =>
    `This archive is damaged: media/${sha256} is named by no media record.`,
  mediaWithoutFile: (key: string) => `This archive is damaged: the media file of ${key} is missing.`,
  badMediaKey: (key: string) => `This archive is refused: "${key}" is not a media key the studio can store.`,
  badMediaType: (key: string, type: string) =>
    `This archive is refused: "${key}" is stored as ${type}, not as an image a cover may be.`,
  passphraseNeeded:
    "This archive's enquiries are encrypted: give its passphrase (--passphrase-file, or the passphrase field).",
  passphraseWrong: "The passphrase does not open this archive's enquiries.",
  passphraseTooShort: `A passphrase must have at least ${ARCHIVE_PASSPHRASE_MIN} characters.`,
  passphraseWithoutEnquiries:
    'Only an archive with the enquiries is encrypted: add the enquiries or leave out the passphrase.',
  encryptedDamaged: 'This archive is damaged: its encrypted enquiries end early or were changed.',
  conflicts: (n: number) =>
    `The import has ${n} conflict${n === 1 ? '' : 's'}; nothing was written. Run a dry run to see ${n === 1 ? 'it' : 'them'}.`,
  confirmation: (expected: string) =>
    `Replace deletes what the archive does not hold: confirm by typing "${expected}". Nothing was written.`,
  importNotFound: 'This import is unknown or has ended; start again from the manifest.',
  importFileUnknown: (name: string) => `${name} is not a file of this import's manifest.`,
  importPartOrder: (name: string, expected: number) => `${name}: send part ${expected} next.`,
  importPartTooLarge: `A part may hold at most ${ARCHIVE_LIMITS.partBytesMax / MIB} MiB.`,
  importPartBeyondFile: (name: string, bytes: number) =>
    `${name}: the parts sent would hold more than the ${bytes} bytes its manifest says; this part was not stored.`,
  mediaNotInArchive: 'This file is not one of the media files this import needs.',
  mediaMismatch: 'The uploaded bytes do not match their SHA-256; nothing was stored.',
  mediaNotUploaded: (n: number) =>
    `${n} media file${n === 1 ? ' has' : 's have'} not been uploaded yet; nothing was written.`,
  backupNotFound: 'There is no backup by that name.',
  importEncrypted:
    'Send the enquiries decrypted: the command line opens an encrypted archive on your own machine, so its passphrase never travels.',
} as const

/**
 * Why an archive is refused, in one line a person can act on. Everything that reads or imports an
 * archive throws this for a bad archive (and nothing else), so the command line prints the message,
 * the API answers it as a 400 or 409, and the admin shows it.
 */
export class ArchiveRefusal extends Error {
  override name = 'ArchiveRefusal'
  /** 409 when the studio's state stops it (a conflict), 400 when the archive or the request does. */
  readonly status: 400 | 409

  constructor(message: string, status: 400 | 409 = 400) {
    super(message)
    this.status = status
  }
}

/** GET {prefix}/archive/export?enquiries=1: the enquiries go in only when asked for. */
export const ArchiveExportQuerySchema = z.object({
  enquiries: z.optional(z.enum(['0', '1'], { error: 'enquiries must be 0 or 1.' })),
})

/** POST {prefix}/archive/export: an encrypted download carries its passphrase in the body, never the address. */
export const ArchiveExportBodySchema = z.strictObject({
  enquiries: z.boolean({ error: 'enquiries must be true or false.' }),
  passphrase: z.optional(
    z
      .string({ error: 'passphrase must be text.' })
      .check(z.minLength(ARCHIVE_PASSPHRASE_MIN, ARCHIVE_MESSAGES.passphraseTooShort), z.maxLength(1024)),
  ),
})
export type ArchiveExportBody = z.infer<typeof ArchiveExportBodySchema>

/** POST {prefix}/archive/imports: the manifest opens an import. */
export const ImportStartBodySchema = z.object({ manifest: z.unknown() })
export const ImportStartSchema = z.object({
  id: z.string(),
  /** The record files to send (PUT files/<name>?part=<n>, each part at most `part_bytes_max`). */
  files: z.array(z.object({ name: z.string(), bytes: count })),
  part_bytes_max: count,
})
export type ImportStart = z.infer<typeof ImportStartSchema>

export const ImportPlanBodySchema = z.strictObject({
  replace: z._default(z.boolean({ error: 'replace must be true or false.' }), false),
})

export const ImportPlanAnswerSchema = z.object({
  plan: ImportPlanSchema,
  /** Media files the studio lacks: PUT media/<sha256> each before applying. */
  missing_media: z.array(z.object({ sha256: z.string(), bytes: count })),
})
export type ImportPlanAnswer = z.infer<typeof ImportPlanAnswerSchema>

export const ImportApplyBodySchema = z.strictObject({
  replace: z._default(z.boolean({ error: 'replace must be true or false.' }), false),
  confirm: z.optional(z.string({ error: 'confirm must be text.' }).check(z.maxLength(100))),
})
export type ImportApplyBody = z.infer<typeof ImportApplyBodySchema>

export const ImportResultSchema = z.object({
  plan: ImportPlanSchema,
  media_written: count,
})
export type ImportResult = z.infer<typeof ImportResultSchema>

/** A daily backup in the media store; `created_at` is when it was stored. */
export const BackupSchema = z.object({ name: z.string(), created_at: z.string() })
export type Backup = z.infer<typeof BackupSchema>
export const BackupListSchema = z.array(BackupSchema)
