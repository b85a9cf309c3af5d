import {
  type AdminSiteContent,
  API_MESSAGES,
  type AuditChanges,
  diffSiteContent,
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_PREVIEW_PARAM,
  SITE_CONTENT_PREVIEW_TTL_MS,
  SiteContentDraftSchema,
  type SiteContentPreviewLinksEnded,
  type SiteContentRevision,
  type SiteContentTranslation,
  type SiteLanguage,
  SOURCE_LANGUAGE,
  siteContentDefaults,
  siteContentFieldErrors,
  siteContentShapeErrors,
  siteContentTranslationGaps,
  upgradeSiteContent,
} from '@studio/contracts'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { auditInsert, countOfPreviousWrite, WROTE_A_ROW } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { SessionAdmin } from '../../auth/session'
import type { Database } from '../../db/client'
import { siteContentDrafts } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { languageError, languageOf, readJsonObject, siteContentBodyLimit } from '../../site-content/http'
import { endAllPreviewLinksStatement, insertPreviewLink } from '../../site-content/preview-links'
import { signPreviewToken } from '../../site-content/preview-token'
import { auditChangesOf, publishDraft } from '../../site-content/publish'
import {
  currentShape,
  type DraftRow,
  findRevision,
  listRevisions,
  newDraftVersion,
  readDraft,
  readPublished,
} from '../../site-content/store'
import { draftFieldTimes, publishedFieldTimes } from '../../site-content/translation'
import { INVALID_ID_MESSAGE, parseId } from './id-param'

/** How many revisions the history lists. */
export const SITE_CONTENT_REVISIONS_LISTED = 50

export const PREVIEWS_OFF = 'Previews are off: set PREVIEW_SECRET in the API configuration.'

function savedDraftOf(row: DraftRow, language: SiteLanguage): SavedDraft {
  const draft = currentShape(row.content, language)
  return {
    draft,
    draft_version: row.draftVersion,
    updated_at: row.updatedAt,
    updated_by: row.updatedByEmail,
    field_errors: siteContentFieldErrors(draft),
  }
}

/** The 409 answer: the draft as a colleague left it, so the screen can show what they changed. */
async function conflict(db: Database, language: SiteLanguage, now: Date) {
  return {
    error: SITE_CONTENT_API_MESSAGES.conflict,
    ...savedDraftOf(await readDraft(db, language, now), language),
  }
}

const baseVersionOf = (body: Record<string, unknown>) =>
  typeof body.base_version === 'string' && body.base_version !== '' ? body.base_version : null

/**
 * Replaces the draft that `base` names with `content`, its audit row (the per-field diff; a restore
 * also names the revision) in the same batch: the saved draft, or the 409 answer when the draft is no
 * longer `base`.
 */
async function replaceDraft(
  db: Database,
  now: Date,
  actor: SessionAdmin,
  {
    language,
    base,
    content,
    action,
    revisionId,
  }: {
    language: SiteLanguage
    base: string
    content: SavedDraft['draft']
    action: 'update' | 'restore'
    revisionId?: number
  },
) {
  const refused = async () => ({ status: 409, body: await conflict(db, language, now) }) as const
  const current = await readDraft(db, language, now)
  if (current.draftVersion !== base) return refused()
  const version = newDraftVersion()
  const extra: AuditChanges = revisionId === undefined ? {} : { revision: { old: null, new: revisionId } }
  const [saved] = await db.batch([
    db
      .update(siteContentDrafts)
      .set({
        content,
        draftVersion: version,
        updatedAt: now.toISOString(),
        updatedBy: actor.id,
        updatedByEmail: actor.email,
      })
      .where(and(eq(siteContentDrafts.language, language), eq(siteContentDrafts.draftVersion, base))),
    auditInsert(db, {
      actor,
      action,
      targetType: 'site_content',
      targetId: language,
      changes: auditChangesOf(diffSiteContent(currentShape(current.content, language), content), extra),
      at: now,
      onlyIf: WROTE_A_ROW,
    }),
  ])
  // Another save landed between the read and this write: it stands, this one is refused.
  if (saved.rowsAffected === 0) return refused()
  const body: SavedDraft = {
    draft: content,
    draft_version: version,
    updated_at: now.toISOString(),
    updated_by: actor.email,
    field_errors: siteContentFieldErrors(content),
  }
  return { status: 200, body } as const
}

