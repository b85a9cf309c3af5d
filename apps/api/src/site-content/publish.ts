import {
  type AuditChanges,
  diffSiteContent,
  type PublishedSiteContent,
  SITE_CONTENT_SCHEMA_VERSION,
  type SiteContentChange,
  type SiteContentFieldError,
  SiteContentSchema,
  type SiteLanguage,
  siteContentFieldErrors,
} from '@studio/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { auditInsert } from '../audit/record'
import type { SessionAdmin } from '../auth/session'
import type { Database } from '../db/client'
import { siteContentDrafts } from '../db/schema'
import { withChangedFields } from './field-times'
import { currentShape, latestRevision, newDraftVersion, readDraft, readPublished } from './store'

/**
 * Publishing a draft version (docs/decisions/0010): every field must be valid. The published copy
 * (with the times of the fields this publish changed, field-times.ts), the draft (as the rules
 * normalised it), the revision with its per-field diff and the audit row are one batch; the published table's triggers move the public content version in the same
 * transaction. A draft version is published once: a publish that finds it already the published
 * copy and the newest revision (a second click, a colleague publishing the same draft at once) is
 * answered as published and writes nothing, and of publishes racing from one version the database
 * lets exactly one write.
 */

export type PublishResult =
  | { kind: 'published'; answer: PublishedSiteContent }
  | { kind: 'invalid'; fields: SiteContentFieldError[] }
  /** Another write changed the draft first. */
  | { kind: 'conflict' }

/** The audit log's shape of a per-field diff: path → { old, new }. */
export function auditChangesOf(changes: SiteContentChange[], extra: AuditChanges = {}): AuditChanges {
  return Object.fromEntries([
    ...Object.entries(extra),
    ...changes.map((change) => [change.path, { old: change.before, new: change.after }] as const),
  ])
}

type Content = PublishedSiteContent['published']

/**
 * The answer for a publish of draft `base` whose `content` is already both the newest revision and
 * the published copy: published, with nothing to write. Null when there is something to publish.
 */
function alreadyPublished(
  latest: { id: number; content: unknown } | null,
  published: { content: unknown; publishedAt: string } | null,
  content: Content,
  base: string,
): PublishedSiteContent | null {
  if (!latest || !published) return null
  const contentJson = JSON.stringify(content)
  if (JSON.stringify(latest.content) !== contentJson || JSON.stringify(published.content) !== contentJson)
    return null
  return {
    published: content,
    published_at: published.publishedAt,
    draft_version: base,
    revision_id: latest.id,
    changes: [],
  }
}

export async function publishDraft(
  db: Database,
  { language, base, actor, now }: { language: SiteLanguage; base: string; actor: SessionAdmin; now: Date },
): Promise<PublishResult> {
  // Read before the draft: a publish landing between the two reads makes this one refuse, not repeat.
  const latest = await latestRevision(db, language)
  const draft = await readDraft(db, language)
  if (draft.draftVersion !== base) return { kind: 'conflict' }
  const shaped = currentShape(draft.content, language)
  const checked = SiteContentSchema.safeParse(shaped)
  if (!checked.success) return { kind: 'invalid', fields: siteContentFieldErrors(shaped) }
  const content = checked.data
  const contentJson = JSON.stringify(content)
  const previous = await readPublished(db, language)
  // Trimming may change the draft; when it does not, the draft keeps its version, so a colleague
  // editing the same draft is not refused by a publish that changed nothing in it.
  const unchanged = contentJson === JSON.stringify(draft.content)
  const done = unchanged ? alreadyPublished(latest, previous, content, base) : null
  if (done) return { kind: 'published', answer: done }
  const changes = diffSiteContent(previous ? currentShape(previous.content, language) : null, content)
  const version = unchanged ? base : newDraftVersion()
  const at = now.toISOString()
  const fieldTimes = JSON.stringify(withChangedFields(previous?.fieldTimes ?? {}, changes, at))
  // A draft that keeps its version cannot tell this publish from another of the same version, so
  // every statement also requires that no revision of this language landed since the read: of
  // publishes racing from one version exactly one writes. The revision is inserted last, so this
  // holds for all four statements or for none.
  const noPublishSince = sql`(SELECT coalesce(max(id), 0) FROM site_content_revisions WHERE language = ${language}) = ${latest?.id ?? 0}`
  // The statements after the draft's run only if the draft write took (the version it set is there).
  const draftWritten = sql`${noPublishSince} AND EXISTS (SELECT 1 FROM site_content_drafts WHERE language = ${language} AND draft_version = ${version})`
  const [savedDraft, , , revision] = await db.batch([
    db
      .update(siteContentDrafts)
      .set({ content, draftVersion: version })
      .where(
        and(
          eq(siteContentDrafts.language, language),
          eq(siteContentDrafts.draftVersion, base),
          noPublishSince,
        ),
      ),
    db.run(sql`INSERT INTO site_content_published
        (language, content, schema_version, published_at, published_by, published_by_email, field_times)
      SELECT ${language}, ${contentJson}, ${SITE_CONTENT_SCHEMA_VERSION}, ${at},
        (SELECT id FROM admins WHERE id = ${actor.id}), ${actor.email}, ${fieldTimes}
      WHERE ${draftWritten}
      ON CONFLICT (language) DO UPDATE SET content = excluded.content,
        schema_version = excluded.schema_version, published_at = excluded.published_at,
        published_by = excluded.published_by, published_by_email = excluded.published_by_email,
        field_times = excluded.field_times`),
    auditInsert(db, {
      actor,
      action: 'publish',
      targetType: 'site_content',
      targetId: language,
      changes: auditChangesOf(changes),
      at: now,
      onlyIf: draftWritten,
    }),
    db.run(sql`INSERT INTO site_content_revisions
        (language, content, schema_version, created_at, admin_id, admin_email, changes)
      SELECT ${language}, ${contentJson}, ${SITE_CONTENT_SCHEMA_VERSION}, ${at},
        (SELECT id FROM admins WHERE id = ${actor.id}), ${actor.email}, ${JSON.stringify(changes)}
      WHERE ${draftWritten}
      RETURNING id`),
  ])
  if (savedDraft.rowsAffected > 0 && revision.rows.length > 0) {
    const revisionId = Number(revision.rows[0]?.id ?? revision.rows[0]?.[0])
    return {
      kind: 'published',
      answer: {
        published: content,
        published_at: at,
        draft_version: version,
        revision_id: revisionId,
        changes,
      },
    }
  }
  // Another write landed first: when it published this very draft, this publish is answered as
  // published (it wrote nothing); anything else is a conflict.
  const latestNow = await latestRevision(db, language)
  const draftNow = await readDraft(db, language)
  if (!unchanged || draftNow.draftVersion !== base) return { kind: 'conflict' }
  const theirs = alreadyPublished(latestNow, await readPublished(db, language), content, base)
  return theirs ? { kind: 'published', answer: theirs } : { kind: 'conflict' }
}
