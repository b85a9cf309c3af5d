import type { SiteContent } from '@studio/contracts/site-content'
import type { SiteContentPreview } from '@studio/contracts/site-content-api'
import { SITE_CONTENT_PREVIEW_PARAM } from '@studio/contracts/site-content-api-texts'
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { type AppLoadContext, data, redirect } from 'react-router'
import { samePageIn } from '../site-pages'
import { languageOfPath, type SiteLanguage } from './language'
import { readFailed } from './load-failure'
import { previewTokenOf } from './preview-session'
import { serverApi } from './server-api'
import type { SiteCopy } from './site-content'

/**
 * The root loader's read of the site copy (lib/site-content.ts reads it back in the pages). Server
 * only: the API client, the schemas and the default copy never reach a page's script.
 */

/**
 * A language's published copy. The API publishes both languages on a fresh install; should a
 * language still have none, the English copy stands in (never an empty page).
 */
/**
 * The pages' share cards in a language. A page is complete without them (the studio's default image
 * stands in), so a failed read costs the cards, never the page.
 */
async function pageCards(context: AppLoadContext | undefined, language: SiteLanguage) {
  try {
    return (await serverApi(context).getPageShareCards(language)).pages
  } catch {
    return {}
  }
}

async function publishedCopy(
  context: AppLoadContext | undefined,
  language: SiteLanguage,
): Promise<SiteContent> {
  const api = serverApi(context)
  return (
    (await api.getSiteContent(language)) ??
    (language === 'en' ? null : await api.getSiteContent('en')) ??
    SITE_CONTENT_DEFAULTS_EN
  )
}

/**
 * The root loader's copy, with the year the page is rendered in (the copyright line's `{year}`).
 * A preview (its link's token, or the one the Worker kept for this browser: lib/preview-session.ts)
 * whose link is bad or expired answers 401, one whose draft moved on 409, both with the published
 * copy and a notice. When the API fails the page is a 503 (and a log line), so the Worker serves the
 * last good copy when it has one.
 */
export async function loadSiteCopy({ request, context }: { request: Request; context?: AppLoadContext }) {
  const url = new URL(request.url)
  const language = languageOfPath(url.pathname)
  const year = new Date().getUTCFullYear()
  const asked = previewTokenOf(request)
  let preview: SiteContentPreview | null = null
  try {
    if (asked !== null) preview = await serverApi(context).getSiteContentPreview(asked.token)
    if (preview?.kind !== 'draft') {
      const [content, cards] = await Promise.all([
        publishedCopy(context, language),
        pageCards(context, language),
      ])
      if (preview === null) return { content, preview: null, year, cards } satisfies SiteCopy
      const refused: SiteCopy = { content, preview: preview.kind, year, cards }
      return data(refused, { status: preview.kind === 'invalid' ? 401 : 409 })
    }
  } catch (error) {
    readFailed('site_copy.load_failed', { request, context, error })
    throw data(null, { status: 503 })
  }
  // A draft of the other language: the same page in the draft's language (a link's token stays on
  // the address, a kept one in its cookie). The address is built from the route manifest (never the
  // visitor's path), so the token stays on this site: `/ar//evil.example/?preview=…` goes to
  // `/404?preview=…`, not to evil.example.
  if (preview.language !== language && asked !== null) {
    const [path, query] = samePageIn(url, preview.language).split('?')
    const params = new URLSearchParams(query)
    if (asked.from === 'link') params.set(SITE_CONTENT_PREVIEW_PARAM, asked.token)
    const search = params.toString()
    throw redirect(search ? `${path}?${search}` : (path ?? '/'))
  }
  // A draft has the document's shape; the fields it may still get wrong are only texts and list sizes.
  return { content: preview.content, preview: 'draft', year } satisfies SiteCopy
}
