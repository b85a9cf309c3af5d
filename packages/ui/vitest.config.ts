import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'jsdom',
    // A ceiling, not a wait: `npm test` runs the end-to-end tests beside these, on a 2-core machine.
    testTimeout: 30_000,
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    // For the summary at the end of `npm test` (scripts/test-timings.mjs).
    reporters: ['default', ['json', { outputFile: '../../node_modules/.cache/test-timings/ui.json' }]],
  },
})
