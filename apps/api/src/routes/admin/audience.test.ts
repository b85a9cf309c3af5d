import { AUDIENCE_LIMITS, AUDIENCE_MESSAGES, AudienceReportSchema } from '@studio/contracts/audience'
import { describe, expect, it } from 'vitest'
import { audienceOf, audienceTestApp, postViews, viewOf, visitor } from '../../test-support/audience-views'
import { send, signInFirstAdmin } from '../../test-support/requests'

/** 13:00 in Cairo on the studio's day 2031-06-01. */
const NOW = new Date('2031-06-01T10:00:00.000Z')

describe('GET {prefix}/audience', () => {
  it('needs a signed-in admin', async () => {
    const t = await audienceTestApp(NOW)
    expect((await send(t, 'GET', '/sb-admin/audience')).status).toBe(401)
  })

  it('covers the 30 studio days up to today when no period is given, every day listed', async () => {
    const t = await audienceTestApp(NOW)
    await postViews(t, [viewOf(visitor('203.0.113.1'), NOW, '/')])
    const report = await audienceOf(t, await signInFirstAdmin(t))
    expect(AudienceReportSchema.parse(report)).toEqual(report)
    expect(report.days).toHaveLength(30)
    expect(report.days[0]?.date).toBe('2031-05-03')
    expect(report.days.at(-1)).toEqual({ date: '2031-06-01', visitors: 1, views: 1, enquiries: 0 })
    expect(report.totals).toEqual({ visitors: 1, views: 1, enquiries: 0 })
  })

  it('counts the same person on two days as two visitors, and reads a period of several days', async () => {
    const t = await audienceTestApp(NOW)
    const ada = visitor('203.0.113.1')
    await postViews(t, [viewOf(ada, new Date('2031-05-31T10:00:00.000Z'), '/'), viewOf(ada, NOW, '/')])
    const report = await audienceOf(t, await signInFirstAdmin(t), '?from=2031-05-30&to=2031-06-01')
    expect(report.days).toEqual([
      { date: '2031-05-30', visitors: 0, views: 0, enquiries: 0 },
      { date: '2031-05-31', visitors: 1, views: 1, enquiries: 0 },
      { date: '2031-06-01', visitors: 1, views: 1, enquiries: 0 },
    ])
    expect(report.totals).toEqual({ visitors: 2, views: 2, enquiries: 0 })
    expect(report.pages).toEqual([{ path: '/', views: 2, visitors: 2 }])
  })

  it(`lists at most ${AUDIENCE_LIMITS.listMax} pages, the most read first`, async () => {
    const t = await audienceTestApp(NOW)
    const ada = visitor('203.0.113.1')
    const views = Array.from({ length: 120 }, (_, i) =>
      viewOf(ada, NOW, `/work/item-${String(i).padStart(3, '0')}`),
    )
    views.push(viewOf(ada, NOW, '/work/item-119'))
    await postViews(t, views)
    const { pages } = await audienceOf(t, await signInFirstAdmin(t), '?from=2031-06-01&to=2031-06-01')
    expect(pages).toHaveLength(AUDIENCE_LIMITS.listMax)
    expect(pages[0]).toEqual({ path: '/work/item-119', views: 2, visitors: 1 })
    expect(pages[1]).toEqual({ path: '/work/item-000', views: 1, visitors: 1 })
  })

  it.each([
    ['a date that is not in the calendar', '?from=2031-02-30&to=2031-03-01', AUDIENCE_MESSAGES.date],
    ['a date in another format', '?from=01/06/2031&to=2031-06-01', AUDIENCE_MESSAGES.date],
    ['a period that ends before it starts', '?from=2031-06-02&to=2031-06-01', AUDIENCE_MESSAGES.range],
    ['a period longer than a year', '?from=2030-01-01&to=2031-06-01', AUDIENCE_MESSAGES.range],
    ['an unknown language', '?language=fr', AUDIENCE_MESSAGES.reportLanguage],
  ])('refuses %s with a clear 400', async (_case, query, error) => {
    const t = await audienceTestApp(NOW)
    const response = await send(t, 'GET', `/sb-admin/audience${query}`, { token: await signInFirstAdmin(t) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })
})
