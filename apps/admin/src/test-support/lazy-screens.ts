import type { RouteObject } from 'react-router'
import { buildRoutes } from '../router'

/**
 * Loads the screens the router loads on first visit (Site content, Team, …), once for the whole run
 * (setup.ts imports this module before each file; the module itself runs once): else the first test
 * to open one spends its waits importing and transforming the screen's code, seconds on a busy
 * machine.
 */
const lazyRoutes = (routes: RouteObject[]): Array<() => unknown> =>
  routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy] : []),
    ...lazyRoutes(route.children ?? []),
  ])

await Promise.all(lazyRoutes(buildRoutes()).map((load) => load()))
