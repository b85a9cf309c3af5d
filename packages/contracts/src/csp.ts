/**
 * One Content-Security-Policy builder for the studio's web apps (the site's Worker and build, the
 * admin panel's build), with no schema library: the strict policy every app starts from, and each
 * app's own sources in its place. An app names only what it needs beyond its own origin.
 */

export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
  | 'manifest-src'
  | 'worker-src'

/** An app's sources per directive; each list replaces the strict policy's for that directive. */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>

/**
 * Every app's starting point: everything from its own origin only, no plugins, no `<base>`, forms
 * posted to itself, never framed.
 */
export const STRICT_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies CspSources

/** The policy as a header value: the strict directives with `sources` in their place, each source once. */
export function buildContentSecurityPolicy(sources: CspSources): string {
  const directives: CspSources = { ...STRICT_CSP, ...sources }
  return Object.entries(directives)
    .map(([name, list]) => `${name} ${[...new Set(list)].join(' ')}`)
    .join('; ')
}
