import { buildContentSecurityPolicy } from '@studio/contracts/csp'
import type { SiteEnv } from '../env'

/**
 * The site's security headers: the Worker sends them with every page it renders, its CSP allowing
 * exactly the page's inline scripts, by hash; the build writes them into `_headers` for the static
 * files (which allow no inline script). The CSP is the studio's strict one (contracts' csp.ts) with
 * the site's own sources.
 */

/** The Cloudflare Web Analytics beacon: its script host and the host it reports to. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://static.cloudflareinsights.com'
export const ANALYTICS_REPORT_ORIGIN = 'https://cloudflareinsights.com'

/** `scriptSources`: the inline scripts allowed, as CSP sources ('sha256-…'). */
export function contentSecurityPolicy(env: SiteEnv, scriptSources: string[]): string {
  const analytics = env.analyticsToken !== null
  const scriptSrc = ["'self'", ...scriptSources, ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])]
  // The browser never calls the API: pages come with their data, and the contact form posts to the
  // site's own action; covers come from the site's own /media (workers/media.ts).
  const connectSrc = ["'self'", ...(analytics ? [ANALYTICS_REPORT_ORIGIN] : [])]
  return buildContentSecurityPolicy({
    'script-src': scriptSrc,
    // Every page's CSS is an inline <style> (components/page-style.tsx), and React sets style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images: the site's own files, covers included (its /media), and data: URLs, which only the
    // site's code writes: a cover's blurred placeholder (at most 1 KB, a base64 raster, checked in
    // components/cover-picture.ts) and the services' illustrations the build inlines. No other
    // host: a picture written into the copy or a portfolio record from anywhere else is never
    // loaded (a tracking pixel).
    'img-src': ["'self'", 'data:'],
    'connect-src': connectSrc,
  })
}

/**
 * The CSP sources ('sha256-…') of every inline executable script in a page, so the policy needs
 * neither 'unsafe-inline' nor a nonce: the same for every visitor, so a cached page can carry it.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const attrs = match.groups?.attrs ?? ''
    const body = match.groups?.body ?? ''
    if (/\ssrc=/.test(attrs) || /type="application\/(?:ld\+)?json"/.test(attrs) || !body) continue
    hashes.push(await scriptHash(body))
  }
  return [...new Set(hashes)]
}

export async function scriptHash(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

/** Every page's other security headers. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
} as const
