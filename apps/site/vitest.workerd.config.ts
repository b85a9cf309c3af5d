import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/**
 * Runs `workers/*.workerd.test.ts` inside workerd (the Workers runtime), with its real Cache API.
 * The Worker entry itself needs React Router's server build, so it is exercised end to end by the
 * e2e tests against `vite preview` instead.
 */
export default defineConfig({
  plugins: [cloudflareTest({ miniflare: { compatibilityDate: '2025-11-01' } })],
  test: {
    include: ['workers/**/*.workerd.test.ts'],
    testTimeout: 30_000,
  },
})
