import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, loadEnv } from 'vite'
import { isProductionBuild, requirePublicAddresses } from '../../scripts/check-build-env.mjs'
import { siteEnvDefines } from './site-env.config.ts'

/**
 * A short stamp that changes with every build; cache-busts the favicon. Kept in the process env
 * because the client and server builds load this config separately and must agree.
 */
process.env.SITE_BUILD_STAMP ??= Date.now().toString(36)
const buildStamp = process.env.SITE_BUILD_STAMP

/**
 * Local runs (dev, preview, e2e) need no real `Request.cf`: the site never reads it. Without this,
 * workerd's host downloads it from workers.cloudflare.com on every start, and an offline machine
 * prints the failed lookup. Set CLOUDFLARE_CF_FETCH_ENABLED=true to fetch it anyway.
 */
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

/**
 * @react-router/dev 7 loads react-router.config.ts through its own Vite server created with
 * `envFile: false`, and Vite 8 answers that with a deprecation notice we cannot act on (React
 * Router 8 passes `envDir: false`). Drop exactly that line; every other warning still prints.
 */
const warn = console.warn
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('The `envFile` option is deprecated')) return
  warn(...args)
}

export default defineConfig(async ({ command, mode, isPreview }) => {
  // A production build (CLOUDFLARE_ENV=production, `npm run deploy`) bakes its public addresses into
  // robots.txt, the sitemap, canonical links and cover URLs: it stops, in one line, without them.
  if (command === 'build' && isProductionBuild()) {
    const env = loadEnv(mode, process.cwd(), 'VITE_')
    requirePublicAddresses('site', { VITE_API_URL: env.VITE_API_URL, VITE_SITE_URL: env.VITE_SITE_URL })
  }
  return {
    // The Worker (workers/app.ts) is React Router's server environment, run in workerd by dev and preview.
    // Preview serves a finished build and needs only the Cloudflare plugin. React Router's plugin would
    // also regenerate the route types there, deleting .react-router/types first, under a typecheck that
    // reads them at the same time (`npm test` runs both; a fresh-clone run failed on it).
    plugins: [cloudflare({ viteEnvironment: { name: 'ssr' } }), ...(isPreview ? [] : [reactRouter()])],
    define: { __BUILD_STAMP__: JSON.stringify(buildStamp), ...(await siteEnvDefines(mode)) },
    build: { assetsInlineLimit: 0 },
    // No CORS layer in front of the Worker: it would answer OPTIONS itself (204), where the deployed
    // site's Worker answers 405 with the page's Allow (workers/methods.ts).
    preview: { port: Number(process.env.PORT ?? 5173), strictPort: true, cors: false },
  }
})
