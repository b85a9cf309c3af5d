import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { writeStaticFiles } from './scripts/static-files'

/**
 * Every page of the route manifest (app/site-pages.ts) is rendered on request by the site's Worker
 * (workers/app.ts): nothing is prerendered. Once the client build exists, scripts/static-files.ts
 * writes robots.txt and `_headers` beside it.
 */
export default {
  ssr: true,
  // The e2e run builds a second copy (pointed at its own API) without touching the default build.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // Every route is known to the browser from the start: no /__manifest requests to the Worker.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: with middleware on, the load context must be a RouterContextProvider, and the Worker
    // and the loaders still share a plain `{ cloudflare: { env, ctx } }` context (app/lib/server-api.ts).
    v8_middleware: false,
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await writeStaticFiles(path.join(reactRouterConfig.buildDirectory, 'client'), viteConfig.env)
  },
} satisfies Config
