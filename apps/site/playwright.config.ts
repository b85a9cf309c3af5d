import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { serverLogFile } from '@studio/api/server-logs'
import { e2eDefaults, runStateDir, testLaunchOptions, trace } from '../../tooling/playwright.mjs'
import { ADMIN_PORT, ADMIN_URL, API_URL, E2E_PORTS, SITE_URL } from './e2e/api-server'
import { E2E_BUILD_DIR } from './e2e/site-server'

/**
 * End-to-end tests: the real API (Node entry) on a fresh database, started by the global setup
 * (e2e/api-server.ts: one test restarts it on other databases), and a site build pointed at it,
 * served as deployed: static assets (headers, 404 page) and the Worker rendering the portfolio, in
 * workerd through `vite preview`. The tests that restart the site run a second server of the same
 * build (e2e/site-server.ts). Debian's Chromium, no download.
 *
 * Two projects: the tests that only read the seeded studio run first, two at a time; then the
 * tests that change what others read (save or delete content, post enquiries, restart the API or
 * the site: the files named `*.writes.spec.ts`) run one after another. A test that saves anything
 * belongs in a `.writes` file: beside a reader it would change the page that reader checks. When a
 * reading test fails, Playwright skips the writing ones (they depend on the readers).
 */
// Every server on a port free when the run starts (e2e/api-server.ts), so two runs can share a machine;
// E2E_REUSE reuses running servers only with SITE_E2E_PORTS naming theirs.
const SITE_PORT = E2E_PORTS.site

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }
const WRITES = '**/*.writes.spec.ts'

// Every process sees the same fresh folder (e2e/api-server.ts reads it).
const stateDir = runStateDir('SITE_E2E_DIR', 'site-e2e-')

export default defineConfig({
  testDir: './e2e',
  workers: 2,
  ...e2eDefaults('site-e2e'),
  use: {
    baseURL: SITE_URL,
    trace,
    launchOptions: testLaunchOptions,
    // The visitor asks for reduced motion, except in the specs about motion (fixtures.ts, WITH_MOTION):
    // Chromium without a GPU repaints the home page's and the Projects page's endless decorative
    // animations 60 times a second in software, which made every test on those pages two to three
    // times slower (the axe check of the home page: 20 s, 7.7 s with reduced motion).
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'reads', use: DESKTOP, testIgnore: WRITES, fullyParallel: true },
    { name: 'writes', use: DESKTOP, testMatch: WRITES, workers: 1, dependencies: ['reads'] },
  ],
  globalSetup: './e2e/global-setup.ts',
  // No line the servers wrote during the run holds a password, a token, an enquiry's words or an address.
  globalTeardown: './e2e/global-teardown.ts',
  webServer: [
    {
      // A separate build folder, so the default build keeps pointing at the default API. Served by
      // `vite preview`: the built Worker in workerd behind Workers static assets, as deployed.
      // The preview's output (the Worker's log) goes to the run's server logs, checked after the run.
      command: `npx react-router build && npx vite preview >> '${serverLogFile(stateDir, 'site')}' 2>&1`,
      cwd: import.meta.dirname,
      // A static file: the site's pages are rendered from the API, which the global setup starts
      // only once the server is up.
      url: `${SITE_URL}/robots.txt`,
      reuseExistingServer: Boolean(process.env.E2E_REUSE),
      timeout: 300_000,
      env: {
        SITE_BUILD_DIR: E2E_BUILD_DIR,
        PORT: String(SITE_PORT),
        VITE_API_URL: API_URL,
        VITE_SITE_URL: SITE_URL,
      },
    },
    {
      // The admin panel, for the tests that edit the site's copy as the studio does.
      command: `npx vite build --outDir build/site-e2e --emptyOutDir && npx vite preview --outDir build/site-e2e --port ${ADMIN_PORT} --strictPort`,
      cwd: path.join(import.meta.dirname, '../admin'),
      url: `${ADMIN_URL}/admin/login`,
      reuseExistingServer: Boolean(process.env.E2E_REUSE),
      timeout: 300_000,
      env: { VITE_API_URL: API_URL, VITE_ADMIN_API_PREFIX: '/sb-admin' },
    },
  ],
})
