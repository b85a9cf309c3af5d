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
 * request without a user agent, and React Router's `.data` requests (a page with scripts fetching
 * its data, or revalidating after a post: the visitor is already counted on that page).
 */

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
