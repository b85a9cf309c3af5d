import { AUDIENCE_LIMITS, AUDIENCE_MESSAGES } from '@studio/contracts/audience'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  AUDIENCE_NOW,
  audienceOf,
  audienceTestApp,
  DESKTOP_UA,
  minutesAgo,
  PHONE_UA,
  postViews,
  TABLET_UA,
  TEST_AUDIENCE_SECRET,
  viewOf,
  visitor,
} from '../../test-support/audience-views'
import { sendJson, signInFirstAdmin } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'

const TODAY = '?from=2031-06-01&to=2031-06-01'

const AUDIENCE_TABLES = [
  'audience_views',
  'audience_daily',
  'audience_salts',
  'audience_visitors',
  'audience_visitor_pages',
]

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of AUDIENCE_TABLES) {
    const [row] = await t.db.all<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM ${table}`))
    counts[table] = Number(row?.n)
  }
  return counts
}

const NOTHING = Object.fromEntries(AUDIENCE_TABLES.map((table) => [table, 0]))

const ada = visitor('203.0.113.1')
const bilal = visitor('2001:db8:1:2::1', PHONE_UA)
const chen = visitor('198.51.100.9', TABLET_UA)
const scanner = visitor('192.0.2.66')

/**
 * A morning on the site: Ada lands on the home page from the newsletter and reads a case study;
 * Bilal lands on the Arabic home page from Google, reads the Arabic services page, then the English
 * one; Chen comes straight to the services page, then follows a broken link; a scanner asks for a
 * page that never existed.
 */
const MORNING = [
  viewOf(ada, minutesAgo(50), '/', {
    utm_source: ' NewsLetter ',
    utm_medium: 'Email',
    utm_campaign: 'Spring',
    referrer: 'https://mail.example/inbox',
    country: 'eg',
  }),
  viewOf(ada, minutesAgo(49), '/work/atlas', { referrer: 'https://studio.test/', country: 'EG' }),
  viewOf(ada, minutesAgo(40), '/', { referrer: 'https://studio.test/work/atlas', country: 'EG' }),
  viewOf(bilal, minutesAgo(30), '/ar', { referrer: 'https://www.google.com/', country: 'SA' }),
  viewOf(bilal, minutesAgo(29), '/ar/services', { referrer: 'https://studio.test/ar', country: 'SA' }),
  viewOf(bilal, minutesAgo(28), '/services', { referrer: 'https://studio.test/ar/services', country: 'SA' }),
  viewOf(chen, minutesAgo(20), '/services'),
  viewOf(chen, minutesAgo(19), '/old-page', { not_found: true, referrer: 'https://studio.test/services' }),
  viewOf(scanner, minutesAgo(10), '/wp-login.php', { not_found: true }),
]

describe('POST /public/views', () => {
  it('records nothing without the audience key, with a wrong one, or when the API has none', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    for (const key of [null, 'a-guess', `${TEST_AUDIENCE_SECRET}x`, '']) {
      const response = await postViews(t, MORNING, key)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: AUDIENCE_MESSAGES.keyRefused })
    }
    expect(await rowCounts(t)).toEqual(NOTHING)

    const keyless = await audienceTestApp(AUDIENCE_NOW, { config: { audienceSecret: null } })
    expect((await postViews(keyless, MORNING)).status).toBe(401)
    expect(await rowCounts(keyless)).toEqual(NOTHING)
  })

  it('records a batch and the report of the day matches the views exactly', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    const response = await postViews(t, MORNING)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ recorded: 9, skipped: 0 })

    const report = await audienceOf(t, await signInFirstAdmin(t), TODAY)
    expect(report).toEqual({
      totals: { visitors: 3, views: 7, enquiries: 0 },
      days: [{ date: '2031-06-01', visitors: 3, views: 7, enquiries: 0 }],
      pages: [
        { path: '/services', views: 2, visitors: 2 },
        { path: '/', views: 2, visitors: 1 },
        { path: '/ar', views: 1, visitors: 1 },
        { path: '/ar/services', views: 1, visitors: 1 },
        { path: '/work/atlas', views: 1, visitors: 1 },
      ],
      // Each visitor's source is their first page's: the site's own links are never a source.
      sources: [
        { source: 'direct', visitors: 1, enquiries: 0 },
        { source: 'google.com', visitors: 1, enquiries: 0 },
        { source: 'newsletter', visitors: 1, enquiries: 0 },
      ],
      campaigns: [{ campaign: 'spring', visitors: 1, enquiries: 0 }],
      countries: [
        { country: 'EG', visitors: 1, views: 3 },
        { country: 'SA', visitors: 1, views: 3 },
        { country: 'XX', visitors: 1, views: 1 },
      ],
      devices: [
        { device: 'desktop', visitors: 1, views: 3 },
        { device: 'mobile', visitors: 1, views: 3 },
        { device: 'tablet', visitors: 1, views: 1 },
      ],
      languages: [
        { language: 'en', visitors: 3, views: 5 },
        { language: 'ar', visitors: 1, views: 2 },
      ],
      not_found: [
        { path: '/old-page', views: 1 },
        { path: '/wp-login.php', views: 1 },
      ],
    })
  })

  it("counts a language's visitors and pages apart, each visitor by the source of their visit", async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await postViews(t, MORNING)
    const token = await signInFirstAdmin(t)

    const arabic = await audienceOf(t, token, `${TODAY}&language=ar`)
    expect(arabic.totals).toEqual({ visitors: 1, views: 2, enquiries: 0 })
    expect(arabic.pages.map((page) => page.path)).toEqual(['/ar', '/ar/services'])
    expect(arabic.languages).toEqual([{ language: 'ar', visitors: 1, views: 2 }])

    // Bilal's first English page came through the site's own link: his visit is still from Google.
    const english = await audienceOf(t, token, `${TODAY}&language=en`)
    expect(english.totals).toEqual({ visitors: 3, views: 5, enquiries: 0 })
    expect(english.sources).toEqual([
      { source: 'direct', visitors: 1, enquiries: 0 },
      { source: 'google.com', visitors: 1, enquiries: 0 },
      { source: 'newsletter', visitors: 1, enquiries: 0 },
    ])
    expect(english.not_found).toEqual([
      { path: '/old-page', views: 1 },
      { path: '/wp-login.php', views: 1 },
    ])
  })

  it('gives the same figures whether the views come in one batch, one by one, or in concurrent batches', async () => {
    const whole = await audienceTestApp(AUDIENCE_NOW)
    await postViews(whole, MORNING)
    const expected = await audienceOf(whole, await signInFirstAdmin(whole), TODAY)

    const oneByOne = await audienceTestApp(AUDIENCE_NOW)
    for (const view of MORNING) expect((await postViews(oneByOne, [view])).status).toBe(200)
    expect(await audienceOf(oneByOne, await signInFirstAdmin(oneByOne), TODAY)).toEqual(expected)

    const concurrent = await audienceTestApp(AUDIENCE_NOW)
    const answers = await Promise.all(MORNING.map((view) => postViews(concurrent, [view])))
    expect(answers.map((answer) => answer.status)).toEqual(MORNING.map(() => 200))
    const report = await audienceOf(concurrent, await signInFirstAdmin(concurrent), TODAY)
    // Arriving in any order, a visitor and a page's visitor still count once.
    expect(report.totals).toEqual(expected.totals)
    expect(report.pages).toEqual(expected.pages)
    expect(report.languages).toEqual(expected.languages)
    expect(report.not_found).toEqual(expected.not_found)
  })

  it('counts a visitor once however many concurrent batches carry their views', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    const batches = Array.from({ length: 20 }, (_, i) => [
      viewOf(ada, minutesAgo(30 - i), '/services'),
      viewOf(visitor(`10.0.0.${i}`), minutesAgo(30 - i), '/services'),
    ])
    const answers = await Promise.all(batches.map((views) => postViews(t, views)))
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
    const report = await audienceOf(t, await signInFirstAdmin(t), TODAY)
    expect(report.totals).toEqual({ visitors: 21, views: 40, enquiries: 0 })
    expect(report.pages).toEqual([{ path: '/services', views: 40, visitors: 21 }])
  })

  it('counts at most five visitors a day from one address, however many user agents it sends, and all their views', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    // One machine posing as 30 browsers, from one IPv4 address and then from one IPv6 /64.
    const spoofed = (address: (n: number) => string) =>
      Array.from({ length: 30 }, (_, n) =>
        viewOf(visitor(address(n), DESKTOP_UA.replace('131.0.0.0', `131.0.0.${n}`)), minutesAgo(40 - n), '/'),
      )
    await postViews(t, [...spoofed(() => '203.0.113.50'), viewOf(ada, minutesAgo(5), '/services')])
    await postViews(
      t,
      spoofed((n) => `2001:db8:7:7::${n + 1}`),
    )
    // The first four user agents of the address again: still the visitors they were.
    await postViews(t, spoofed(() => '203.0.113.50').slice(0, 4))

    const report = await audienceOf(t, await signInFirstAdmin(t), TODAY)
    expect(report.totals).toEqual({ visitors: 5 + 5 + 1, views: 30 + 30 + 1 + 4, enquiries: 0 })
    expect(report.pages).toEqual([
      { path: '/', views: 64, visitors: 10 },
      { path: '/services', views: 1, visitors: 1 },
    ])
  })

  it('holds an address to its five visitors when its views come in concurrent batches', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    const views = Array.from({ length: 20 }, (_, n) =>
      viewOf(visitor('198.51.100.77', `${PHONE_UA} n/${n}`), minutesAgo(30 - n), '/'),
    )
    const answers = await Promise.all(views.map((view) => postViews(t, [view])))
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
    const report = await audienceOf(t, await signInFirstAdmin(t), TODAY)
    expect(report.totals).toEqual({ visitors: 5, views: 20, enquiries: 0 })
  })

  it("does not spend an address's visitors on not-found answers", async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    const scan = Array.from({ length: 10 }, (_, n) =>
      viewOf(visitor('192.0.2.99', `scanner/${n}`), minutesAgo(40 - n), `/wp-${n}.php`, { not_found: true }),
    )
    const readers = Array.from({ length: 4 }, (_, n) =>
      viewOf(visitor('192.0.2.99', `${TABLET_UA} r/${n}`), minutesAgo(20 - n), '/services'),
    )
    await postViews(t, [...scan, ...readers])
    const report = await audienceOf(t, await signInFirstAdmin(t), TODAY)
    expect(report.totals).toEqual({ visitors: 4, views: 4, enquiries: 0 })
  })

  it('keeps only what a view needs: no address, user agent or hash, the minute, the cleaned utm values', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await postViews(t, [
      viewOf(ada, new Date('2031-06-01T09:58:42.123Z'), '/', {
        utm_source: 'News\u0000Letter',
        utm_campaign: `  ${'Q'.repeat(100)} `,
        referrer: 'https://www.Example.org/a?b=c',
      }),
    ])
    const rows = await t.db.all(sql`SELECT * FROM audience_views`)
    expect(rows).toEqual([
      {
        id: 1,
        day: '2031-06-01',
        minute: '2031-06-01T09:58:00.000Z',
        path: '/',
        language: 'en',
        referrer_host: 'example.org',
        utm_source: null,
        utm_medium: null,
        utm_campaign: 'q'.repeat(AUDIENCE_LIMITS.utmKept),
        source: 'example.org',
        campaign: 'q'.repeat(AUDIENCE_LIMITS.utmKept),
        country: 'XX',
        device: 'desktop',
        not_found: 0,
        entry: 1,
        language_entry: 1,
        page_entry: 1,
      },
    ])
  })

  it('records nothing while measurement is off', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await t.db.run(sql`INSERT INTO settings (key, value) VALUES ('audience', '{"enabled":false}')`)
    const response = await postViews(t, MORNING)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ recorded: 0, skipped: MORNING.length })
    expect(await rowCounts(t)).toEqual(NOTHING)
  })

  it("skips a view older than yesterday (its salt may be gone) or from the future, and records yesterday's", async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    const response = await postViews(t, [
      viewOf(ada, new Date('2031-05-30T20:59:00.000Z'), '/'),
      viewOf(ada, new Date('2031-05-30T21:00:00.000Z'), '/'),
      viewOf(ada, new Date(AUDIENCE_NOW.getTime() + 10 * 60_000), '/'),
      viewOf(ada, AUDIENCE_NOW, '/'),
    ])
    expect(await response.json()).toEqual({ recorded: 2, skipped: 2 })
    const days = await t.db.all<{ day: string }>(sql`SELECT day FROM audience_views ORDER BY id`)
    expect(days.map((row) => row.day)).toEqual(['2031-05-31', '2031-06-01'])
    const salts = await t.db.all<{ day: string }>(sql`SELECT day FROM audience_salts ORDER BY day`)
    expect(salts.map((row) => row.day)).toEqual(['2031-05-31', '2031-06-01'])
  })

  it("makes one salt per studio day, rotating at the studio's midnight", async () => {
    const t = await audienceTestApp(new Date('2031-06-01T21:30:00.000Z'))
    // 23:59 and 00:01 in Cairo: two studio days, so Ada is a new visitor after midnight.
    await postViews(t, [
      viewOf(ada, new Date('2031-06-01T20:59:00.000Z'), '/'),
      viewOf(ada, new Date('2031-06-01T21:01:00.000Z'), '/'),
    ])
    const salts = await t.db.all<{ day: string; salt: string }>(
      sql`SELECT day, salt FROM audience_salts ORDER BY day`,
    )
    expect(salts.map((row) => row.day)).toEqual(['2031-06-01', '2031-06-02'])
    expect(salts[0]?.salt).toMatch(/^[0-9a-f]{64}$/)
    expect(salts[0]?.salt).not.toBe(salts[1]?.salt)
    const visitors = await t.db.all<{ visitor: string }>(
      sql`SELECT DISTINCT visitor FROM audience_visitors WHERE scope = 'all'`,
    )
    expect(visitors).toHaveLength(2)
    const entries = await t.db.all<{ entry: number }>(sql`SELECT entry FROM audience_views ORDER BY id`)
    expect(entries.map((row) => row.entry)).toEqual([1, 1])
  })

  const good = viewOf(chen, AUDIENCE_NOW, '/services')
  it.each([
    ['an empty batch', []],
    ['a view without an address', [good, { ...viewOf(ada, AUDIENCE_NOW, '/'), address: '' }]],
    ['a path with a query', [good, viewOf(ada, AUDIENCE_NOW, '/work?utm_source=x')]],
    ['a relative path', [good, viewOf(ada, AUDIENCE_NOW, 'work')]],
    ['an unknown language', [good, { ...viewOf(ada, AUDIENCE_NOW, '/'), language: 'fr' }]],
    ['a time without a zone', [good, { ...viewOf(ada, AUDIENCE_NOW, '/'), at: '2031-06-01T10:00:00' }]],
    ['a country that is not a code', [good, viewOf(ada, AUDIENCE_NOW, '/', { country: 'Egypt' })]],
    ['too many views', Array.from({ length: AUDIENCE_LIMITS.batchMax + 1 }, () => good)],
  ])('refuses %s with 400, recording nothing of the batch', async (_case, views) => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    const response = await postViews(t, views)
    expect(response.status).toBe(400)
    expect(Object.keys(await response.json())).toEqual(['error'])
    expect(await rowCounts(t)).toEqual(NOTHING)
  })
})

describe('GET /public/audience-policy', () => {
  it('says whether the site measures and how long raw views are kept, and a change moves the content version', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    const token = await signInFirstAdmin(t)
    const before = await t.app.request('/public/audience-policy')
    expect(await before.json()).toEqual({ measuring: true, raw_view_days: 90 })
    const version = before.headers.get('x-content-version')

    const saved = await sendJson(
      t,
      'PUT',
      '/sb-admin/settings/audience',
      { enabled: false, raw_view_days: 30 },
      { token },
    )
    expect(saved.status).toBe(200)
    const after = await t.app.request('/public/audience-policy')
    expect(await after.json()).toEqual({ measuring: false, raw_view_days: 30 })
    expect(after.headers.get('x-content-version')).not.toBe(version)
    // The copy's own answer moves with it: the privacy page is not served from an older cache entry.
    const copy = await t.app.request('/public/content-version')
    expect(copy.headers.get('x-content-version')).toBe(after.headers.get('x-content-version'))
  })
})
