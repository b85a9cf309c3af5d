import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { NOT_FOUND_PATH, PUBLIC_PATHS } from './app/public-paths'
import { writeStaticExtras } from './scripts/static-extras'

/**
 * No runtime server: every public route is prerendered to HTML at build time and hydrates in the
 * browser; lists load from the API at run time. The extras (404.html, sitemap, robots, _headers)
 * are written once the prerendered HTML exists, because the CSP hashes its inline scripts.
 */
export default {
  ssr: false,
  // The e2e run builds a second copy (pointed at its own API) without touching the default build.
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  prerender: [...PUBLIC_PATHS.map((page) => page.path), NOT_FOUND_PATH.path],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await writeStaticExtras(path.join(reactRouterConfig.buildDirectory, 'client'), viteConfig.env)
  },
} satisfies Config
