import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { loadEnv, runnerImport } from 'vite'
import { defineConfig } from 'vitest/config'
import { testReporters } from '../../tooling/vitest.mjs'

// The panel's settings as the app's Vite config defines them (src/config.ts reads them).
const { module } = await runnerImport<typeof import('./src/env')>('./src/env.ts')
const adminConfig = module.parseAdminEnv({ ...loadEnv('test', process.cwd(), 'VITE_'), ...process.env })

export default defineConfig({
  plugins: [react()],
  define: { __ADMIN_CONFIG__: JSON.stringify(adminConfig) },
  test: {
    reporters: testReporters('admin'),
    environment: './jsdom-server-environment.ts',
    globals: true,
    // A ceiling, not a wait: the waits (10 s each, setup.ts) run out on a starved machine (`npm test`
    // runs the end-to-end tests beside these). A Site content screen test took 27 s there (its
    // whole file takes 5 s alone); 60 s is the end-to-end tests' ceiling too.
    testTimeout: 60_000,
    setupFiles: ['./src/test-support/setup.ts'],
    // The run's folder for the real API's databases and media, removed when the run ends.
    globalSetup: [fileURLToPath(import.meta.resolve('@studio/api/test-run-dir'))],
    // One jsdom and one module graph for every file: setting them up again for each file took about
    // as long as the tests themselves. What a test changes is undone after it (setup.ts: the screen,
    // storage, mocks and stubbed globals, the screens' clock), and each test starts its own API.
    isolate: false,
    unstubGlobals: true,
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
  },
})
