/** The public routes that are prerendered and listed in the sitemap, with their sitemap priority. */
export const PUBLIC_PATHS = [
  { path: '/', priority: '1.0' },
  { path: '/services', priority: '0.9' },
  { path: '/projects', priority: '0.8' },
  { path: '/all-work', priority: '0.8' },
  { path: '/contact', priority: '0.9' },
  { path: '/privacy', priority: '0.3' },
  { path: '/terms', priority: '0.3' },
] as const

/**
 * Content-only pages (no live data, no form) that hydrate on the first interaction instead of at
 * load, which keeps React's scripts off their initial load (see app/lib/deferred-hydration.ts).
 */
export const DEFERRED_HYDRATION_PATHS = ['/', '/services', '/privacy', '/terms', '/404'] as const
