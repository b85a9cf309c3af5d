import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages } from '../../db/schema'
import {
  AUDIENCE_NOW,
  audienceOf,
  audienceTestApp,
  ENQUIRY,
  minutesAgo,
  PHONE_UA,
  postContactFrom,
  postViews,
  viewOf,
  visitor,
} from '../../test-support/audience-views'
import { send, signInFirstAdmin } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'

const ada = visitor('203.0.113.1')
const sara = visitor('2001:db8:77:1::5', PHONE_UA)

async function storedAttribution(t: TestApp) {
  return t.db
    .select({
      name: contactMessages.name,
      source: contactMessages.source,
      campaign: contactMessages.campaign,
      landingPath: contactMessages.landingPath,
    })
    .from(contactMessages)
    .orderBy(contactMessages.id)
}

/** Lands on `landing` from the newsletter's spring campaign, then reads a case study. */
async function visitFromNewsletter(t: TestApp, who = ada, landing = '/') {
  const work = landing === '/' ? '/work/atlas' : '/ar/work/atlas'
  const answer = await postViews(t, [
    viewOf(who, minutesAgo(20), landing, { utm_source: 'newsletter', utm_campaign: 'spring' }),
    viewOf(who, minutesAgo(18), work, { referrer: `https://${who.host}${landing}` }),
  ])
  expect(answer.status).toBe(200)
}

