import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LogLine } from '@studio/contracts/log'
import { MAIN_DATABASE, startApi, stopApi } from './api-server'
import { cachedAnswer } from './edge-answers'
import { expect, test } from './fixtures'
import { RESTARTED_SITE_URL, startSite, stopSite } from './site-server'

/**
 * The API stops while the site serves: every failure the built Worker turns into a 503, a stale copy
 * or a fallback is one JSON line of its log naming the route and the cause, and each page words its
 * failure in its own language. The site runs as a second server of the e2e build (wrangler's local
 * runtime, a fresh edge cache), whose output the test reads.
 */

// Made by the test's own process (a folder made at the module's top would be made again by every
// process that loads the file, the runner's listing among them, and left behind).
let stateDir: string
const logFile = () => path.join(stateDir, 'site.log')

/** Terminal colours wrangler puts around what the Worker writes. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/**
 * The Worker's structured lines in the site's output so far: wrangler shows each one on a line of its
 * own, marked (`✘ [ERROR] {"level":…}`) and coloured; the JSON is the Worker's whole line.
 */
function workerLines(): LogLine[] {
  return readFileSync(logFile(), 'utf8')
    .split('\n')
    .map((line) => line.replace(COLOURS, ''))
    .filter((line) => line.includes('{"level":'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{"level":')).trim()) as LogLine)
}

test.beforeAll(() => {
  stateDir = mkdtempSync(path.join(tmpdir(), 'site-failure-log-'))
})

test.afterAll(async () => {
  await stopSite()
  rmSync(stateDir, { recursive: true, force: true })
  // Stopped by the test, unless it failed first.
  await stopApi()
  await startApi(MAIN_DATABASE())
})

test('each failure is one log line naming the route and the cause, and /ar/all-work says so in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await startSite(stateDir, { logFile: logFile() })
  // A page the edge keeps while the API answers.
  const kept = await request.get(`${RESTARTED_SITE_URL}/all-work`)
  expect(kept.status()).toBe(200)
  await cachedAnswer(request, `${RESTARTED_SITE_URL}/all-work`)
  expect(workerLines()).toEqual([])

  await stopApi()
  // The content version is asked at most once a second: the cached page is a HIT until the Worker
  // asks again, finds the API gone, and serves the last good copy.
  const stale = await cachedAnswer(request, `${RESTARTED_SITE_URL}/all-work`, 'STALE')
  expect(stale.status()).toBe(200)

  const failed = await page.goto(`${RESTARTED_SITE_URL}/ar/all-work?utm_source=x`)
  expect(failed?.status()).toBe(503)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  // The root's copy failed too: the page is the layout's error page, in Arabic.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حدث خطأ ما')
  expect(await page.locator('main').textContent()).not.toMatch(/[A-Za-z]{3}/)

  await expect.poll(() => workerLines().length).toBeGreaterThanOrEqual(4)
  const lines = workerLines()
  for (const line of lines) {
    expect(line.level, JSON.stringify(line)).toBe('error')
    expect(line.route, JSON.stringify(line)).toMatch(/^GET \/(ar\/)?all-work$/)
    expect(line.cause, JSON.stringify(line)).toBeTruthy()
    expect(line.time, JSON.stringify(line)).toMatch(/^\d{4}-\d\d-\d\dT/)
    // Never the visitor's address: its tracking parameter stays out.
    expect(JSON.stringify(line)).not.toContain('utm_source')
  }
  const events = lines.map(({ event, route }) => `${event} ${route}`)
  expect(events).toEqual(
    expect.arrayContaining([
      'edge_cache.version_failed GET /all-work',
      'edge_cache.stale_served GET /all-work',
      'site_copy.load_failed GET /ar/all-work',
      'list.load_failed GET /ar/all-work',
    ]),
  )
  expect(lines.find((line) => line.event === 'list.load_failed')).toMatchObject({ failure: 'unavailable' })
})
