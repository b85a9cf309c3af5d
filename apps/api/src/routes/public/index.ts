import { API_MESSAGES, type WorkItemRedirect } from '@studio/contracts'
import type { AudiencePolicy } from '@studio/contracts/audience'
import { Hono } from 'hono'
import type { AppDeps } from '../../deps'
import { type ContentVersions, contentVersionOf, readContentVersions } from '../../lib/content-versions'
import { readSettings } from '../../settings/store'
import { contactRoutes } from './contact'
import { answerJson, CONTENT_VERSION_HEADER, publicContent } from './content'
import { shareCardRoutes } from './share-cards'
import { publicSiteContentRoutes } from './site-content'
import { viewRoutes } from './views'

export { CONTENT_VERSION_HEADER, PUBLIC_CONTENT_CACHE_CONTROL } from './content'

/** 404s and redirects are not stored: the slug may be taken or moved by the next save. */
const noStore = (versions: ContentVersions) => ({
  'Cache-Control': 'no-store',
  [CONTENT_VERSION_HEADER]: contentVersionOf(versions),
})

export function publicRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono()

  const content = publicContent(db, config.publicMediaBaseUrl)

  app.get('/projects', async (c) => {
    const { snapshot, versions } = await content.projects()
    return answerJson(c, snapshot.json, snapshot.etag, versions)
  })

  app.get('/all-work', async (c) => {
    const { snapshot, versions } = await content.work()
    return answerJson(c, snapshot.list.json, snapshot.list.etag, versions)
  })

  /** A case study by slug; an old slug answers 301 to the current one; hidden items do not exist. */
  app.get('/work/:slug', async (c) => {
    const slug = c.req.param('slug')
    const { snapshot, versions } = await content.work()
    const item = snapshot.items.get(slug)
    if (item !== undefined) return answerJson(c, item, snapshot.itemEtag, versions)
    const current = snapshot.redirects.get(slug)
    if (current === undefined) return c.json({ error: API_MESSAGES.notFound }, 404, noStore(versions))
    return c.json({ redirect: current } satisfies WorkItemRedirect, 301, {
      ...noStore(versions),
      Location: `/public/work/${current}`,
    })
  })

  /** Every public case study's slug and last change, for the site's sitemap.xml. */
  app.get('/sitemap-entries', async (c) => {
    const { snapshot, versions } = await content.work()
    return answerJson(c, snapshot.sitemap.json, snapshot.sitemap.etag, versions)
  })

  /** The content version alone: what the site Worker keys its edge cache on, before rendering. */
  app.get('/content-version', async (c) => {
    const version = contentVersionOf(await readContentVersions(db))
    return c.json({ version }, 200, { 'Cache-Control': 'no-store', [CONTENT_VERSION_HEADER]: version })
  })

  app.route('/contact', contactRoutes(deps))
  app.route('/views', viewRoutes(deps))

  /** What the privacy page says about measurement; keyed, like the copy, by the content version. */
  app.get('/audience-policy', async (c) => {
    const [settings, versions] = await Promise.all([readSettings(db, 'audience'), readContentVersions(db)])
    const policy: AudiencePolicy = { measuring: settings.enabled, raw_view_days: settings.raw_view_days }
    return c.json(policy, 200, {
      'Cache-Control': 'no-store',
      [CONTENT_VERSION_HEADER]: contentVersionOf(versions),
    })
  })

  app.route('/site-content', publicSiteContentRoutes({ db, config }))
  app.route('/share-cards', shareCardRoutes({ db }))

  return app
}