describe('an enquiry attributed to its visit', () => {
  it('gets the source, campaign and landing page of the visit it came from, in English and in Arabic', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await visitFromNewsletter(t, ada, '/')
    await visitFromNewsletter(t, sara, '/ar')
    expect((await postContactFrom(t, ada, ENQUIRY)).status).toBe(201)
    expect((await postContactFrom(t, sara, { ...ENQUIRY, name: 'سارة', language: 'ar' })).status).toBe(201)

    expect(await storedAttribution(t)).toEqual([
      { name: 'Ada Lovelace', source: 'newsletter', campaign: 'spring', landingPath: '/' },
      { name: 'سارة', source: 'newsletter', campaign: 'spring', landingPath: '/ar' },
    ])
    const token = await signInFirstAdmin(t)
    const list = await send(t, 'GET', '/sb-admin/contact-messages', { token })
    expect(
      ((await list.json()) as Record<string, unknown>[]).map((message) => [
        message.source,
        message.campaign,
        message.landing_path,
      ]),
    ).toEqual([
      ['newsletter', 'spring', '/ar'],
      ['newsletter', 'spring', '/'],
    ])

    const report = await audienceOf(t, token, '?from=2031-06-01&to=2031-06-01')
    expect(report.totals).toEqual({ visitors: 2, views: 4, enquiries: 2 })
    expect(report.sources).toEqual([{ source: 'newsletter', visitors: 2, enquiries: 2 }])
    expect(report.campaigns).toEqual([{ campaign: 'spring', visitors: 2, enquiries: 2 }])
    expect(report.days).toEqual([{ date: '2031-06-01', visitors: 2, views: 4, enquiries: 2 }])
    const arabic = await audienceOf(t, token, '?from=2031-06-01&to=2031-06-01&language=ar')
    expect(arabic.totals).toEqual({ visitors: 1, views: 2, enquiries: 1 })
    expect(arabic.sources).toEqual([{ source: 'newsletter', visitors: 1, enquiries: 1 }])
  })

  it("takes yesterday's visit across the studio's midnight, and counts the enquiry on its own day", async () => {
    // 23:50 in Cairo on 1 June, then the form at 00:10 on 2 June.
    const t = await audienceTestApp(new Date('2031-06-01T20:50:00.000Z'))
    await postViews(t, [
      viewOf(ada, new Date('2031-06-01T20:50:00.000Z'), '/work/atlas', { referrer: 'https://www.bing.com/' }),
    ])
    t.setNow(new Date('2031-06-01T21:10:00.000Z'))
    expect((await postContactFrom(t, ada, ENQUIRY)).status).toBe(201)
    expect(await storedAttribution(t)).toEqual([
      { name: 'Ada Lovelace', source: 'bing.com', campaign: null, landingPath: '/work/atlas' },
    ])
    const report = await audienceOf(t, await signInFirstAdmin(t), '?from=2031-06-01&to=2031-06-02')
    expect(report.days).toEqual([
      { date: '2031-06-01', visitors: 1, views: 1, enquiries: 0 },
      { date: '2031-06-02', visitors: 0, views: 0, enquiries: 1 },
    ])
    expect(report.sources).toEqual([{ source: 'bing.com', visitors: 1, enquiries: 1 }])
  })

  it("prefers today's visit to yesterday's", async () => {
    const t = await audienceTestApp(new Date('2031-06-01T20:50:00.000Z'))
    await postViews(t, [viewOf(ada, new Date('2031-06-01T20:50:00.000Z'), '/', { utm_source: 'newsletter' })])
    t.setNow(new Date('2031-06-02T08:00:00.000Z'))
    await postViews(t, [
      viewOf(ada, new Date('2031-06-02T07:55:00.000Z'), '/services', { referrer: 'https://duckduckgo.com/' }),
    ])
    await postContactFrom(t, ada, ENQUIRY)
    expect(await storedAttribution(t)).toEqual([
      { name: 'Ada Lovelace', source: 'duckduckgo.com', campaign: null, landingPath: '/services' },
    ])
  })

  it('is unknown, and counted in the totals alone, for a visitor with no visit', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await visitFromNewsletter(t, ada)
    expect((await postContactFrom(t, visitor('198.51.100.200'), ENQUIRY)).status).toBe(201)
    expect(await storedAttribution(t)).toEqual([
      { name: 'Ada Lovelace', source: null, campaign: null, landingPath: null },
    ])
    const report = await audienceOf(t, await signInFirstAdmin(t), '?from=2031-06-01&to=2031-06-01')
    expect(report.totals.enquiries).toBe(1)
    expect(report.sources).toEqual([{ source: 'newsletter', visitors: 1, enquiries: 0 }])
  })

  it("is never taken from a post without the site's key: the visitor it names is not believed", async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await visitFromNewsletter(t, ada)
    expect((await postContactFrom(t, ada, ENQUIRY, null)).status).toBe(201)
    expect((await postContactFrom(t, ada, { ...ENQUIRY, name: 'Guess' }, 'a-guess')).status).toBe(201)
    expect(await storedAttribution(t)).toEqual([
      { name: 'Ada Lovelace', source: null, campaign: null, landingPath: null },
      { name: 'Guess', source: null, campaign: null, landingPath: null },
    ])
  })

  it('stores the source, campaign and landing page only, never the visitor hash', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await visitFromNewsletter(t, ada)
    await postContactFrom(t, ada, ENQUIRY)
    const [hash] = await t.db.all<{ visitor: string }>(sql`SELECT visitor FROM audience_visitors LIMIT 1`)
    const [row] = await t.db.all<Record<string, unknown>>(sql`SELECT * FROM contact_messages`)
    expect(hash?.visitor).toMatch(/^[0-9a-f]{64}$/)
    expect(Object.values(row ?? {})).not.toContain(hash?.visitor)
    expect(JSON.stringify(row)).not.toContain(hash?.visitor)
  })

  it('records nothing while measurement is off: no attribution and no count', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await visitFromNewsletter(t, ada)
    await t.db.run(sql`INSERT INTO settings (key, value) VALUES ('audience', '{"enabled":false}')`)
    const dailyBefore = await t.db.all(sql`SELECT * FROM audience_daily ORDER BY scope, dimension, value`)
    expect((await postContactFrom(t, ada, ENQUIRY)).status).toBe(201)
    expect(await storedAttribution(t)).toEqual([
      { name: 'Ada Lovelace', source: null, campaign: null, landingPath: null },
    ])
    expect(await t.db.all(sql`SELECT * FROM audience_daily ORDER BY scope, dimension, value`)).toEqual(
      dailyBefore,
    )
  })

  it('does not count spam caught by the honeypot', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    await visitFromNewsletter(t, ada)
    expect((await postContactFrom(t, ada, { ...ENQUIRY, website: 'https://spam.example' })).status).toBe(201)
    const report = await audienceOf(t, await signInFirstAdmin(t), '?from=2031-06-01&to=2031-06-01')
    expect(report.totals.enquiries).toBe(0)
  })
})
