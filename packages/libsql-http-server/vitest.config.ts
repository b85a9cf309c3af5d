import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A ceiling, not a wait: `npm test` runs the end-to-end tests beside these, on a 2-core machine.
    testTimeout: 30_000,
    reporters: testReporters('libsql-http-server'),
  },
})
