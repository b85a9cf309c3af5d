import { type SiteContentDraft, SiteContentDraftSchema, SiteContentSchema } from './site-content'

/**
 * Field-level views of a site-content document: the errors that stop it from publishing, the
 * per-field difference between two copies (revision history, a colleague's changes), and the
 * upgrade of a document saved under an older shape.
 */

/** One field's problem; `path` names it with dots, list positions from 0 (`home.faq.2.answer`). */
export interface SiteContentFieldError {
  path: string
  error: string
}

/** One field that differs; null where the field does not exist on that side. */
export interface SiteContentChange {
  path: string
  before: string | null
  after: string | null
}

const pathOf = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.')

function issuesOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  return issues.map((issue) => ({ path: pathOf(issue.path), error: issue.message }))
}

/** Every field that stops `content` from publishing (none: it can be published). */
export function siteContentFieldErrors(content: unknown): SiteContentFieldError[] {
  const parsed = SiteContentSchema.safeParse(content)
  return parsed.success ? [] : issuesOf(parsed.error.issues)
}

/** Where `content` is not even a draft's shape (a list where text belongs, a missing section). */
export function siteContentShapeErrors(content: unknown): SiteContentFieldError[] {
  const parsed = SiteContentDraftSchema.safeParse(content)
  return parsed.success ? [] : issuesOf(parsed.error.issues)
}

/** Every text of a document by path; other leaves (numbers, booleans) as their JSON. */
export function flattenSiteContent(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      flattenSiteContent(item, prefix ? `${prefix}.${index}` : String(index), into)
    })
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      flattenSiteContent(item, prefix ? `${prefix}.${key}` : key, into)
  } else if (value !== undefined) {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return into
}

/**
 * The fields that differ from `before` to `after`, in `after`'s field order then the removed ones.
 * Lists compare by position: a moved FAQ entry shows as the entries whose texts changed.
 */
export function diffSiteContent(before: unknown, after: unknown): SiteContentChange[] {
  const old = before === null || before === undefined ? new Map<string, string>() : flattenSiteContent(before)
  const next = flattenSiteContent(after)
  const changes: SiteContentChange[] = []
  for (const [path, value] of next) {
    const was = old.get(path) ?? null
    if (was !== value) changes.push({ path, before: was, after: value })
  }
  for (const [path, value] of old) if (!next.has(path)) changes.push({ path, before: value, after: null })
  return changes
}

/** A plain object (not null, not a list): a section or list entry of the copy, or a JSON object. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Fields that hold one of a fixed set of values: a list item lacking one gets the default's. */
const CHOICE_FIELDS = new Set(['image', 'network'])

/** A list item's template: every text emptied except the choices (see CHOICE_FIELDS). */
function itemTemplate(sample: unknown, key = ''): unknown {
  if (typeof sample === 'string') return CHOICE_FIELDS.has(key) ? sample : ''
  if (Array.isArray(sample)) return []
  if (isRecord(sample))
    return Object.fromEntries(Object.entries(sample).map(([name, item]) => [name, itemTemplate(item, name)]))
  return sample
}

/**
 * `stored` with every field it lacks taken from `defaults`: a section or field added since it was
 * saved gets today's default; a list item lacking a field gets it empty (a choice: the first default
 * item's), so the editor sees what to fill in. Fields no longer in the document are dropped by the
 * schema.
 */
function fillMissing(stored: unknown, defaults: unknown): unknown {
  if (stored === undefined) return defaults
  if (Array.isArray(defaults)) {
    if (!Array.isArray(stored) || defaults[0] === undefined) return stored
    const template = itemTemplate(defaults[0])
    return stored.map((item) => fillMissing(item, template))
  }
  if (isRecord(defaults) && isRecord(stored)) {
    const filled: Record<string, unknown> = { ...stored }
    for (const [key, value] of Object.entries(defaults)) filled[key] = fillMissing(stored[key], value)
    return filled
  }
  return stored
}

export type SiteContentUpgrade =
  | { ok: true; content: SiteContentDraft }
  | { ok: false; fields: SiteContentFieldError[] }

/**
 * A document saved under an older shape (a revision), brought to today's: missing fields from
 * `defaults` (see fillMissing), then the draft shape check. When a field cannot be read as today's
 * shape (text where a list now belongs), the answer names those fields instead.
 */
export function upgradeSiteContent(stored: unknown, defaults: SiteContentDraft): SiteContentUpgrade {
  const parsed = SiteContentDraftSchema.safeParse(fillMissing(stored, defaults))
  return parsed.success
    ? { ok: true, content: parsed.data }
    : { ok: false, fields: issuesOf(parsed.error.issues) }
}
