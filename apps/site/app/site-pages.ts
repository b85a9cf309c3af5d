import { isSlug } from '@studio/contracts/slugs'
import { languageOfPath, localizedPath, pathWithinLanguage, type SiteLanguage } from './lib/language'
import { parseView, viewSearch } from './routes/all-work/all-work-view'

/**
 * The site's route manifest: every public page, once. The route config (routes.ts), the sitemap, the
 * Worker's routing, methods and cache key (workers/), and which pages load scripts (root.tsx) all
 * follow from it. A new page is one entry here plus its route module.
 *
 * Every page but the sitemap exists in both languages: English at its path, Arabic under /ar/ (the
 * same route module under the route id `ar-<id>`, lib/language.ts). The language is part of the
 * address, so of the canonical view and the edge cache key.
 *
 * Every page is rendered by the site's Worker from route loaders and kept in the edge cache, keyed
 * by the content version and the page's canonical view (`canonicalSearch`): every page shows the
 * published site copy, so none is a static file, and a form's post reaches the Worker (no static
 * file answers its path).
 */
export interface SitePage {
  /** React Router's route id, and the key the root layout looks the page up by. */
  id: string
  /** The route path ('/', '/work/:slug'; '*' for the not-found page). */
  path: string
  /** The route module, relative to app/. */
  module: string
  /**
   * The page's form posts to its route action in the Worker: POST is one of its methods, in the
   * `Allow` of its 405 answers (workers/methods.ts); every other page answers a POST with 405.
   */
  action?: boolean
  /** Loads React in the browser (else the page is HTML and CSS alone; JSON-LD aside). */
  scripts: boolean
  /** Listed in sitemap.xml with this priority (case studies are listed from the API). */
  sitemapPriority?: string
  /**
   * The query of the page's canonical view: only the parameters the page reads, normalised; every
   * other parameter (tracking, unknown) is dropped. Pages without it read no parameter.
   */
  canonicalSearch?: (params: URLSearchParams) => string
  /** The page has one address for both languages (the sitemap, which lists both). */
  oneLanguage?: true
}

/** Every other address: rendered by the Worker with status 404, one cached page for all of them. */
const NOT_FOUND = {
  id: 'not-found',
  path: '*',
  module: 'routes/not-found/route.tsx',
  scripts: false,
} as const satisfies SitePage

export const SITE_PAGES = [
  {
    id: 'home',
    path: '/',
    module: 'routes/home/route.tsx',
    scripts: false,
    sitemapPriority: '1.0',
  },
  {
    id: 'services',
    path: '/services',
    module: 'routes/services/route.tsx',
    scripts: false,
    sitemapPriority: '0.9',
  },
  {
    id: 'projects',
    path: '/projects',
    module: 'routes/projects/route.tsx',
    scripts: true,
    sitemapPriority: '0.8',
  },
  {
    id: 'all-work',
    path: '/all-work',
    module: 'routes/all-work/route.tsx',
    scripts: false,
    sitemapPriority: '0.8',
    canonicalSearch: (params) => viewSearch(parseView(params)),
  },
  {
    id: 'case-study',
    path: '/work/:slug',
    module: 'routes/work/route.tsx',
    scripts: false,
  },
  {
    id: 'contact',
    path: '/contact',
    module: 'routes/contact/route.tsx',
    action: true,
    scripts: true,
    sitemapPriority: '0.9',
  },
  {
    id: 'privacy',
    path: '/privacy',
    module: 'routes/legal/privacy.tsx',
    scripts: false,
    sitemapPriority: '0.3',
  },
  {
    id: 'terms',
    path: '/terms',
    module: 'routes/legal/terms.tsx',
    scripts: false,
    sitemapPriority: '0.3',
  },
  {
    id: 'sitemap',
    path: '/sitemap.xml',
    module: 'routes/sitemap/route.ts',
    scripts: false,
    oneLanguage: true,
  },
  NOT_FOUND,
] as const satisfies readonly SitePage[]

const BY_ID: ReadonlyMap<string, SitePage> = new Map(SITE_PAGES.map((page) => [page.id, page]))

/** The route id of a page in a language: its id in English, `ar-<id>` in Arabic. */
export function routeIdOf(page: SitePage, language: SiteLanguage): string {
  return language === 'en' ? page.id : `${language}-${page.id}`
}

/** The page a route id names, in either language. */
export function sitePageById(id: string): SitePage | undefined {
  return BY_ID.get(id) ?? BY_ID.get(id.replace(/^ar-/, ''))
}

export const NOT_FOUND_PAGE: SitePage = NOT_FOUND

/** The pages that have an address in each language. */
export const BILINGUAL_PAGES = SITE_PAGES.filter((page: SitePage) => !page.oneLanguage) as SitePage[]

