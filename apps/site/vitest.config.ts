import { fileURLToPath } from 'node:url'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'
import { siteEnvDefines } from './site-env.config'

export default defineConfig(
  async ({ mode }): Promise<ViteUserConfig> => ({
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
      reporters: testReporters('site'),
      environment: 'jsdom',
      // Ceilings, not waits: `npm test` runs the end-to-end tests beside these, on a 2-core machine,
      // where a real API's fresh database (each test's set-up) took more than vitest's 10 s.
      testTimeout: 60_000,
      hookTimeout: 30_000,
      globals: true,
      include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./app/test-setup.ts'],
      // The run's folder for the real API's databases and media, removed when the run ends.
      globalSetup: [fileURLToPath(import.meta.resolve('@studio/api/test-run-dir'))],
      // One module graph and one document for every file: setting them up again for each of the 36
      // files took more than half the suite's CPU. What a test leaves behind is undone after it
      // (test-setup.ts: the screen, the document's body, the viewport; each file restores its mocks).
      isolate: false,
    },
  }),
)
