import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { serverLogFile } from '@studio/api/server-logs'
import { e2eDefaults, runPorts, runStateDir, testLaunchOptions, trace } from '../../tooling/playwright.mjs'

/**
 * End-to-end tests: the real API with a fresh database and media folder, and an admin build pointed
 * at it (in build/e2e, so the default dist stays pointed at 8787) previewed beside it, each on a port
 * free when the run starts (kept in ADMIN_E2E_PORTS for the workers), so two runs can share a machine.
 */
const { api: API_PORT, admin: ADMIN_PORT } = runPorts('ADMIN_E2E_PORTS', ['api', 'admin'])
// One fresh folder for the run's API, the same in every process.
const dataDir = runStateDir('ADMIN_E2E_DIR', 'studio-admin-e2e-')
const repoRoot = resolve(import.meta.dirname, '../..')

export const E2E = {
  apiUrl: `http://localhost:${API_PORT}`,
  adminUrl: `http://localhost:${ADMIN_PORT}`,
  /** The run's folder (the API's database, media and the servers' logs). */
  dataDir,
}

/** The API's environment (e2e/status.spec.ts runs its scheduled jobs with it, at a later time). */
export const API_ENV = {
  API_PORT: String(API_PORT),
  DATABASE_URL: `file:${join(dataDir, 'studio.db')}`,
  MEDIA_DIR: join(dataDir, 'media'),
  ADMIN_ORIGIN: E2E.adminUrl,
  SITE_ORIGIN: 'http://localhost:5183',
  SEED_DEMO_CONTENT: process.env.ADMIN_E2E_SEED ?? 'false',
  // Only the webhook's signing secret: e2e/inbox.spec.ts sets the address in Settings, a
  // receiver on this machine, which the API reaches only with the opt-in.
  ENQUIRY_WEBHOOK_SECRET: 'e2e-secret',
  ALLOW_LOCAL_WEBHOOKS: 'true',
}

export default defineConfig({
  testDir: './e2e',
  // The screenshot capture is a tool for people, not a check: it runs only when asked for.
  testIgnore: process.env.ADMIN_SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  fullyParallel: false,
  workers: 1,
  ...e2eDefaults('admin-e2e'),
  outputDir: './test-results',
  use: {
    baseURL: E2E.adminUrl,
    trace,
    screenshot: 'only-on-failure',
    launchOptions: testLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // No line the API wrote during the run holds a password, a token, an enquiry's words or an address.
  globalTeardown: './e2e/global-teardown.ts',
  webServer: [
    {
      // Its output (the log) goes to the run's server logs, which the teardown checks for secrets.
      command: `npm run start -w @studio/api >> '${serverLogFile(dataDir, 'api')}' 2>&1`,
      cwd: repoRoot,
      url: `${E2E.apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: API_ENV,
    },
    {
      command: `npx vite build --outDir build/e2e --emptyOutDir && npx vite preview --outDir build/e2e --port ${ADMIN_PORT} --strictPort`,
      cwd: import.meta.dirname,
      url: `${E2E.adminUrl}/admin/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { VITE_API_URL: E2E.apiUrl, VITE_ADMIN_API_PREFIX: '/sb-admin' },
    },
  ],
})
