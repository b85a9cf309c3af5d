import * as z from 'zod/mini'
import { type SiteContentDraft, SiteContentDraftSchema, type SiteLanguage } from './site-content'
import { isRecord } from './site-content-fields'
import { isStudioFact } from './studio-facts'

/**
 * Which texts of a translation (the Arabic copy) need a translator: the fields that are empty where
 * the source language (English) has text, the source's list entries the translation lacks, and the
 * fields whose source text was published changed after the translation's field was last changed.
 * Fields are named by path (`home.faq.2.answer`), as everywhere else in the site copy.
 */

/** The language every other one is translated from. */
export const SOURCE_LANGUAGE: SiteLanguage = 'en'

/**
 * - missing: empty in the translation while the source has text; or (path of a list entry) the
 *   source's entry at that position has no counterpart in the translation;
 * - older: the source's text of the field was published changed after the translation's field
 *   was last changed.
 */
export type SiteContentTranslationGapKind = 'missing' | 'older'

export interface SiteContentTranslationGap {
  path: string
  kind: SiteContentTranslationGapKind
}

/** When each field last changed, by path: ISO times (`2025-01-01T00:00:00.000Z`). */
export type SiteContentFieldTimes = Readonly<Record<string, string>>

export interface SiteContentTranslationHistory {
  /** When a publish of the source language last changed each field. */
  sourceChangedAt: SiteContentFieldTimes
  /** When the translation's draft last had each field changed (a save or a restore). */
  changedAt: SiteContentFieldTimes
  /** Fields changed after those times were read (typed on screen): never older. */
  editedSince?: ReadonlySet<string>
}

/**
 * The gaps of `translation` against `source`, in the source's field order. Lists compare by
 * position; an entry the translation has beyond the source's is not a gap.
 */
export function siteContentTranslationGaps(
  source: unknown,
  translation: unknown,
  history: SiteContentTranslationHistory,
): SiteContentTranslationGap[] {
  const gaps: SiteContentTranslationGap[] = []
  const join = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : String(key))

  function visit(from: unknown, to: unknown, path: string) {
    // The studio's facts are shown from the source itself: nothing to translate (a profile's label is).
    if (isStudioFact(path) && !Array.isArray(from)) return
    if (Array.isArray(from)) {
      const entries = Array.isArray(to) ? to : []
      from.forEach((item, index) => {
        if (index < entries.length) visit(item, entries[index], join(path, index))
        else gaps.push({ path: join(path, index), kind: 'missing' })
      })
    } else if (isRecord(from)) {
      const fields = isRecord(to) ? to : {}
      for (const [key, item] of Object.entries(from)) visit(item, fields[key], join(path, key))
    } else if (typeof from === 'string') {
      if (from.trim() === '') return
      if (typeof to !== 'string' || to.trim() === '') gaps.push({ path, kind: 'missing' })
      else if (isOlder(path)) gaps.push({ path, kind: 'older' })
    }
  }

  function isOlder(path: string): boolean {
    const sourceAt = history.sourceChangedAt[path]
    if (sourceAt === undefined || history.editedSince?.has(path)) return false
    const changedAt = history.changedAt[path]
    return changedAt === undefined || changedAt < sourceAt
  }

  visit(source, translation, '')
  return gaps
}

const contentSchema = SiteContentDraftSchema as z.ZodMiniType<SiteContentDraft>
const GapSchema = z.object({ path: z.string(), kind: z.enum(['missing', 'older']) })

/** GET {prefix}/site-content/translation?lang=ar: what the translation lacks, and why. */
export const SiteContentTranslationSchema = z.object({
  language: z.enum(['en', 'ar']),
  source_language: z.enum(['en', 'ar']),
  /** The source language's published copy: the texts the translation follows. */
  source: contentSchema,
  /** When a publish of the source language last changed each field (fields never changed: absent). */
  source_changed_at: z.record(z.string(), z.string()),
  /** When a save or restore of this language's draft last changed each field. */
  changed_at: z.record(z.string(), z.string()),
  /** The gaps of the draft as saved (see siteContentTranslationGaps). */
  gaps: z.array(GapSchema),
})
export type SiteContentTranslation = z.infer<typeof SiteContentTranslationSchema>
