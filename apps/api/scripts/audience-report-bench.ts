/**
 * How fast GET {prefix}/audience answers over a million stored page views: fills a real libSQL file
 * with 90 days of views (about 11,000 a day from about 3,000 visitors, 60 pages in two languages,
 * 30 sources, 3% not-found answers on scanner-like addresses) through the API's own recording path
 * (recordViews, in batches of 500, with the daily purge, so the tables hold what production would), then times
 * the report for 7, 30, 90 and 366 days, both languages and one. Prints the figures; asserts nothing.
 *   npx tsx scripts/audience-report-bench.ts [views, default 1000000] [runs per period, default 30]
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { type PageView, ViewBatchSchema } from '@studio/contracts/audience'
import { sql } from 'drizzle-orm'
import { purgeAudience } from '../src/audience/purge'
import { recordViews } from '../src/audience/record-views'
import { addDays } from '../src/audience/studio-time'
import { signInFirstAdmin } from '../src/test-support/requests'
import { createTestApp } from '../src/test-support/test-app'

const TOTAL = Number(process.argv[2] ?? 1_000_000)
const RUNS = Number(process.argv[3] ?? 30)
const DAYS = 90
const BATCH = 500
const PER_DAY = Math.ceil(TOTAL / DAYS)
const LAST_DAY = '2031-06-30'

/** A small deterministic generator, so two runs fill the same database. */
let seed = 42
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

const PAGES = [
  '/',
  '/services',
  '/contact',
  '/projects',
  '/all-work',
  '/privacy',
  '/terms',
  ...Array.from({ length: 23 }, (_, i) => `/work/case-study-${i + 1}`),
].flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`])
const SOURCES = Array.from({ length: 30 }, (_, i) => `https://www.referrer-${i}.example/`)
const UTM = ['newsletter', 'linkedin', 'twitter', 'partner', null, null, null, null]
const COUNTRIES = Array.from({ length: 60 }, (_, i) =>
  String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26)),
)
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
]

function viewsOfDay(day: string): PageView[] {
  const views: PageView[] = []
  // 01:00 to 12:00 at UTC+3: within the studio's day in Cairo, summer (UTC+3) or winter (UTC+2).
  const start = Date.parse(`${day}T01:00:00+03:00`)
  for (let i = 0; i < PER_DAY; i++) {
    const who = Math.floor(random() * 3000)
    const path = pick(PAGES)
    const notFound = random() < 0.03
    const utm = pick(UTM)
    views.push({
      at: new Date(start + Math.floor((i / PER_DAY) * 11 * 3600_000)).toISOString(),
      host: 'studio.example',
      path: notFound ? `/scan-${Math.floor(random() * 100_000)}.php` : path,
      language: path.startsWith('/ar') ? 'ar' : 'en',
      not_found: notFound,
      referrer: random() < 0.5 ? pick(SOURCES) : null,
      utm_source: utm,
      utm_campaign: utm ? `campaign-${Math.floor(random() * 10)}` : null,
      country: pick(COUNTRIES),
      address: `10.${(who >> 16) & 255}.${(who >> 8) & 255}.${who & 255}`,
      user_agent: AGENTS[who % AGENTS.length] as string,
    })
  }
  return views
}

const t = await createTestApp({ config: { sessionTtlMs: 365 * 24 * 3600_000 } })
const filling = performance.now()
let recorded = 0
for (let d = DAYS - 1; d >= 0; d--) {
  const day = addDays(LAST_DAY, -d)
  t.setNow(new Date(`${day}T12:00:00+03:00`))
  const views = viewsOfDay(day)
  for (let i = 0; i < views.length; i += BATCH) {
    // Read as the route reads a batch, so the views are what the API would record.
    const batch = ViewBatchSchema.parse({ views: views.slice(i, i + BATCH) }).views
    recorded += (await recordViews(t.deps, batch)).recorded
  }
  // As the scheduled purge would: the day before yesterday's visitor rows go.
  await purgeAudience(t.deps)
  if (d % 10 === 0) process.stdout.write(`${day}: ${recorded} views so far\n`)
}
const fillSeconds = (performance.now() - filling) / 1000
const [{ views = 0, daily = 0 } = {}] = await t.db.all<{ views: number; daily: number }>(
  sql`SELECT (SELECT count(*) FROM audience_views) AS views, (SELECT count(*) FROM audience_daily) AS daily`,
)
await t.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
const size = statSync(join(t.dir, 'test.db')).size
console.log(
  `filled ${views} raw views (${daily} daily-total rows, database ${(size / 1024 / 1024).toFixed(0)} MB) ` +
    `in ${fillSeconds.toFixed(0)} s: ${(recorded / fillSeconds).toFixed(0)} views/s through recordViews`,
)

const token = await signInFirstAdmin(t)
const periods = [
  ['7 days', `?from=${addDays(LAST_DAY, -6)}&to=${LAST_DAY}`],
  ['30 days', `?from=${addDays(LAST_DAY, -29)}&to=${LAST_DAY}`],
  ['90 days', `?from=${addDays(LAST_DAY, -89)}&to=${LAST_DAY}`],
  ['90 days, Arabic', `?from=${addDays(LAST_DAY, -89)}&to=${LAST_DAY}&language=ar`],
  ['366 days', `?from=${addDays(LAST_DAY, -365)}&to=${LAST_DAY}`],
] as const
for (const [label, query] of periods) {
  const times: number[] = []
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now()
    const response = await t.app.request(`/sb-admin/audience${query}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await response.json()) as { totals: { views: number } }
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`)
    // The first run warms the caches (statements, pages); it is not counted.
    if (run > 0) times.push(performance.now() - started)
    if (run === RUNS) console.log(`${label}: ${body.totals.views} views in the report`)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(1)
  console.log(
    `GET /sb-admin/audience, ${label}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms`,
  )
}
t.client.close()
