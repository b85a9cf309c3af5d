import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2eDefaults, runStateDir, testLaunchOptions, trace } from '../../tooling/playwright.mjs'

/**
 * The owner's and the visitor's journeys on the production path (`npm run start:edge`): the API and
 * the site as Workers in workerd, the site reaching the API through its service binding, the libSQL
 * HTTP server as the database, R2, Images and Cron local, the admin's production build. Only what
 * this path alone proves: the journeys already covered on the Node entry are not repeated here.
 * The ports are `npm start`'s (8787, 5173, 5174): the builds the run serves point at them, so the run
 * refuses to start while anything answers there. Its state (database, buckets) is fresh per run.
 */
const stateDir = runStateDir('EDGE_E2E_DIR', 'studio-edge-e2e-')
const repoRoot = resolve(import.meta.dirname, '../..')

export const EDGE = {
  apiUrl: 'http://localhost:8787',
  siteUrl: 'http://localhost:5173',
  adminUrl: 'http://localhost:5174',
  /** The run's Cron Trigger fires this often (start:edge's default is a minute). */
  cronMs: 5_000,
}

export default defineConfig({
  testDir: './e2e-edge',
  fullyParallel: false,
  workers: 1,
  ...e2eDefaults('edge-e2e'),
  // The Cron's retry of a failed alert comes a minute after its third failure (RETRY_DELAYS_MS).
  timeout: 180_000,
  outputDir: './test-results/edge',
  use: { baseURL: EDGE.adminUrl, trace, screenshot: 'only-on-failure', launchOptions: testLaunchOptions },
  projects: [{ name: 'edge', use: { browserName: 'chromium' } }],
  webServer: {
    // The default builds (as `npm start` serves them; turbo's cache skips them when unchanged), unless
    // EDGE_E2E_NO_BUILD says the builds on disk are current.
    command: `${process.env.EDGE_E2E_NO_BUILD ? '' : 'npx turbo run build --filter=@studio/site --filter=@studio/admin --output-logs=errors-only && '}node scripts/start-edge.mjs`,
    cwd: repoRoot,
    // The site's /health answers 200 once the site's Worker, the API Worker behind its binding and
    // the database all answer.
    url: `${EDGE.siteUrl}/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: process.env.EDGE_E2E_VERBOSE ? 'pipe' : 'ignore',
    stderr: 'pipe',
    // start:edge stops its processes (the Workers, the database, the admin) on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      EDGE_STATE_DIR: join(stateDir, 'state'),
      EDGE_CRON_MS: String(EDGE.cronMs),
      SEED_DEMO_CONTENT: 'false',
      EDGE_LOG_LEVEL: 'warn',
    },
  },
})
