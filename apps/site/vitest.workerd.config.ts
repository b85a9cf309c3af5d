import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'
import { siteEnvDefines } from './site-env.config.ts'

/**
 * Runs `workers/*.workerd.test.ts` inside workerd (the Workers runtime), with its real Cache API.
 * The Worker entry itself needs React Router's server build, so it is exercised end to end by the
 * e2e tests against `vite preview` instead. The site's settings are defined as for a build, so the
 * Worker's own modules (the API client among them) run here as they do deployed.
 */
export default defineConfig(
  async ({ mode }): Promise<ViteUserConfig> => ({
    plugins: [cloudflareTest({ miniflare: { compatibilityDate: '2025-11-01' } })],
    define: { __BUILD_STAMP__: JSON.stringify('test'), ...(await siteEnvDefines(mode)) },
    test: {
      reporters: testReporters('site-workerd'),
      include: ['workers/**/*.workerd.test.ts'],
      testTimeout: 30_000,
    },
  }),
)
