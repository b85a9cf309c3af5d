import { defineConfig } from 'vitest/config'
import { siteEnvDefines } from './site-env.config'

export default defineConfig(async ({ mode }) => ({
  define: { __BUILD_STAMP__: JSON.stringify('test'), ...(await siteEnvDefines(mode)) },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./app/test-setup.ts'],
  },
}))
