/**
 * The public routes listed in the sitemap, with their sitemap priority and how each is served:
 * - `prerendered` pages are static HTML made at build time;
 * - `rendered` pages hold the portfolio and are server-rendered by the site's Worker on request
 *   (docs/decisions/0009-portfolio-edge-rendering.md).
 * Which of them load any script is up to their routes (app/lib/page-scripts.ts).
 */
export const PUBLIC_PATHS = [
  { path: '/', priority: '1.0', serve: 'prerendered' },
  { path: '/services', priority: '0.9', serve: 'prerendered' },
  { path: '/projects', priority: '0.8', serve: 'rendered' },
  { path: '/all-work', priority: '0.8', serve: 'rendered' },
  { path: '/contact', priority: '0.9', serve: 'prerendered' },
  { path: '/privacy', priority: '0.3', serve: 'prerendered' },
  { path: '/terms', priority: '0.3', serve: 'prerendered' },
] as const satisfies ReadonlyArray<{
  path: string
  priority: string
  serve: 'prerendered' | 'rendered'
}>

export const PRERENDERED_PATHS = PUBLIC_PATHS.filter((page) => page.serve === 'prerendered')

/** The not-found page, prerendered at this path and published as /404.html. */
export const NOT_FOUND_PATH = '/404'
