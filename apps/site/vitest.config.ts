import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __BUILD_STAMP__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./app/test-setup.ts'],
  },
})
