import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    // For the summary at the end of `npm test` (scripts/test-timings.mjs).
    reporters: ['default', ['json', { outputFile: '../../node_modules/.cache/test-timings/ui.json' }]],
  },
})
