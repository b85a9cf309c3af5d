import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { SITE_PAGES } from './site-pages'

/** The route config, made from the route manifest (site-pages.ts). */
export default SITE_PAGES.map((page) =>
  page.path === '/'
    ? index(page.module, { id: page.id })
    : route(page.path.slice(page.path.startsWith('/') ? 1 : 0), page.module, { id: page.id }),
) satisfies RouteConfig
