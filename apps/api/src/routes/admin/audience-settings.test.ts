import { AUDIENCE_DEFAULTS, AUDIENCE_MESSAGES } from '@studio/contracts/audience'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { AUDIENCE_NOW, audienceTestApp, postViews, viewOf, visitor } from '../../test-support/audience-views'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'

const PATH = '/sb-admin/settings/audience'

async function signedIn() {
  const t = await audienceTestApp(AUDIENCE_NOW)
  return { t, token: await signInFirstAdmin(t) }
}

describe('{prefix}/settings/audience', () => {
  it('needs a signed-in admin', async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    expect((await send(t, 'GET', PATH)).status).toBe(401)
    expect((await sendJson(t, 'PUT', PATH, { enabled: false })).status).toBe(401)
  })

  it('answers the defaults until the studio saves its own: measuring, Cairo, 90 days', async () => {
    const { t, token } = await signedIn()
    const response = await send(t, 'GET', PATH, { token })
    expect(await response.json()).toEqual({ enabled: true, time_zone: 'Africa/Cairo', raw_view_days: 90 })
    expect(AUDIENCE_DEFAULTS).toEqual({ enabled: true, time_zone: 'Africa/Cairo', raw_view_days: 90 })
  })

  it('saves the whole group, the time zone in its canonical spelling, with an audit row of what changed', async () => {
    const { t, token } = await signedIn()
    const saved = await sendJson(
      t,
      'PUT',
      PATH,
      { enabled: false, time_zone: 'europe/london', raw_view_days: 30 },
      { token },
    )
    expect(saved.status).toBe(200)
    const expected = { enabled: false, time_zone: 'Europe/London', raw_view_days: 30 }
    expect(await saved.json()).toEqual(expected)
    expect(await (await send(t, 'GET', PATH, { token })).json()).toEqual(expected)
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'settings'))
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'update',
        targetId: 'audience',
        actorEmail: 'owner@studio.test',
        changes: {
          enabled: { old: true, new: false },
          time_zone: { old: 'Africa/Cairo', new: 'Europe/London' },
          raw_view_days: { old: 90, new: 30 },
        },
      }),
    ])
  })

  it.each([
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, AUDIENCE_MESSAGES.timeZone],
    ['a time zone that is not text', { time_zone: 3 }, AUDIENCE_MESSAGES.timeZone],
    ['no days', { raw_view_days: 0 }, AUDIENCE_MESSAGES.rawViewDays],
    ['a part of a day', { raw_view_days: 1.5 }, AUDIENCE_MESSAGES.rawViewDays],
    ['too many days', { raw_view_days: 3651 }, AUDIENCE_MESSAGES.rawViewDays],
    ['a switch that is not true or false', { enabled: 'yes' }, AUDIENCE_MESSAGES.enabled],
    ['a list', [], AUDIENCE_MESSAGES.settings],
  ])('refuses %s with a clear 400 and keeps what was saved', async (_case, body, error) => {
    const { t, token } = await signedIn()
    const response = await sendJson(t, 'PUT', PATH, body, { token })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(await t.db.all(sql`SELECT * FROM settings`)).toEqual([])
  })

  it('stops recording views once measurement is switched off, and starts again when it is on', async () => {
    const { t, token } = await signedIn()
    const view = viewOf(visitor('203.0.113.1'), AUDIENCE_NOW, '/')
    await sendJson(t, 'PUT', PATH, { enabled: false }, { token })
    expect(await (await postViews(t, [view])).json()).toEqual({ recorded: 0, skipped: 1 })
    await sendJson(t, 'PUT', PATH, { enabled: true }, { token })
    expect(await (await postViews(t, [view])).json()).toEqual({ recorded: 1, skipped: 0 })
  })
})
