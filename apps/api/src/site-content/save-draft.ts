import {
  diffSiteContent,
  type SavedDraft,
  type SiteContentDraft,
  type SiteLanguage,
  siteContentFieldErrors,
} from '@studio/contracts'
import { and, eq } from 'drizzle-orm'
import { auditInsert, WROTE_A_ROW } from '../audit/record'
import type { SessionAdmin } from '../auth/session'
import type { Database } from '../db/client'
import { siteContentDrafts } from '../db/schema'
import { withChangedFields } from './field-times'
import { auditChangesOf } from './publish'
import { currentShape, newDraftVersion, readDraft } from './store'

/**
 * Writes of a draft: a save (an autosave, every moment of typing) and a restore of a revision. Both
 * replace the draft that `base` names, stamp the fields they changed (field-times.ts) and give the
 * draft a new version, in one statement guarded by that version, so a late autosave never
 * overwrites a newer draft.
 *
 * The audit log records decisions: a restore is one (its row, with the per-field diff and the
 * revision, is in the same batch); a save is not. The draft's edits reach the audit log and the
 * history with the publish that takes them (its per-field diff), and the draft itself says who saved
 * it last and when; a row per autosave would bury every decision in keystrokes.
 */

export type DraftWrite =
  | { kind: 'saved'; draft: SavedDraft }
  /** The draft is no longer `base`: another write landed first. */
  | { kind: 'conflict' }

export async function writeDraft(
  db: Database,
  {
    language,
    base,
    content,
    actor,
    now,
    restoredRevision,
  }: {
    language: SiteLanguage
    base: string
    content: SiteContentDraft
    actor: SessionAdmin
    now: Date
    /** The revision a restore copies; absent for a save. */
    restoredRevision?: number
  },
): Promise<DraftWrite> {
  const current = await readDraft(db, language)
  if (current.draftVersion !== base) return { kind: 'conflict' }
  const changes = diffSiteContent(currentShape(current.content, language), content)
  const version = newDraftVersion()
  const at = now.toISOString()
  const update = db
    .update(siteContentDrafts)
    .set({
      content,
      draftVersion: version,
      updatedAt: at,
      updatedBy: actor.id,
      updatedByEmail: actor.email,
      fieldTimes: withChangedFields(current.fieldTimes, changes, at),
    })
    .where(and(eq(siteContentDrafts.language, language), eq(siteContentDrafts.draftVersion, base)))
  const [saved] =
    restoredRevision === undefined
      ? [await update]
      : await db.batch([
          update,
          auditInsert(db, {
            actor,
            action: 'restore',
            targetType: 'site_content',
            targetId: language,
            changes: auditChangesOf(changes, { revision: { old: null, new: restoredRevision } }),
            at: now,
            onlyIf: WROTE_A_ROW,
          }),
        ])
  // Another save landed between the read and this write: it stands, this one is refused.
  if (saved.rowsAffected === 0) return { kind: 'conflict' }
  return {
    kind: 'saved',
    draft: {
      draft: content,
      draft_version: version,
      updated_at: at,
      updated_by: actor.email,
      field_errors: siteContentFieldErrors(content),
    },
  }
}