/** The pages listed in sitemap.xml, with their priority. */
export const SITEMAP_PAGES = SITE_PAGES.flatMap((page: SitePage) =>
  page.sitemapPriority ? [{ path: page.path, priority: page.sitemapPriority }] : [],
)

/**
 * The methods a page takes: every page is read (GET, HEAD); a page with an action also takes POST.
 * The Worker answers any other method with 405 and this list in `Allow` (workers/methods.ts).
 */
export function allowedMethods(page: SitePage): string[] {
  return page.action ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']
}

/**
 * The site's own media path, which is not a page: `/media/<key>` is a file of the media store (a
 * cover or one of its variants), served by the Worker from the API (workers/media.ts), read only,
 * in no language, never rendered, listed or keyed by a content version.
 */
export const MEDIA_PATH = '/media'

export function isMediaPath(pathname: string): boolean {
  return pathname.startsWith(`${MEDIA_PATH}/`)
}

/** The methods an address takes: a media file's GET and HEAD, else its page's (allowedMethods). */
export function allowedMethodsAt(pathname: string): string[] {
  return isMediaPath(pathname) ? ['GET', 'HEAD'] : allowedMethods(addressOf(pathname).page)
}

/** What an address names: a page, its language, and whether it is React Router's `.data` request. */
export interface PageAddress {
  page: SitePage
  language: SiteLanguage
  /** The page's path within its language, without a trailing slash ('/', '/work/harbourline'). */
  path: string
  data: boolean
}

/** The page a pathname addresses, in which language (React Router's `.data` requests included). */
export function addressOf(pathname: string): PageAddress {
  const language = languageOfPath(pathname)
  const within = pathWithinLanguage(pathname)
  const data = within.endsWith('.data')
  // React Router asks for a path ending in '/' (the home page) as '…/_.data' (trailing-slash-aware data requests).
  const path = !data
    ? within
    : within.slice(0, -(within.endsWith('/_.data') ? '_.data' : '.data').length) || '/'
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  const found = (page: SitePage): PageAddress => ({ page, language, path: trimmed, data })
  for (const page of SITE_PAGES as readonly SitePage[]) {
    if (page.oneLanguage && language !== 'en') continue
    if (page.path === trimmed) return found(page)
    if (page.path.endsWith('/:slug')) {
      const prefix = page.path.slice(0, -':slug'.length)
      const rest = trimmed.slice(prefix.length)
      if (trimmed.startsWith(prefix) && rest !== '' && !rest.includes('/')) return found(page)
    }
  }
  return found(NOT_FOUND_PAGE)
}

/**
 * The path of the page an address shows, built from the manifest alone: the page's own path, or its
 * pattern with a slug-shaped slug; anything else (an unknown address, `//host`, an encoded slash) is
 * the not-found page's '/404'. Within its language, without the language prefix.
 */
function manifestPath({ page, path }: PageAddress): string {
  if (page === NOT_FOUND_PAGE) return '/404'
  if (!page.path.endsWith('/:slug')) return page.path
  const prefix = page.path.slice(0, -':slug'.length)
  return isSlug(path.slice(prefix.length)) ? path : '/404'
}

/**
 * The page `url` shows, in `language`, as a path of this site and the page's canonical query: where a
 * redirect or a link to the same page may point (a preview link opened on the other language's page,
 * the language switcher). Built from the route manifest, never from the visitor's path itself, so it
 * always starts with a single '/' and names no other host; a preview token is the caller's to add.
 */
export function samePageIn(url: URL, language: SiteLanguage): string {
  const address = addressOf(url.pathname)
  const path = manifestPath(address)
  const localized = address.page.oneLanguage ? path : localizedPath(language, path)
  const query = new URLSearchParams(address.page.canonicalSearch?.(url.searchParams) ?? '').toString()
  return query ? `${localized}?${query}` : localized
}

/** The page a pathname addresses, in either language. */
export function pageFor(pathname: string): SitePage {
  return addressOf(pathname).page
}

/** React Router's own parameter on a `.data` request: which routes' data to answer with. */
const DATA_ROUTES_PARAM = '_routes'

/**
 * The canonical view an address shows, as a path and query: the key of the edge cache, and the
 * address the Worker renders. The language is its prefix; every unknown address of a language shows
 * that language's one not-found page.
 */
export function canonicalView(url: URL): string {
  const { page, language, path, data } = addressOf(url.pathname)
  const within = page === NOT_FOUND_PAGE ? '/404' : path
  const localized = localizedPath(language, within)
  let address = localized
  if (data) address = localized.endsWith('/') ? `${localized}_.data` : `${localized}.data`
  const search = new URLSearchParams(page.canonicalSearch?.(url.searchParams) ?? '')
  const routes = url.searchParams.get(DATA_ROUTES_PARAM)
  if (data && routes !== null) search.set(DATA_ROUTES_PARAM, routes)
  const query = search.toString()
  return query ? `${address}?${query}` : address
}
