import {
  ContactEnquirySchema,
  EmailSchema,
  ProjectBodySchema,
  SITE_CONTENT_SCHEMA_VERSION,
  SiteContentBaseBodySchema,
  type SiteContentDraft,
  SiteContentSchema,
  type SiteLanguage,
  siteContentDefaults,
  upgradeSiteContent,
  WorkItemBodySchema,
} from '@studio/contracts'
import * as format from '@studio/contracts/archive'
import {
  ARCHIVE_FILES,
  ARCHIVE_MESSAGES,
  type ContactMessageRecord,
  isArchivedSetting,
  type MediaCoverRecord,
  type ProjectRecord,
  type SettingRecord,
  type SiteContentRecord,
  type SiteContentRevisionRecord,
  type WorkItemRecord,
} from '@studio/contracts/archive'
import { AUDIENCE_LIMITS } from '@studio/contracts/audience'
import { optionalText, withoutControlCharacters } from '@studio/contracts/fields'
import { SETTINGS_GROUPS } from '@studio/contracts/settings'
import * as z from 'zod/mini'
import { webhookAddressProblem } from '../alerts/webhook-address'
import { isStudioMediaKey } from './records'

/**
 * An archive's records checked against the rules the admin's own forms and routes apply, so an
 * import can put nothing on the site that the admin could not have saved: a project or work item
 * against its create body, the published site copy against what publishing requires, a draft and
 * every revision against what can be saved and restored, an enquiry against the contact form. The
 * archive's format (read.ts) says only what a record is shaped like; this says what it may hold.
 * The rules are the contracts' own: nothing here restates a limit or a character class.
 *
 * Who saved or published the site copy travels as an email (records.ts). The public site shows none
 * of it (GET /public/site-content answers the copy alone), and the admin shows it as the snapshot
 * text it is; an import keeps it so a restore keeps its history, and requires it to be an email as
 * the team's forms take one (no control or invisible characters, bounded), so it cannot be made to
 * read as something else than an address.
 */

export interface RuleRefusal {
  field: string
  reason: string
}

type Check = (record: never) => RuleRefusal | null

/** The first issue of `schema` on `value`, its path under `prefix`. */
function firstIssue(schema: z.ZodMiniType, value: unknown, prefix = ''): RuleRefusal | null {
  const parsed = schema.safeParse(value)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  const path = [prefix, ...(issue?.path.map(String) ?? [])].filter(Boolean).join('.')
  return { field: path || prefix, reason: issue?.message ?? '' }
}

const time = z.iso.datetime({ error: ARCHIVE_MESSAGES.notATime })
const optionalTime = z.nullable(time)
const email = z.nullable(EmailSchema)
const siteCopyVersion = z
  .int()
  .check(
    z.minimum(1, ARCHIVE_MESSAGES.siteCopyVersion(SITE_CONTENT_SCHEMA_VERSION)),
    z.maximum(SITE_CONTENT_SCHEMA_VERSION, ARCHIVE_MESSAGES.siteCopyVersion(SITE_CONTENT_SCHEMA_VERSION)),
  )

/** The first of `checks` that refuses. */
function first(...checks: Array<() => RuleRefusal | null>): RuleRefusal | null {
  for (const check of checks) {
    const refusal = check()
    if (refusal) return refusal
  }
  return null
}

/** A cover named by key must be a studio media key (an address is checked as the body's cover_url). */
function coverKey(record: { cover_key: string | null }): RuleRefusal | null {
  return record.cover_key === null || isStudioMediaKey(record.cover_key)
    ? null
    : { field: 'cover_key', reason: ARCHIVE_MESSAGES.notAMediaKey }
}

const times = (record: { created_at: string; updated_at: string }) =>
  firstIssue(z.object({ created_at: time, updated_at: time }), record)

/** The fields a project's and a work item's create body share, as the record holds them. */
const portfolioBody = (record: ProjectRecord | WorkItemRecord) => ({
  title: record.title,
  description: record.description,
  title_ar: record.title_ar,
  description_ar: record.description_ar,
  cover_url: record.cover_url,
  cover_alt: record.cover_alt,
  cover_alt_ar: record.cover_alt_ar,
  tags: record.tags,
  href: record.href,
  hidden: record.hidden,
})

const project = (record: ProjectRecord) =>
  first(
    () => firstIssue(ProjectBodySchema, portfolioBody(record)),
    () => coverKey(record),
    () => times(record),
  )

/** Its slugs are checked with the archive's others (plan.ts: well formed, each once). */
const workItem = (record: WorkItemRecord) =>
  first(
    () =>
      firstIssue(WorkItemBodySchema, {
        ...portfolioBody(record),
        category: record.category,
        website: record.website,
        featured: record.featured,
        slug: record.slug,
      }),
    () => coverKey(record),
    () => times(record),
    () =>
      firstIssue(
        z.array(z.object({ created_at: time })),
        record.slug_history.map((entry) => ({ created_at: entry.created_at })),
        'slug_history',
      ),
  )

/**
 * A document the admin could save as a draft or restore from a revision: today's shape once the
 * fields added since it was saved take their defaults (the revision restore's rule).
 */
function readableCopy(
  content: unknown,
  language: SiteLanguage,
  prefix: string,
): { refusal: RuleRefusal } | { content: SiteContentDraft } {
  const upgraded = upgradeSiteContent(content, siteContentDefaults(language))
  if (!upgraded.ok) {
    const [field] = upgraded.fields
    return { refusal: { field: [prefix, field?.path].filter(Boolean).join('.'), reason: field?.error ?? '' } }
  }
  return { content: upgraded.content }
}

