import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'

export default defineConfig({
  test: {
    reporters: testReporters('api'),
    include: ['src/**/*.test.ts'],
    // The run's folder for the tests' databases and media, removed when the run ends.
    globalSetup: ['./src/test-support/test-run-dir.ts'],
    exclude: ['src/**/*.workerd.test.ts'],
    // A ceiling, not a wait: `npm test` runs the end-to-end tests beside these, on a 2-core machine.
    // 60 s as the admin's: an archive import test that takes 3 s alone took 31 s beside the rest of
    // `npm test` (fresh clone, 2 cores), past the 30 s this was.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One module graph for every file: importing the API (drizzle, Hono, libSQL, sharp) again for each
    // of some ninety files cost about a third of the suite's CPU. Each test makes its own app and
    // database (src/test-support/test-app.ts), so nothing a file leaves behind reaches another.
    isolate: false,
  },
})
