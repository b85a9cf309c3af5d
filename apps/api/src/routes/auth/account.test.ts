import { AccountSessionSchema, API_MESSAGES } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { browserLabel } from '../../auth/browser-label'
import { admins } from '../../db/schema'
import { expectRefused } from '../../test-support/answers'
import { logIn, STRONG_PASSWORD, send, sendJson, signInFirstAdmin, signUp } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

const NEW_PASSWORD = 'amber walrus gondola thimble'
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function login(t: TestApp, userAgent?: string, password = STRONG_PASSWORD) {
  const response = await sendJson(
    t,
    'POST',
    '/auth/login',
    { email: 'owner@studio.test', password },
    { headers: userAgent ? { 'user-agent': userAgent } : {} },
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

function changePassword(t: TestApp, token: string, currentPassword: string, newPassword: string) {
  return sendJson(
    t,
    'POST',
    '/auth/password',
    { current_password: currentPassword, new_password: newPassword },
    { token },
  )
}

async function mySessions(t: TestApp, token: string) {
  const response = await send(t, 'GET', '/auth/sessions', { token })
  expect(response.status).toBe(200)
  return ((await response.json()) as unknown[]).map((item) => AccountSessionSchema.parse(item))
}

describe('your sessions', () => {
  it('lists your live sessions with when they began, were last used, the browser and which is this one', async () => {
    const t = await createTestApp()
    const first = await signInFirstAdmin(t)
    const phone = await login(t, SAFARI_IPHONE)
    const desktop = await login(t, FIREFOX)
    const listed = await mySessions(t, desktop)
    expect(listed).toHaveLength(4)
    expect(listed.filter((session) => session.current).map((session) => session.browser)).toEqual([
      'Firefox on Windows',
    ])
    expect(listed.map((session) => session.browser)).toContain('Safari on iOS')
    // The logins' sessions were used when made; the signup's, never used by a browser here, says so.
    expect(listed.map((session) => session.last_used_at === null)).toEqual([false, false, false, true])
    expect((await mySessions(t, phone)).find((session) => session.current)?.browser).toBe('Safari on iOS')
    expect((await mySessions(t, first)).filter((session) => session.current)).toHaveLength(1)
  })

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    const t = await createTestApp()
    const other = await signInFirstAdmin(t)
    const current = await login(t, FIREFOX)
    const ended = await send(t, 'DELETE', '/auth/sessions', { token: current })
    expect(await ended.json()).toEqual({ count: 2 })
    expect((await send(t, 'GET', '/auth/me', { token: other })).status).toBe(401)
    expect((await send(t, 'GET', '/auth/me', { token: current })).status).toBe(200)
    expect(await mySessions(t, current)).toHaveLength(1)
  })

  it("ends one of your sessions by id, never another admin's", async () => {
    const t = await createTestApp({ config: { signupAllowlist: ['owner@studio.test', 'ana@studio.test'] } })
    const other = await signInFirstAdmin(t)
    const current = await login(t)
    const ana = await signUp(t, 'ana@studio.test', NEW_PASSWORD)
    const anaToken = ((await ana.json()) as { access_token: string }).access_token
    const ownerSessionId = (await mySessions(t, other)).find((session) => session.current)?.id ?? 0
    expect((await send(t, 'DELETE', `/auth/sessions/${ownerSessionId}`, { token: anaToken })).status).toBe(
      404,
    )
    expect((await send(t, 'GET', '/auth/me', { token: other })).status).toBe(200)
    expect((await send(t, 'DELETE', '/auth/sessions/999', { token: current })).status).toBe(404)
    expect((await send(t, 'DELETE', '/auth/sessions/x', { token: current })).status).toBe(400)
    const otherId = (await mySessions(t, other)).find((session) => session.current)?.id ?? 0
    expect((await send(t, 'DELETE', `/auth/sessions/${otherId}`, { token: current })).status).toBe(200)
    expect((await send(t, 'GET', '/auth/me', { token: other })).status).toBe(401)
  })

  it('moves last_used_at at most once a minute, and records last_login_at on login', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2030-01-01T00:00:00.000Z'))
    const token = await signInFirstAdmin(t)
    const [owner] = await t.db.select().from(admins)
    expect(owner?.lastLoginAt).toBe('2030-01-01T00:00:00.000Z')
    const lastUsed = async () => (await mySessions(t, token)).find((session) => session.current)?.last_used_at
    t.setNow(new Date('2030-01-01T00:00:30.000Z'))
    expect(await lastUsed()).toBe('2030-01-01T00:00:00.000Z')
    t.setNow(new Date('2030-01-01T00:01:01.000Z'))
    expect(await lastUsed()).toBe('2030-01-01T00:01:01.000Z')
  })
})

describe('POST /auth/password', () => {
  async function setUp() {
    const t = await createTestApp()
    const other = await signInFirstAdmin(t)
    const current = await login(t)
    return { t, other, current }
  }

  it('changes the password, ends every other session and keeps this one', async () => {
    const { t, other, current } = await setUp()
    const response = await changePassword(t, current, STRONG_PASSWORD, NEW_PASSWORD)
    expect(response.status).toBe(200)
    expect((await send(t, 'GET', '/auth/me', { token: other })).status).toBe(401)
    expect((await send(t, 'GET', '/auth/me', { token: current })).status).toBe(200)
    const old = await logIn(t, 'owner@studio.test')
    expect(old.status).toBe(401)
    await login(t, undefined, NEW_PASSWORD)
  })

  it('refuses a wrong current password and a weak new one with clear texts, changing nothing', async () => {
    const { t, other, current } = await setUp()
    const wrong = await changePassword(t, current, 'not my password', NEW_PASSWORD)
    await expectRefused(wrong, 400, API_MESSAGES.currentPasswordWrong)
    const weak = await changePassword(t, current, STRONG_PASSWORD, 'password123')
    await expectRefused(weak, 400, API_MESSAGES.weakPassword)
    const short = await changePassword(t, current, STRONG_PASSWORD, 'short')
    expect(await short.json()).toEqual({ error: 'Password must be at least 8 characters.' })
    expect((await send(t, 'GET', '/auth/me', { token: other })).status).toBe(200)
    await login(t)
    expect((await sendJson(t, 'POST', '/auth/password', {}, {})).status).toBe(401)
  })

  it('throttles guesses of the current password like logins', async () => {
    const { t, current } = await setUp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await changePassword(t, current, `guess ${attempt}`, NEW_PASSWORD)
      statuses.push(response.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('browser labels', () => {
  it('names common browsers and systems, and says so when it cannot', () => {
    expect(browserLabel(FIREFOX)).toBe('Firefox on Windows')
    expect(browserLabel(SAFARI_IPHONE)).toBe('Safari on iOS')
    expect(
      browserLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge on macOS')
    expect(
      browserLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux')
    expect(browserLabel(null)).toBe('Unknown browser')
    expect(browserLabel('something odd')).toBe('Unknown browser')
  })
})
