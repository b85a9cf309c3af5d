import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'

/**
 * Runs `*.workerd.test.ts` inside workerd (the Workers runtime) against the real Worker entry and
 * wrangler.jsonc, with a local R2 bucket. There is no local libSQL HTTP server, so DATABASE_URL
 * points at a closed port: the database logic is tested in Node against real libSQL instead.
 */
// wrangler.jsonc declares the secrets a deploy requires (`secrets`, a field wrangler calls
// experimental): the Worker gets them from `bindings` below, and wrangler, reading the config, from
// the environment, so it prints no note about the field or the secrets.
process.env.WRANGLER_DISABLE_EXPERIMENTAL_WARNING ??= '1'
process.env.DATABASE_URL ??= 'http://127.0.0.1:9'
process.env.DATABASE_AUTH_TOKEN ??= 'workerd-tests'

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
