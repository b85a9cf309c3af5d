import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serverLogFile } from '@studio/api/server-logs'
import type { LogLine } from '@studio/contracts/log'
import { CONTACT_MESSAGES } from '@studio/contracts/messages'
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@studio/contracts/request-id'
import { apiLogFile, e2eDataDir, MAIN_DATABASE, startApi, stopApi } from './api-server'
import { cachedAnswer } from './edge-answers'
import { decodeHtml, expect, recordSecrets, test } from './fixtures'
import { RESTARTED_SITE_URL, startSite, stopSite } from './site-server'

/**
 * The API stops while the site serves: every failure the built Worker turns into a 503, a stale copy
 * or a fallback is one JSON line of its log naming the route and the cause, and each page words its
 * failure in its own language. A contact post with the API stopped gets the spec's error, its line
 * naming the id its answer carries; once the API is back, a post it refuses is one line in each
 * log (the site's and the API's) under one request id. The site runs as a second server of the e2e
 * build (wrangler's local runtime, a fresh edge cache), whose output the test reads, as it reads
 * the API's.
 */

// Made by the test's own process (a folder made at the module's top would be made again by every
// process that loads the file, the runner's listing among them, and left behind).
let stateDir: string
// Among the run's server logs, so the check after the run reads it too.
const logFile = () => serverLogFile(e2eDataDir(), 'site-failure-log')

/** Terminal colours wrangler puts around what the Worker writes. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/**
 * The Worker's structured lines in the site's output so far: wrangler shows each one on a line of its
 * own, marked (`✘ [ERROR] {"level":…}`) and coloured; the JSON is the Worker's whole line.
 */
function structuredLines(file: string): LogLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(COLOURS, ''))
    .filter((line) => line.includes('{"level":'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{"level":')).trim()) as LogLine)
}
const workerLines = () => structuredLines(logFile())

/** The events of each log (the site's Worker's, the API's) written for one request id. */
const eventsOf = (requestId: string) => ({
  site: workerLines()
    .filter((line) => line.request_id === requestId)
    .map((line) => `${line.event} ${line.status}`),
  api: structuredLines(apiLogFile())
    .filter((line) => line.request_id === requestId)
    .map((line) => `${line.event} ${line.status}`),
})

const ENQUIRY = {
  name: 'Vera Visitor',
  email: 'vera@example.com',
  message: 'A post that finds the studio closed: please call me back.',
}

/**
 * Each post on a connection of its own: wrangler's local server closes an idle kept-alive connection
 * (the API's restart leaves it idle for seconds), and a post sent on it as it closes is lost
 * (`socket hang up`) before it reaches the Worker.
 */
const FRESH_CONNECTION = { connection: 'close' }

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

  // A contact post with the API stopped: the spec's error for the visitor, the values kept, and
  // the site's line for it under the id its answer carries.
  recordSecrets(ENQUIRY.message)
  const unsent = await request.post(`${RESTARTED_SITE_URL}/contact`, {
    form: ENQUIRY,
    headers: FRESH_CONNECTION,
  })
  expect(unsent.status()).toBe(503)
  const page503 = decodeHtml(await unsent.text())
  expect(page503).toContain(CONTACT_MESSAGES.sendFailedRetry)
  expect(page503).toContain(ENQUIRY.message)
  const unsentId = unsent.headers()[REQUEST_ID_HEADER.toLowerCase()] ?? ''
  expect(unsentId).toMatch(REQUEST_ID_PATTERN)
  await expect.poll(() => eventsOf(unsentId).site).toContain('contact.send_failed 503')

  // The API is back (on a database of its own, whose per-address limit no other test has used):
  // the site's posts reach it, until its limit turns the visitor away. That refusal is one line in
  // the API's log and one in the site's, found by the one id the visitor's answer carries.
  await startApi({ file: path.join(stateDir, 'contact.db'), seed: false })
  let refused = ''
  for (let post = 0; post < 10 && !refused; post++) {
    const answer = await request.post(`${RESTARTED_SITE_URL}/contact`, {
      form: { ...ENQUIRY, message: `${ENQUIRY.message} (${post})` },
      headers: FRESH_CONNECTION,
    })
    if (answer.status() === 429) refused = answer.headers()[REQUEST_ID_HEADER.toLowerCase()] ?? ''
    else expect(answer.status()).toBe(200)
  }
  expect(refused).toMatch(REQUEST_ID_PATTERN)
  await expect
    .poll(() => eventsOf(refused))
    .toEqual({ site: ['contact.refused 429'], api: ['contact.rate_limited 429'] })
})
