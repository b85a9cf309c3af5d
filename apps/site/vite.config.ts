import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * A short stamp that changes with every build; cache-busts the favicon. Kept in the process env
 * because the client and prerender builds load this config separately and must agree.
 */
process.env.SITE_BUILD_STAMP ??= Date.now().toString(36)
const buildStamp = process.env.SITE_BUILD_STAMP

/** zod/mini with jitless mode switched on first (the contracts' schemas import `zod/mini`). */
const zodJitless = fileURLToPath(new URL('./app/lib/zod-jitless.ts', import.meta.url))
const CLASSIC_ZOD = '\0zod-classic-jitless'

/**
 * Classic `zod`, should anything import it, also loads after the jitless switch: a virtual module
 * that imports the switch first, then re-exports zod. Nothing in the site imports it today.
 */
function classicZodJitless(): Plugin {
  return {
    name: 'studio:classic-zod-jitless',
    enforce: 'pre',
    resolveId: (id) => (id === 'zod' ? CLASSIC_ZOD : undefined),
    load: (id) =>
      id === CLASSIC_ZOD
        ? `import ${JSON.stringify(zodJitless)}\nexport * from 'zod/v4'\nexport { z as default } from 'zod/v4'\n`
        : undefined,
  }
}

export default defineConfig({
  plugins: [classicZodJitless(), reactRouter()],
  define: { __BUILD_STAMP__: JSON.stringify(buildStamp) },
  resolve: { alias: [{ find: /^zod\/mini$/, replacement: zodJitless }] },
  build: { assetsInlineLimit: 0 },
  preview: { port: 5173, strictPort: true },
})
