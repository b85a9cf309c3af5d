import {
  type SiteContentTranslation,
  type SiteLanguage,
  SOURCE_LANGUAGE,
  siteContentDefaults,
  siteContentTranslationGaps,
} from '@studio/contracts'
import type { Database } from '../db/client'
import { currentShape, readDraft, readPublished } from './store'

/**
 * What a translation's draft lacks against the source language's published copy, from the copy's
 * own field times (field-times.ts): when a publish of the source last changed each field, and when a
 * save or restore of the translation's draft last changed each of its fields. A publish of the
 * translation does not move its draft's times, so a translation typed before an English change and
 * published after it is still older.
 */
export async function readTranslation(db: Database, language: SiteLanguage): Promise<SiteContentTranslation> {
  const [draft, source] = await Promise.all([readDraft(db, language), readPublished(db, SOURCE_LANGUAGE)])
  const sourceContent = currentShape(source?.content ?? siteContentDefaults(SOURCE_LANGUAGE), SOURCE_LANGUAGE)
  const sourceChangedAt = source?.fieldTimes ?? {}
  const changedAt = draft.fieldTimes
  return {
    language,
    source_language: SOURCE_LANGUAGE,
    source: sourceContent,
    source_changed_at: sourceChangedAt,
    changed_at: changedAt,
    gaps: siteContentTranslationGaps(sourceContent, currentShape(draft.content, language), {
      sourceChangedAt,
      changedAt,
    }),
  }
}
