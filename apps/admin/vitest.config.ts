import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: './jsdom-server-environment.ts',
    globals: true,
    // Whole-app screen tests type into real inputs; a busy 2-core CI machine needs headroom.
    testTimeout: 20_000,
    setupFiles: ['./src/test-support/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
  },
})
