import {
  PREVIEW_HEADERS,
  SITE_CONTENT_API_MESSAGES,
  SiteContentLanguageQuerySchema,
  SiteContentPreviewQuerySchema,
  type SiteLanguage,
} from '@studio/contracts'
import { Hono } from 'hono'
import type { AppDeps } from '../../deps'
import { contentVersionOf, createVersionedSnapshot, sha1Hex } from '../../lib/content-versions'
import { queryParams } from '../../lib/validate'
import { isPreviewLinkOpen } from '../../site-content/preview-links'
import { readPreviewToken } from '../../site-content/preview-token'
import { currentShape, readAllPublished, readDraft } from '../../site-content/store'
import { answerJson, type Body, CONTENT_VERSION_HEADER } from './content'

/**
 * /public/site-content: the published site copy of a language (`?lang=`, default en), as the site
 * renders it, and the draft behind a preview link. The published copies are kept serialised until
 * the site_content version moves (a publish), like the public lists.
 */
export function publicSiteContentRoutes({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const app = new Hono()

  const published = createVersionedSnapshot(db, 'site_content', async () => {
    const bodies = new Map<string, Body>()
    for (const row of await readAllPublished(db)) {
      const json = JSON.stringify(currentShape(row.content, row.language as SiteLanguage))
      bodies.set(row.language, { json, etag: `"${await sha1Hex(json)}"` })
    }
    return bodies
  })

  app.get('/', queryParams(SiteContentLanguageQuerySchema), async (c) => {
    const { lang: language } = c.req.valid('query')
    const { snapshot: bodies, versions } = await published()
    const body = bodies.get(language)
    if (!body)
      return c.json({ error: SITE_CONTENT_API_MESSAGES.notPublished }, 404, {
        'Cache-Control': 'no-store',
        [CONTENT_VERSION_HEADER]: contentVersionOf(versions),
      })
    return answerJson(c, body.json, body.etag, versions)
  })

  /**
   * The draft a preview link was made for. 401 for a link that is malformed, tampered with, expired
   * or ended (its session ended, or the studio ended every link); 409 when the draft has been saved
   * since (the link showed an older draft: make a new one).
   */
  app.get('/preview', queryParams(SiteContentPreviewQuerySchema), async (c) => {
    const { token } = c.req.valid('query')
    const now = config.now()
    const payload = config.previewSecret ? await readPreviewToken(config.previewSecret, token, now) : null
    if (!payload || !(await isPreviewLinkOpen(db, payload.link, now)))
      return c.json({ error: SITE_CONTENT_API_MESSAGES.previewInvalid }, 401, PREVIEW_HEADERS)
    const draft = await readDraft(db, payload.lang)
    if (draft.draftVersion !== payload.draft_version)
      return c.json({ error: SITE_CONTENT_API_MESSAGES.previewStale }, 409, PREVIEW_HEADERS)
    return c.json(
      { language: payload.lang, content: currentShape(draft.content, payload.lang) },
      200,
      PREVIEW_HEADERS,
    )
  })

  return app
}
