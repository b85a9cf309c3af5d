import { SiteContentLanguageQuerySchema, type SiteLanguage } from '@studio/contracts'
import type { PageShareCards } from '@studio/contracts/share-cards'
import { Hono } from 'hono'
import { pageShareCards, readShareCards } from '../../cards/read-share-cards'
import type { AppDeps } from '../../deps'
import { createVersionedSnapshot, sha1Hex } from '../../lib/content-versions'
import { queryParams } from '../../lib/validate'
import { answerJson, type Body } from './content'

/**
 * /public/share-cards?lang=: the share card of each page in a language, for the site's tags. A page
 * card's change moves the site_content version (migration 0018), so the answer is kept like the copy.
 */
export function shareCardRoutes({ db }: Pick<AppDeps, 'db'>) {
  const app = new Hono()
  const pages = createVersionedSnapshot(db, 'site_content', async () => {
    const cards = await readShareCards(db)
    const bodies = new Map<SiteLanguage, Body>()
    for (const language of ['en', 'ar'] as const) {
      const json = JSON.stringify({ pages: pageShareCards(cards, language) } satisfies PageShareCards)
      bodies.set(language, { json, etag: `"${await sha1Hex(json)}.cards"` })
    }
    return bodies
  })

  app.get('/', queryParams(SiteContentLanguageQuerySchema), async (c) => {
    const { lang: language } = c.req.valid('query')
    const { snapshot, versions } = await pages()
    const body = snapshot.get(language) ?? { json: '{"pages":{}}', etag: '"empty.cards"' }
    return answerJson(c, body.json, body.etag, versions)
  })

  return app
}
