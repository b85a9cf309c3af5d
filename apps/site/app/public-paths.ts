import type { HydrationStart } from './lib/deferred-hydration'

/**
 * The public routes that are prerendered and listed in the sitemap, with their sitemap priority and
 * when their scripts start (see app/lib/deferred-hydration.ts): content-only pages on the first
 * interaction, pages with live data or a form right after the first paint.
 */
export const PUBLIC_PATHS = [
  { path: '/', priority: '1.0', hydrate: 'interaction' },
  { path: '/services', priority: '0.9', hydrate: 'interaction' },
  { path: '/projects', priority: '0.8', hydrate: 'paint' },
  { path: '/all-work', priority: '0.8', hydrate: 'paint' },
  { path: '/contact', priority: '0.9', hydrate: 'paint' },
  { path: '/privacy', priority: '0.3', hydrate: 'interaction' },
  { path: '/terms', priority: '0.3', hydrate: 'interaction' },
] as const satisfies ReadonlyArray<{ path: string; priority: string; hydrate: HydrationStart }>

/** The not-found page, prerendered at this path and published as /404.html. */
export const NOT_FOUND_PATH = { path: '/404', hydrate: 'interaction' } as const
