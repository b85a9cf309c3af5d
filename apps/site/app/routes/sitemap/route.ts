import { LIST_MESSAGES } from '@studio/contracts/messages'
import type { SitemapEntry } from '@studio/contracts/work-items'
import { siteConfig } from '../../config'
import { readFailed } from '../../lib/load-failure'
import { serverApi } from '../../lib/server-api'
import type { Route } from './+types/route'
import { sitemapXml } from './sitemap-xml'

/**
 * /sitemap.xml, built on every request the edge cache does not answer, so a saved or renamed case
 * study is listed at once. When the API fails: 503 (and a log line), and the Worker serves the last
 * good copy.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  let entries: SitemapEntry[]
  try {
    entries = await serverApi(context).listSitemapEntries()
  } catch (error) {
    readFailed('sitemap.load_failed', { request, context, error })
    return new Response(LIST_MESSAGES.loadFailed, {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(sitemapXml(siteConfig.siteUrl, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
