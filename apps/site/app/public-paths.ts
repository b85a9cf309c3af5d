import type { HydrationStart } from './lib/deferred-hydration'

/**
 * The public routes listed in the sitemap, with their sitemap priority and how each is served:
 * - `prerendered` pages are static HTML made at build time; their scripts start as
 *   app/lib/deferred-hydration.ts says (content-only pages on the first interaction, the contact
 *   form right after the first paint);
 * - `rendered` pages hold the portfolio and are server-rendered by the site's Worker on request
 *   (docs/decisions/0009-portfolio-edge-rendering.md), hydrating with React Router's own scripts.
 */
export const PUBLIC_PATHS = [
  { path: '/', priority: '1.0', serve: 'prerendered', hydrate: 'interaction' },
  { path: '/services', priority: '0.9', serve: 'prerendered', hydrate: 'interaction' },
  { path: '/projects', priority: '0.8', serve: 'rendered' },
  { path: '/all-work', priority: '0.8', serve: 'rendered' },
  { path: '/contact', priority: '0.9', serve: 'prerendered', hydrate: 'paint' },
  { path: '/privacy', priority: '0.3', serve: 'prerendered', hydrate: 'interaction' },
  { path: '/terms', priority: '0.3', serve: 'prerendered', hydrate: 'interaction' },
] as const satisfies ReadonlyArray<
  | { path: string; priority: string; serve: 'prerendered'; hydrate: HydrationStart }
  | { path: string; priority: string; serve: 'rendered' }
>

export const PRERENDERED_PATHS = PUBLIC_PATHS.filter((page) => page.serve === 'prerendered')

/** The not-found page, prerendered at this path and published as /404.html. */
export const NOT_FOUND_PATH = { path: '/404', hydrate: 'interaction' } as const

/** A case study's address. */
export const workPath = (slug: string) => `/work/${slug}`
