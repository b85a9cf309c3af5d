import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // For the summary at the end of `npm test` (scripts/test-timings.mjs).
    reporters: ['default', ['json', { outputFile: '../../node_modules/.cache/test-timings/contracts.json' }]],
  },
})
