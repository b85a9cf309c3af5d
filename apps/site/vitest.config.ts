import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { siteEnvDefines } from './site-env.config'

export default defineConfig(async ({ mode }) => ({
  define: { __BUILD_STAMP__: JSON.stringify('test'), ...(await siteEnvDefines(mode)) },
  resolve: {
    alias: {
      // `// @vitest-environment jsdom-server`: jsdom with the real API in the same process.
      'vitest-environment-jsdom-server': fileURLToPath(
        new URL('./app/test-support/jsdom-server-environment.ts', import.meta.url),
      ),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./app/test-setup.ts'],
  },
}))
