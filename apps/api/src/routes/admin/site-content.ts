import {
  type AdminSiteContent,
  API_MESSAGES,
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_PREVIEW_PARAM,
  SITE_CONTENT_PREVIEW_TTL_MS,
  SiteContentBaseBodySchema,
  SiteContentDraftBodySchema,
  SiteContentDraftSchema,
  SiteContentLanguageQuerySchema,
  type SiteContentPreviewLinksEnded,
  type SiteContentRevision,
  type SiteLanguage,
  SOURCE_LANGUAGE,
  siteContentDefaults,
  siteContentFieldErrors,
  siteContentShapeErrors,
  upgradeSiteContent,
} from '@studio/contracts'
import { Hono } from 'hono'
import { auditInsert, countOfPreviousWrite, WROTE_A_ROW } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import { drawShareCards } from '../../cards/draw-share-cards'
import type { Database } from '../../db/client'
import type { AppDeps } from '../../deps'
import { jsonBody, queryParams } from '../../lib/validate'
import { endAllPreviewLinksStatement, insertPreviewLink } from '../../site-content/preview-links'
import { signPreviewToken } from '../../site-content/preview-token'
import { publishDraft } from '../../site-content/publish'
import { writeDraft } from '../../site-content/save-draft'
import {
  currentShape,
  type DraftRow,
  findRevision,
  listRevisions,
  readDraft,
  readPublished,
} from '../../site-content/store'
import { readTranslation } from '../../site-content/translation'
import { INVALID_ID_MESSAGE, parseId } from './id-param'

/** How many revisions the history lists. */
export const SITE_CONTENT_REVISIONS_LISTED = 50

/**
 * A document with both legal pages in Arabic can pass the API's usual 64 KB body limit, so a draft
 * save takes up to this.
 */
export const SITE_CONTENT_BODY_LIMIT_BYTES = 512 * 1024

export const PREVIEWS_OFF = 'Previews are off: set PREVIEW_SECRET in the API configuration.'

const languageQuery = queryParams(SiteContentLanguageQuerySchema)

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
async function conflict(db: Database, language: SiteLanguage) {
  return {
    error: SITE_CONTENT_API_MESSAGES.conflict,
    ...savedDraftOf(await readDraft(db, language), language),
  }
}

/**
 * {prefix}/site-content: the site copy's draft, publish, preview link and revisions
 * (docs/decisions/0010, 0016). Every write names the draft version it started from (`base_version`)
 * and is refused with 409 and the current draft when that is no longer the draft, so a late autosave
 * never overwrites a newer one. Publish, restore and ending the preview links are audited in the
 * batch of their write; a draft save is not (site-content/save-draft.ts says why).
 */
export function siteContentRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono<AdminEnv>()

  app.get('/', languageQuery, async (c) => {
    const { lang: language } = c.req.valid('query')
    const [draft, published] = await Promise.all([readDraft(db, language), readPublished(db, language)])
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
  app.put(
    '/draft',
    languageQuery,
    jsonBody(SiteContentDraftBodySchema, SITE_CONTENT_BODY_LIMIT_BYTES),
    async (c) => {
      const { lang: language } = c.req.valid('query')
      const { base_version: base, content } = c.req.valid('json')
      const parsed = SiteContentDraftSchema.safeParse(content)
      if (!parsed.success)
        return c.json(
          { error: SITE_CONTENT_API_MESSAGES.shape, fields: siteContentShapeErrors(content) },
          400,
        )
      const write = await writeDraft(db, {
        language,
        base,
        content: parsed.data,
        actor: c.var.session.admin,
        now: config.now(),
      })
      if (write.kind === 'conflict') return c.json(await conflict(db, language), 409)
      return c.json(write.draft)
    },
  )

  /**
   * Publishes the draft it names, once (site-content/publish.ts): 400 with the fields while any is
   * invalid, 409 with the current draft when another write changed it first.
   */
  app.post('/publish', languageQuery, jsonBody(SiteContentBaseBodySchema), async (c) => {
    const { lang: language } = c.req.valid('query')
    const { base_version: base } = c.req.valid('json')
    const result = await publishDraft(db, { language, base, actor: c.var.session.admin, now: config.now() })
    if (result.kind === 'conflict') return c.json(await conflict(db, language), 409)
    if (result.kind === 'invalid')
      return c.json({ error: SITE_CONTENT_API_MESSAGES.invalid, fields: result.fields }, 400)
    // The pages' titles and the studio's name are on the cards: drawn after the answer.
    deps.defer(c, drawShareCards(deps))
    return c.json(result.answer)
  })

  /**
   * A signed link to the site showing the current draft: `<site>/?preview=<token>` (the Arabic
   * copy under /ar/), valid for an hour, only while the draft is the version it was made for and
   * while the session that made it lives (its `preview_links` row, site-content/preview-links.ts).
   */
  app.post('/preview', languageQuery, async (c) => {
    const { lang: language } = c.req.valid('query')
    if (!config.previewSecret) return c.json({ error: PREVIEWS_OFF }, 503)
    const now = config.now()
    const draft = await readDraft(db, language)
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
   * translation's field was last saved (site-content/translation.ts). The field times come too, so
   * the screen can keep the badges right while someone types.
   */
  app.get('/translation', languageQuery, async (c) => {
    const { lang: language } = c.req.valid('query')
    if (language === SOURCE_LANGUAGE) return c.json({ error: SITE_CONTENT_API_MESSAGES.notTranslated }, 400)
    return c.json(await readTranslation(db, language))
  })

  app.get('/revisions', languageQuery, async (c) => {
    const { lang: language } = c.req.valid('query')
    const rows = await listRevisions(db, language, SITE_CONTENT_REVISIONS_LISTED)
    const answer: SiteContentRevision[] = rows.map((row) => ({
      id: row.id,
      language: row.language as SiteLanguage,
      schema_version: row.schemaVersion,
      created_at: row.createdAt,
      admin_email: row.adminEmail,
      // Every publish names its admin; only the copy an install started with has none.
      starting: row.adminEmail === null,
      changes: row.changes,
    }))
    return c.json(answer)
  })

  /**
   * Copies a revision into its language's draft (a new draft version); the published copy and the
   * live site do not change until someone publishes. A revision saved under an older shape takes the
   * defaults for fields added since; one that cannot be read as today's shape is refused with 422.
   */
  app.post('/revisions/:id/restore', jsonBody(SiteContentBaseBodySchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const revision = await findRevision(db, id)
    if (!revision) return c.json({ error: SITE_CONTENT_API_MESSAGES.revisionNotFound }, 404)
    const { base_version: base } = c.req.valid('json')
    const language = revision.language as SiteLanguage
    const upgraded = upgradeSiteContent(revision.content, siteContentDefaults(language))
    if (!upgraded.ok)
      return c.json({ error: SITE_CONTENT_API_MESSAGES.revisionUnreadable, fields: upgraded.fields }, 422)
    const write = await writeDraft(db, {
      language,
      base,
      content: upgraded.content,
      actor: c.var.session.admin,
      now: config.now(),
      restoredRevision: revision.id,
    })
    if (write.kind === 'conflict') return c.json(await conflict(db, language), 409)
    return c.json(write.draft)
  })

  return app
}
