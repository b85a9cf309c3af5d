import type { ShareCard } from '@studio/contracts/share-cards'
import type { SiteContent } from '@studio/contracts/site-content'
import { type MetaDescriptor, useRouteLoaderData } from 'react-router'
import { SHARE_MESSAGES } from '../messages/share'
import { languageOfPath } from './language'
import { pageMeta } from './seo'

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
  /** The year the page was rendered in: the copyright line's `{year}` (a cached page keeps its own). */
  year: number
  /** The share card of each page in the page's language (a page absent: the studio's default image). */
  cards?: Record<string, ShareCard>
}

/** The route id of the root layout, whose loader holds the copy (lib/load-site-copy.server.ts). */
const ROOT_ID = 'root'

/**
 * The copy of the page being rendered; undefined only where the root loader failed (its error page,
 * which shows no copy). No default copy here: it would ship to every page's script.
 */
export function useSiteCopy(): SiteCopy | undefined {
  return useRouteLoaderData(ROOT_ID) as SiteCopy | undefined
}

/** The page's copy: the document's texts (a page renders only when the root loader answered). */
export function useSiteContent(): SiteContent {
  const copy = useSiteCopy()
  if (!copy) throw new Error('The site copy is rendered without the root loader data')
  return copy.content
}

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** What `contentMeta` reads of a route's `meta` arguments: the root's copy, and the page's address. */
export interface MetaArgs {
  matches: MetaMatches
  location: { pathname: string }
}

/** The root's copy in a route's `meta` arguments (the root's loader data among its matches). */
function rootCopyOf(matches: MetaMatches): SiteCopy | undefined {
  return matches.find((match) => match?.id === ROOT_ID)?.loaderData as SiteCopy | undefined
}

/** The copy in a route's `meta` arguments (none when the root loader failed). */
export function siteContentOf(matches: MetaMatches): SiteContent | undefined {
  return rootCopyOf(matches)?.content
}

/**
 * A page's title, description and tags from the document's `meta` section; `path` is the page's
 * address within its language ('/services'), whose two languages are its alternates.
 */
export function contentMeta(
  { matches, location }: MetaArgs,
  page: keyof SiteContent['meta'],
  path?: string,
): MetaDescriptor[] {
  const copy = rootCopyOf(matches)
  const content = copy?.content
  if (!content) return []
  const { title, description } = content.meta[page]
  const language = languageOfPath(location.pathname)
  const siteName = content.studio.name
  // A draft's preview shows the published cards: a card is drawn when the copy is published.
  const card = copy.cards?.[page] ?? null
  const image = {
    card,
    alt: card
      ? SHARE_MESSAGES[language].pageCard(title, siteName)
      : SHARE_MESSAGES[language].defaultImage(siteName),
  }
  return pageMeta({ title, description, path, language, siteName, image })
}
