import type { SiteContent } from '@studio/contracts/site-content'
import { SITE_CONTENT_PREVIEW_PARAM } from '@studio/contracts/site-content-api'
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { type AppLoadContext, data, type MetaDescriptor, useRouteLoaderData } from 'react-router'
import { pageMeta } from './seo'
import { serverApi } from './server-api'

/**
 * The site copy a page shows: the published site-content document, or, for a request carrying a
 * valid preview token (`?preview=<token>`), the draft the link was made for. The root loader reads it
 * once per render; the layout, the pages and their meta read it from the root's loader data, so the
 * server keeps no "current copy" between requests.
 */
export interface SiteCopy {
  content: SiteContent
  /**
   * null for the published copy; 'draft' when a preview link shows the draft; 'invalid' (bad or
   * expired link) or 'stale' (the draft was saved after the link was made) when it shows nothing of
   * it, only the published copy around a notice.
   */
  preview: null | 'draft' | 'invalid' | 'stale'
}

/** The route id of the root layout, whose loader holds the copy. */
const ROOT_ID = 'root'

/** The preview token a request carries, or null for an ordinary request. */
export function previewToken(url: URL): string | null {
  return url.searchParams.get(SITE_CONTENT_PREVIEW_PARAM)
}

/** The copy the site shows when no language has been published yet: the one a fresh install publishes. */
async function publishedCopy(context: AppLoadContext | undefined): Promise<SiteContent> {
  return (await serverApi(context).getSiteContent('en')) ?? SITE_CONTENT_DEFAULTS_EN
}

/**
 * The root loader's copy. A preview whose link is bad or expired answers 401, one whose draft moved
 * on 409, both with the published copy and a notice. When the API fails the page is a 503, so the
 * Worker serves the last good copy when it has one.
 */
export async function loadSiteCopy({ request, context }: { request: Request; context?: AppLoadContext }) {
  const token = previewToken(new URL(request.url))
  try {
    if (token === null) return { content: await publishedCopy(context), preview: null } satisfies SiteCopy
    const preview = await serverApi(context).getSiteContentPreview(token)
    // A draft has the document's shape; the fields it may still get wrong are only texts and list sizes.
    if (preview.kind === 'draft') return { content: preview.content, preview: 'draft' } satisfies SiteCopy
    const refused: SiteCopy = { content: await publishedCopy(context), preview: preview.kind }
    return data(refused, { status: preview.kind === 'invalid' ? 401 : 409 })
  } catch {
    throw data(null, { status: 503 })
  }
}

/** The copy of the page being rendered; the defaults only where the root loader failed (its error page). */
export function useSiteCopy(): SiteCopy {
  return (
    (useRouteLoaderData(ROOT_ID) as SiteCopy | undefined) ?? {
      content: SITE_CONTENT_DEFAULTS_EN,
      preview: null,
    }
  )
}

/** The page's copy: the document's texts. */
export function useSiteContent(): SiteContent {
  return useSiteCopy().content
}

/** The copy in a route's `meta` arguments (the root's loader data among its matches). */
export function siteContentOf(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteContent {
  const root = matches.find((match) => match?.id === ROOT_ID)?.loaderData as SiteCopy | undefined
  return root?.content ?? SITE_CONTENT_DEFAULTS_EN
}

/** A page's title, description and tags from the document's `meta` section. */
export function contentMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  page: keyof SiteContent['meta'],
  path?: string,
): MetaDescriptor[] {
  const content = siteContentOf(matches)
  const { title, description } = content.meta[page]
  return pageMeta({ title, description, path, siteName: content.studio.name })
}

/** A `tel:` address for a phone number as written ('+20 100 555 0123' is tel:+201005550123). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
