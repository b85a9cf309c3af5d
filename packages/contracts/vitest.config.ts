import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A ceiling, not a wait: `npm test` runs the end-to-end tests beside these, on a 2-core machine.
    testTimeout: 30_000,
    // For the summary at the end of `npm test` (scripts/test-timings.mjs).
    reporters: ['default', ['json', { outputFile: '../../node_modules/.cache/test-timings/contracts.json' }]],
  },
})
