import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/**
 * A short stamp that changes with every build; cache-busts the favicon. Kept in the process env
 * because the client and prerender builds load this config separately and must agree.
 */
process.env.SITE_BUILD_STAMP ??= Date.now().toString(36)
const buildStamp = process.env.SITE_BUILD_STAMP

export default defineConfig({
  plugins: [reactRouter()],
  define: { __BUILD_STAMP__: JSON.stringify(buildStamp) },
  build: { assetsInlineLimit: 0 },
  preview: { port: 5173, strictPort: true },
})
