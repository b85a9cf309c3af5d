import { cloudflare } from '@cloudflare/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { siteEnvDefines } from './site-env.config'

/**
 * A short stamp that changes with every build; cache-busts the favicon. Kept in the process env
 * because the client and prerender builds load this config separately and must agree.
 */
process.env.SITE_BUILD_STAMP ??= Date.now().toString(36)
const buildStamp = process.env.SITE_BUILD_STAMP

export default defineConfig(async ({ mode }) => ({
  // The Worker (workers/app.ts) is React Router's server environment, run in workerd by dev and preview.
  plugins: [cloudflare({ viteEnvironment: { name: 'ssr' } }), reactRouter()],
  define: { __BUILD_STAMP__: JSON.stringify(buildStamp), ...(await siteEnvDefines(mode)) },
  build: { assetsInlineLimit: 0 },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
}))
