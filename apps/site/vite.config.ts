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
  plugins: [reactRouter()],
  define: { __BUILD_STAMP__: JSON.stringify(buildStamp), ...(await siteEnvDefines(mode)) },
  build: { assetsInlineLimit: 0 },
  preview: { port: 5173, strictPort: true },
}))
