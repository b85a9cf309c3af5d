import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'

/**
 * Runs `*.workerd.test.ts` inside workerd (the Workers runtime) against the real Worker entry and
 * wrangler.jsonc, with a local R2 bucket. There is no local libSQL HTTP server, so DATABASE_URL
 * points at a closed port: the database logic is tested in Node against real libSQL instead.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        bindings: {
          DATABASE_URL: 'http://127.0.0.1:9',
          PUBLIC_MEDIA_BASE_URL: 'http://localhost:8787/media',
          SITE_ORIGIN: 'http://localhost:5173',
        },
      },
    }),
  ],
  test: {
    reporters: testReporters('api-workerd'),
    include: ['src/**/*.workerd.test.ts'],
    testTimeout: 30_000,
  },
})
