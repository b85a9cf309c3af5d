import { AUDIENCE_LIMITS, type PageView } from '@studio/contracts/audience'
import { isbot } from 'isbot'
import { localizedPath } from '../app/lib/language'
import { previewTokenOf } from '../app/lib/preview-session'
import { VISITOR_ADDRESS_HEADER } from '../app/lib/server-api'
import { addressOf, NOT_FOUND_PAGE } from '../app/site-pages'
import { isLeavingPreview } from './preview'

/**
 * Which page answers are a page view, and what the Worker tells the API of one
 * (docs/decisions/0018-audience.md). Counted: a GET of a page answered with its HTML (200, or 304
 * when the visitor's browser revalidates its copy), cached or not; a not-found answer (404) is
 * counted apart, by the address asked. Not counted: HEAD and every other method, previews (and
 * leaving one), prefetches and prerenders, self-declared bots and headless browsers (`isbot`), a
 * request without a user agent, React Router's `.data` requests (a page with scripts fetching
 * its data, or revalidating after a post: the visitor is already counted on that page), and any load
 * that is not a top-level navigation (below).
 */

/**
 * Only a document navigation is a visit. A browser says what a load is for: another site's `<img>`,
 * `<iframe>` or `fetch()` of a page arrives with `Sec-Fetch-Dest: image`, `iframe` or `empty`, and
 * would otherwise count a visitor (with whatever `utm_source` its address carries) who never saw the
 * page. So `Sec-Fetch-Dest` must be `document` and `Sec-Fetch-Mode` `navigate`. Each header may be
 * absent: browsers from before Fetch Metadata (Safari before 16.4) send neither and are still
 * counted; a script that leaves them out is no worse than one that sets them, and the API caps the
 * visitors one address can add a day. The site in another site's frame is not counted either.
 */
function isDocumentNavigation(request: Request): boolean {
  const dest = request.headers.get('Sec-Fetch-Dest')
  const mode = request.headers.get('Sec-Fetch-Mode')
  return (dest === null || dest === 'document') && (mode === null || mode === 'navigate')
}

/** Headers a browser sets on a speculative load: the page is not being read (yet). */
const PURPOSE_HEADERS = ['Sec-Purpose', 'Purpose', 'X-Purpose', 'X-Moz'] as const

function isSpeculative(request: Request): boolean {
  return PURPOSE_HEADERS.some((name) => /prefetch|prerender|preview/i.test(request.headers.get(name) ?? ''))
}

/** Text cut to `max` characters, or null when absent or empty. */
function capped(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined || value === '') return null
  return value.slice(0, max)
}

/** The country Cloudflare gives the request (`request.cf.country`), when it looks like one. */
function countryOf(request: Request): string | null {
  const country = (request as { cf?: { country?: unknown } }).cf?.country
  return typeof country === 'string' && /^[A-Za-z0-9]{2}$/.test(country) ? country : null
}

/**
 * The page view an answer makes, or null when it is not one. `at` is when the answer was chosen.
 */
export function pageViewOf(request: Request, response: Response, at: Date): PageView | null {
  if (request.method !== 'GET') return null
  const found = response.status === 200 || response.status === 304
  if (!found && response.status !== 404) return null
  // A 304 has no body and so no content type: it revalidates an HTML page the visitor holds.
  if (response.status !== 304 && !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    return null
  }
  const url = new URL(request.url)
  if (isLeavingPreview(url) || previewTokenOf(request) !== null || isSpeculative(request)) return null
  if (!isDocumentNavigation(request)) return null
  const userAgent = request.headers.get('User-Agent') ?? ''
  if (userAgent.trim() === '' || isbot(userAgent)) return null
  const address = request.headers.get(VISITOR_ADDRESS_HEADER)
  if (!address || address.length > AUDIENCE_LIMITS.addressMax) return null

  const { page, language, path, data } = addressOf(url.pathname)
  if (data) return null
  const notFound = response.status === 404 || page === NOT_FOUND_PAGE
  return {
    at: at.toISOString(),
    host: url.hostname,
    // A page by its canonical path in its language (no query, no trailing slash); a broken link by the
    // address that was asked, as the URL encodes it (so it holds no control character).
    path: (notFound ? url.pathname : localizedPath(language, path)).slice(0, AUDIENCE_LIMITS.pathMax),
    language,
    not_found: notFound,
    referrer: capped(request.headers.get('Referer'), AUDIENCE_LIMITS.referrerMax),
    utm_source: capped(url.searchParams.get('utm_source'), AUDIENCE_LIMITS.utmMax),
    utm_medium: capped(url.searchParams.get('utm_medium'), AUDIENCE_LIMITS.utmMax),
    utm_campaign: capped(url.searchParams.get('utm_campaign'), AUDIENCE_LIMITS.utmMax),
    country: countryOf(request),
    address,
    user_agent: userAgent.slice(0, AUDIENCE_LIMITS.userAgentMax),
  }
}