/** The published copy must pass every rule publishing checks, as the site will read it. */
function publishedCopy(published: NonNullable<SiteContentRecord['published']>, language: SiteLanguage) {
  const readable = readableCopy(published.content, language, 'published.content')
  if ('refusal' in readable) return readable.refusal
  return first(
    () => firstIssue(SiteContentSchema, readable.content, 'published.content'),
    () => firstIssue(siteCopyVersion, published.schema_version, 'published.schema_version'),
    () => firstIssue(time, published.published_at, 'published.published_at'),
    () => firstIssue(email, published.published_by_email, 'published.published_by_email'),
  )
}

const siteContent = (record: SiteContentRecord) =>
  first(
    () => {
      const { draft } = record
      if (!draft) return null
      const readable = readableCopy(draft.content, record.language, 'draft.content')
      return 'refusal' in readable
        ? readable.refusal
        : first(
            () => firstIssue(SiteContentBaseBodySchema, { base_version: draft.draft_version }, 'draft'),
            () => firstIssue(time, draft.updated_at, 'draft.updated_at'),
            () => firstIssue(email, draft.updated_by_email, 'draft.updated_by_email'),
          )
    },
    () => (record.published ? publishedCopy(record.published, record.language) : null),
  )

/** A change's texts are the copy's own, several lines at most; no control or invisible characters. */
const changeText = z.nullable(z.string().check(withoutControlCharacters('A change', { multiline: true })))

const revision = (record: SiteContentRevisionRecord) => {
  const readable = readableCopy(record.content, record.language, 'content')
  if ('refusal' in readable) return readable.refusal
  return first(
    () => firstIssue(siteCopyVersion, record.schema_version, 'schema_version'),
    () => firstIssue(time, record.created_at, 'created_at'),
    () => firstIssue(email, record.admin_email, 'admin_email'),
    () =>
      firstIssue(
        z.array(z.object({ path: changeText, before: changeText, after: changeText })),
        record.changes,
        'changes',
      ),
  )
}

/**
 * A cover record is made by the upload, not typed: its key must be studio media; the rest (sizes,
 * placeholder, colour) the public answers read leniently, dropping a cover they cannot show.
 */
const cover = (record: MediaCoverRecord) =>
  first(
    () => (isStudioMediaKey(record.key) ? null : { field: 'key', reason: ARCHIVE_MESSAGES.notAMediaKey }),
    () => times(record),
  )

/** What brought the enquiry's visitor, as the API stores it: a host or utm source, a campaign, a path. */
const Attribution = z.object({
  source: optionalText(AUDIENCE_LIMITS.hostMax, 'Source'),
  campaign: optionalText(AUDIENCE_LIMITS.utmKept, 'Campaign'),
  landing_path: optionalText(AUDIENCE_LIMITS.pathMax, 'Landing page'),
})

/** An enquiry is historical, but holds nothing the contact form would refuse. */
const enquiry = (record: ContactMessageRecord) =>
  first(
    () =>
      firstIssue(ContactEnquirySchema, {
        name: record.name,
        email: record.email,
        company: record.company,
        subject: record.subject,
        message: record.message,
        language: record.language,
      }),
    () => firstIssue(Attribution, record),
    () => firstIssue(z.object({ created_at: time, status_changed_at: optionalTime }), record),
  )

/**
 * A setting is one the archive carries, with a value its Settings screen could save: its group's
 * schema, and a webhook only at a public https address (the Worker's rule, whatever the importing
 * entry allows, since the archive may have been written anywhere).
 */
const setting = (record: SettingRecord) => {
  if (!isArchivedSetting(record.name)) return { field: 'name', reason: ARCHIVE_MESSAGES.notAnArchivedSetting }
  const schema = SETTINGS_GROUPS[record.name]
  return first(
    () => firstIssue(schema, record.value, 'value'),
    () => {
      const webhook = record.name === 'alerts' ? SETTINGS_GROUPS.alerts.parse(record.value).webhook_url : null
      const problem = webhook ? webhookAddressProblem(webhook, false) : null
      return problem ? { field: 'value.webhook_url', reason: problem } : null
    },
  )
}

/**
 * Each record file: its schema (today's shape; older records are upgraded as they are read) and
 * the admin's rules for what its records may hold. The media records' rules are the plan's
 * (plan-media.ts): they depend on the studio's media.
 */
export const RECORD_FILES: Record<string, { schema: z.ZodMiniType<unknown>; check?: Check }> = {
  [ARCHIVE_FILES.projects]: { schema: format.ProjectRecordSchema, check: project },
  [ARCHIVE_FILES.workItems]: { schema: format.WorkItemRecordSchema, check: workItem },
  [ARCHIVE_FILES.siteContent]: { schema: format.SiteContentRecordSchema, check: siteContent },
  [ARCHIVE_FILES.siteContentRevisions]: { schema: format.SiteContentRevisionRecordSchema, check: revision },
  [ARCHIVE_FILES.settings]: { schema: format.SettingRecordSchema, check: setting },
  [ARCHIVE_FILES.mediaCovers]: { schema: format.MediaCoverRecordSchema, check: cover },
  [ARCHIVE_FILES.contactMessages]: { schema: format.ContactMessageRecordSchema, check: enquiry },
  [ARCHIVE_FILES.media]: { schema: format.MediaRecordSchema },
}

/**
 * Why the admin's rules refuse a record of file `name` (already of the format's shape), or null.
 * Files without rules here (media) are checked where they are planned.
 */
export function recordRuleRefusal(name: string, record: unknown): RuleRefusal | null {
  const check = RECORD_FILES[name]?.check as ((record: unknown) => RuleRefusal | null) | undefined
  return check ? check(record) : null
}
