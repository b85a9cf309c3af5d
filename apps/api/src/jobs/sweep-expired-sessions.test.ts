import { describe, expect, it } from 'vitest'
import { sessions } from '../db/schema'
import { logIn, send, signInFirstAdmin } from '../test-support/requests'
import { createTestApp } from '../test-support/test-app'
import { sweepExpiredSessions } from './sweep-expired-sessions'

describe('sweepExpiredSessions', () => {
  it('deletes every expired session and keeps the live ones', async () => {
    const t = await createTestApp({ config: { sessionTtlMs: 60 * 60 * 1000 } })
    t.setNow(new Date('2030-01-01T10:00:00.000Z'))
    await signInFirstAdmin(t) // signup and login: two sessions that end at 11:00
    t.setNow(new Date('2030-01-01T10:30:00.000Z'))
    const login = await logIn(t, 'owner@studio.test')
    const { access_token: token } = (await login.json()) as { access_token: string }

    expect(await sweepExpiredSessions(t, new Date('2030-01-01T10:59:59.000Z'))).toBe(0)
    expect(await sweepExpiredSessions(t, new Date('2030-01-01T11:00:00.000Z'))).toBe(2)
    expect(await t.db.select().from(sessions)).toHaveLength(1)
    t.setNow(new Date('2030-01-01T11:00:00.000Z'))
    expect((await send(t, 'GET', '/auth/me', { token })).status).toBe(200)
  })
})
