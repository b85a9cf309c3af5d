import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { runScheduled } from '../jobs/run-scheduled'
import {
  audienceOf,
  audienceTestApp,
  ENQUIRY,
  PHONE_UA,
  postContactFrom,
  postViews,
  viewOf,
  visitor,
} from '../test-support/audience-views'
import { signInFirstAdmin } from '../test-support/requests'
import type { TestApp } from '../test-support/test-app'

/** 13:00 in Cairo on the studio's day 2031-06-01. */
const DAY_ONE = new Date('2031-06-01T10:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const ada = visitor('203.0.113.1')
const bilal = visitor('2001:db8:1:2::1', PHONE_UA)

/** Every text value in every table of the database. */
async function everyStoredText(t: TestApp): Promise<string[]> {
  const tables = await t.db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  )
  const texts: string[] = []
  for (const { name } of tables) {
    const rows = await t.db.all<Record<string, unknown>>(sql.raw(`SELECT * FROM "${name}"`))
    for (const row of rows)
      for (const value of Object.values(row)) if (typeof value === 'string') texts.push(value)
  }
  return texts
}

/** The salts and visitor hashes stored now (an address's own visitor too, as its allowance's scope). */
async function secrets(t: TestApp): Promise<string[]> {
  const salts = await t.db.all<{ value: string }>(sql`SELECT salt AS value FROM audience_salts`)
  const hashes = await t.db.all<{ value: string }>(sql`SELECT visitor AS value FROM audience_visitors
    UNION SELECT visitor FROM audience_visitor_pages
    UNION SELECT substr(scope, 2) FROM audience_visitors WHERE scope LIKE '@%'`)
  return [...salts, ...hashes].map((row) => row.value)
}

const job = (reports: Awaited<ReturnType<typeof runScheduled>>) =>
  reports.find((report) => report.name === 'audience retention')

describe('the audience purge (a scheduled job)', () => {
  it('leaves no salt or visitor hash of a day anywhere in the database once the day is two days old', async () => {
    const t = await audienceTestApp(DAY_ONE)
    await postViews(t, [
      viewOf(ada, DAY_ONE, '/', { utm_source: 'newsletter' }),
      viewOf(bilal, DAY_ONE, '/ar'),
    ])
    await postContactFrom(t, ada, ENQUIRY)
    const dayOne = await secrets(t)
    // One salt, two visitors and their two addresses' own visitors.
    expect(dayOne).toHaveLength(5)

    // The next day, yesterday's visit may still bring an enquiry: its salt and hashes stay.
    t.setNow(new Date(DAY_ONE.getTime() + DAY))
    await postViews(t, [viewOf(ada, t.config.now(), '/services')])
    expect(job(await runScheduled(t.deps))).toEqual({ name: 'audience retention', ok: true, result: 0 })
    expect(await secrets(t)).toEqual(expect.arrayContaining(dayOne))

    // A minute after midnight on the third day (Cairo), none of the first day's is left anywhere: its
    // salt, its six visitor rows (each visitor overall, in a language and in their address's
    // allowance) and two page rows go.
    t.setNow(new Date('2031-06-02T21:01:00.000Z'))
    expect(job(await runScheduled(t.deps))).toEqual({ name: 'audience retention', ok: true, result: 9 })
    const stored = (await everyStoredText(t)).join('\n')
    for (const secret of dayOne) expect(stored).not.toContain(secret)
    const days = await t.db.all<{ day: string }>(sql`SELECT DISTINCT day FROM audience_salts
      UNION SELECT day FROM audience_visitors UNION SELECT day FROM audience_visitor_pages ORDER BY day`)
    expect(days.map((row) => row.day)).toEqual(['2031-06-02'])
  })

  it('deletes raw views older than the setting says and keeps the daily totals for good', async () => {
    const t = await audienceTestApp(DAY_ONE, { config: { sessionTtlMs: 365 * DAY } })
    await t.db.run(sql`INSERT INTO settings (key, value) VALUES ('audience', '{"raw_view_days":3}')`)
    await postViews(t, [viewOf(ada, DAY_ONE, '/'), viewOf(bilal, DAY_ONE, '/ar')])
    t.setNow(new Date(DAY_ONE.getTime() + DAY))
    await postViews(t, [viewOf(ada, t.config.now(), '/services')])
    const token = await signInFirstAdmin(t)
    const before = await audienceOf(t, token, '?from=2031-06-01&to=2031-06-02')

    const viewDays = async () =>
      (await t.db.all<{ day: string }>(sql`SELECT day FROM audience_views ORDER BY id`)).map((row) => row.day)
    // On 3 June the last three days are 1 to 3 June: both days' views stay.
    t.setNow(new Date('2031-06-03T10:00:00.000Z'))
    await runScheduled(t.deps)
    expect(await viewDays()).toEqual(['2031-06-01', '2031-06-01', '2031-06-02'])
    t.setNow(new Date('2031-06-04T10:00:00.000Z'))
    await runScheduled(t.deps)
    expect(await viewDays()).toEqual(['2031-06-02'])
    t.setNow(new Date('2031-06-05T10:00:00.000Z'))
    await runScheduled(t.deps)
    expect(await viewDays()).toEqual([])

    expect(await audienceOf(t, token, '?from=2031-06-01&to=2031-06-02')).toEqual(before)
    expect(before.totals).toEqual({ visitors: 3, views: 3, enquiries: 0 })
  })

  it('drains a long backlog of raw views over several runs', async () => {
    const t = await audienceTestApp(DAY_ONE)
    await t.client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60000)
      INSERT INTO audience_views (day, minute, path, language, source, country, device)
      SELECT '2030-01-01', '2030-01-01T00:00:00.000Z', '/', 'en', 'direct', 'XX', 'desktop' FROM n`)
    expect(job(await runScheduled(t.deps))).toEqual({ name: 'audience retention', ok: true, result: 50_000 })
    expect(job(await runScheduled(t.deps))).toEqual({ name: 'audience retention', ok: true, result: 10_000 })
    const [left] = await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM audience_views`)
    expect(left?.n).toBe(0)
  })
})
