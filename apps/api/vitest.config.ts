import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // For the summary at the end of `npm test` (scripts/test-timings.mjs).
    reporters: ['default', ['json', { outputFile: '../../node_modules/.cache/test-timings/api.json' }]],
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.workerd.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