/**
 * {prefix}/site-content: the site copy's draft, publish, preview link and revisions
 * (docs/decisions/0010). Every write names the draft version it started from (`base_version`) and is
 * refused with 409 and the current draft when that is no longer the draft, so a late autosave never
 * overwrites a newer one. Every write records its audit row in the same batch.
 */
export function siteContentRoutes({ db, config }: AppDeps) {
  const app = new Hono<AdminEnv>()
  app.use('*', siteContentBodyLimit)

  app.get('/', async (c) => {
    const language = languageOf(c)
    if (!language) return c.json({ error: languageError }, 400)
    const now = config.now()
    const [draft, published] = await Promise.all([
      readDraft(db, language, now),
      readPublished(db, language, now),
    ])
    const saved = savedDraftOf(draft, language)
    const answer: AdminSiteContent = {
      language,
      draft: saved.draft,
      draft_version: saved.draft_version,
      draft_updated_at: saved.updated_at,
      draft_updated_by: saved.updated_by,
      published: published ? currentShape(published.content, language) : null,
      published_at: published?.publishedAt ?? null,
      published_by: published?.publishedByEmail ?? null,
      field_errors: saved.field_errors,
    }
    return c.json(answer)
  })

  /**
   * Saves the draft when it has the document's shape, field errors and all (listed in the answer):
   * an autosave must never lose what was typed. Publishing is what needs every field valid.
   */
  app.put('/draft', async (c) => {
    const language = languageOf(c)
    if (!language) return c.json({ error: languageError }, 400)
    const body = await readJsonObject(c)
    const base = baseVersionOf(body)
    if (!base) return c.json({ error: SITE_CONTENT_API_MESSAGES.baseVersion }, 400)
    const parsed = SiteContentDraftSchema.safeParse(body.content)
    if (!parsed.success)
      return c.json(
        { error: SITE_CONTENT_API_MESSAGES.shape, fields: siteContentShapeErrors(body.content) },
        400,
      )
    const draft = { language, base, content: parsed.data, action: 'update' } as const
    const { status, body: answer } = await replaceDraft(db, config.now(), c.var.session.admin, draft)
    return c.json(answer, status)
  })

  /**
   * Publishes the draft it names, once (site-content/publish.ts): 400 with the fields while any is
   * invalid, 409 with the current draft when another write changed it first.
   */
  app.post('/publish', async (c) => {
    const language = languageOf(c)
    if (!language) return c.json({ error: languageError }, 400)
    const base = baseVersionOf(await readJsonObject(c))
    if (!base) return c.json({ error: SITE_CONTENT_API_MESSAGES.baseVersion }, 400)
    const result = await publishDraft(db, { language, base, actor: c.var.session.admin, now: config.now })
    if (result.kind === 'conflict') return c.json(await conflict(db, language, config.now()), 409)
    if (result.kind === 'invalid')
      return c.json({ error: SITE_CONTENT_API_MESSAGES.invalid, fields: result.fields }, 400)
    return c.json(result.answer)
  })

  /**
   * A signed link to the site showing the current draft: `<site>/?preview=<token>` (the Arabic
   * copy under /ar/), valid for an hour, only while the draft is the version it was made for and
   * while the session that made it lives (its `preview_links` row, site-content/preview-links.ts).
   */
  app.post('/preview', async (c) => {
    const language = languageOf(c)
    if (!language) return c.json({ error: languageError }, 400)
    if (!config.previewSecret) return c.json({ error: PREVIEWS_OFF }, 503)
    const now = config.now()
    const draft = await readDraft(db, language, now)
    const exp = now.getTime() + SITE_CONTENT_PREVIEW_TTL_MS
    const { id: sessionId, admin } = c.var.session
    const link = await insertPreviewLink(db, {
      sessionId,
      adminId: admin.id,
      language,
      now,
      expiresAt: new Date(exp),
    })
    // The session ended between the guard and here (a sign-out elsewhere): no link for it.
    if (!link) return c.json({ error: API_MESSAGES.unauthorized }, 401)
    const token = await signPreviewToken(config.previewSecret, {
      lang: language,
      draft_version: draft.draftVersion,
      exp,
      link,
    })
    const path = language === 'en' ? '/' : `/${language}/`
    return c.json({
      url: `${config.siteOrigin}${path}?${SITE_CONTENT_PREVIEW_PARAM}=${token}`,
      expires_at: new Date(exp).toISOString(),
    })
  })

  /**
   * Ends every open preview link, of every admin and language, with one audit row giving the count
   * (none when no link was open). The sessions that made them go on; new links work at once.
   */
  app.delete('/preview-links', async (c) => {
    const [ended] = await db.batch([
      endAllPreviewLinksStatement(db),
      auditInsert(db, {
        actor: c.var.session.admin,
        action: 'end_preview_links',
        targetType: 'site_content',
        targetId: null,
        changes: countOfPreviousWrite('ended'),
        at: config.now(),
        onlyIf: WROTE_A_ROW,
      }),
    ])
    const answer: SiteContentPreviewLinksEnded = { ended: ended.rowsAffected }
    return c.json(answer)
  })

  /**
   * What a translation's draft lacks against the source language's published copy: empty fields,
   * list entries without a counterpart, and fields whose source text was published changed after the
   * translation's field was last saved. The field times come too, so the screen can keep the badges
   * right while someone types.
   */
  app.get('/translation', async (c) => {
    const language = languageOf(c)
    if (!language) return c.json({ error: languageError }, 400)
    if (language === SOURCE_LANGUAGE) return c.json({ error: SITE_CONTENT_API_MESSAGES.notTranslated }, 400)
    const now = config.now()
    const [draft, source] = await Promise.all([
      readDraft(db, language, now),
      readPublished(db, SOURCE_LANGUAGE, now),
    ])
    const [sourceChangedAt, changedAt] = await Promise.all([
      publishedFieldTimes(db, SOURCE_LANGUAGE),
      draftFieldTimes(db, language),
    ])
    const sourceContent = currentShape(
      source?.content ?? siteContentDefaults(SOURCE_LANGUAGE),
      SOURCE_LANGUAGE,
    )
    const history = { sourceChangedAt, changedAt }
    const answer: SiteContentTranslation = {
      language,
      source_language: SOURCE_LANGUAGE,
      source: sourceContent,
      source_changed_at: sourceChangedAt,
      changed_at: changedAt,
      gaps: siteContentTranslationGaps(sourceContent, currentShape(draft.content, language), history),
    }
    return c.json(answer)
  })

  app.get('/revisions', async (c) => {
    const language = languageOf(c)
    if (!language) return c.json({ error: languageError }, 400)
    const rows = await listRevisions(db, language, SITE_CONTENT_REVISIONS_LISTED)
    const answer: SiteContentRevision[] = rows.map((row) => ({
      id: row.id,
      language: row.language as SiteLanguage,
      schema_version: row.schemaVersion,
      created_at: row.createdAt,
      admin_email: row.adminEmail,
      changes: row.changes,
    }))
    return c.json(answer)
  })

  /**
   * Copies a revision into its language's draft (a new draft version); the published copy and the
   * live site do not change until someone publishes. A revision saved under an older shape takes the
   * defaults for fields added since; one that cannot be read as today's shape is refused with 422.
   */
  app.post('/revisions/:id/restore', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const revision = await findRevision(db, id)
    if (!revision) return c.json({ error: SITE_CONTENT_API_MESSAGES.revisionNotFound }, 404)
    const base = baseVersionOf(await readJsonObject(c))
    if (!base) return c.json({ error: SITE_CONTENT_API_MESSAGES.baseVersion }, 400)
    const language = revision.language as SiteLanguage
    const upgraded = upgradeSiteContent(revision.content, siteContentDefaults(language))
    if (!upgraded.ok)
      return c.json({ error: SITE_CONTENT_API_MESSAGES.revisionUnreadable, fields: upgraded.fields }, 422)
    const draft = {
      language,
      base,
      content: upgraded.content,
      action: 'restore',
      revisionId: revision.id,
    } as const
    const { status, body: answer } = await replaceDraft(db, config.now(), c.var.session.admin, draft)
    return c.json(answer, status)
  })

  return app
}
