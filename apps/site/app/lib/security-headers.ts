import type { SiteEnv } from '../env'

/**
 * The site's security headers, one policy for both ways a page is served: the build writes them
 * into `_headers` for the prerendered pages (with the hashes of their inline scripts), and the
 * Worker sends them with every page it renders (with that response's nonce).
 */

/** The Cloudflare Web Analytics beacon: its script host and the host it reports to. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://static.cloudflareinsights.com'
export const ANALYTICS_REPORT_ORIGIN = 'https://cloudflareinsights.com'

/** `scriptSources`: the inline scripts allowed, as CSP sources ('sha256-…' or 'nonce-…'). */
export function contentSecurityPolicy(env: SiteEnv, scriptSources: string[]): string {
  const analytics = env.analyticsToken !== null
  const scriptSrc = ["'self'", ...scriptSources, ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])]
  const connectSrc = ["'self'", new URL(env.apiUrl).origin, ...(analytics ? [ANALYTICS_REPORT_ORIGIN] : [])]
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scriptSrc)].join(' ')}`,
    // Every page's CSS is an inline <style> (components/page-style.tsx), and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https: ${new URL(env.apiUrl).origin}`,
    "font-src 'self'",
    `connect-src ${[...new Set(connectSrc)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
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
