import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { ARABIC_PREFIX } from './lib/language'
import { BILINGUAL_PAGES, routeIdOf, SITE_PAGES, type SitePage } from './site-pages'

/** A page's route path within a language's prefix ('' for the home page). */
const relative = (page: SitePage) => page.path.replace(/^\//, '')

/**
 * The route config, made from the route manifest (site-pages.ts): every page at its English path,
 * then every page with an Arabic address once more under /ar/ (same module, route id `ar-<id>`).
 */
export default [
  ...SITE_PAGES.map((page) =>
    page.path === '/'
      ? index(page.module, { id: page.id })
      : route(relative(page), page.module, { id: page.id }),
  ),
  ...BILINGUAL_PAGES.map((page) =>
    route([ARABIC_PREFIX.slice(1), relative(page)].filter(Boolean).join('/'), page.module, {
      id: routeIdOf(page, 'ar'),
    }),
  ),
] satisfies RouteConfig
