import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'

export default defineConfig({
  test: {
    environment: 'jsdom',
    // A ceiling, not a wait: `npm test` runs the end-to-end tests beside these, on a 2-core machine.
    testTimeout: 30_000,
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    reporters: testReporters('ui'),
  },
})
