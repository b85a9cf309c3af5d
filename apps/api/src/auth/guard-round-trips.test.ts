import { TWO_FACTOR_MESSAGES } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { admins, sessions, settings } from '../db/schema'
import { send, signInFirstAdmin, signUp } from '../test-support/requests'
import { countRoundTrips } from '../test-support/round-trips'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { type AdminEnv, requireAdmin } from './guard'
import { LAST_USED_RESOLUTION_MS, sha256Hex } from './session'

/**
 * Issue 43 point 4: in production each database call is a 20-80 ms round trip to Turso, and the
 * admin guard runs on every admin request. It must cost one round trip, whatever the session's
 * state: the session, the team's two-factor rule and the session's bookkeeping are one batch.
 */

const opened: Array<{ close: () => void }> = []
afterEach(() => {
  for (const counter of opened.splice(0)) counter.close()
})

/** The guard alone, in front of a handler that touches no database: every round trip is the guard's. */
async function guardRoundTrips(t: TestApp, token: string) {
  const counter = countRoundTrips(t)
  opened.push(counter)
  const app = new Hono<AdminEnv>()
  app.use('*', requireAdmin(counter.deps))
  app.get('/probe', (c) => c.json({ admin: c.var.session.admin.id }))
  const response = await app.request('/probe', { headers: { authorization: `Bearer ${token}` } })
  return { response, roundTrips: counter.take() }
}

/** The session row a token names (a first admin has two: the signup's and the login's). */
async function sessionOf(t: TestApp, token: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
  return row
}

async function requireTwoFactor(t: TestApp) {
  await t.db.insert(settings).values({ key: 'team', value: { require_two_factor: true } })
}

const START = new Date('2031-03-01T10:00:00.000Z')
const later = (ms: number) => new Date(START.getTime() + ms)

describe('admin guard round trips', () => {
  it.each([
    // Used a second ago: last_used_at stays as the login wrote it.
    { what: 'a live session costs one round trip', after: 1000, lastUsed: START },
    {
      what: 'a session last used over a minute ago costs one round trip and moves last_used_at',
      after: LAST_USED_RESOLUTION_MS + 1,
      lastUsed: later(LAST_USED_RESOLUTION_MS + 1),
    },
  ])('$what', async ({ after, lastUsed }) => {
    const t = await createTestApp()
    t.setNow(START)
    const token = await signInFirstAdmin(t)
    t.setNow(later(after))
    const { response, roundTrips } = await guardRoundTrips(t, token)
    expect(response.status).toBe(200)
    expect(roundTrips).toBe(1)
    expect((await sessionOf(t, token))?.lastUsedAt).toBe(lastUsed.toISOString())
  })

  it("a signup's session used for the first time costs one round trip and counts the sign-in", async () => {
    const t = await createTestApp()
    t.setNow(START)
    const signup = await signUp(t, 'owner@studio.test')
    expect(signup.status).toBe(201)
    const { access_token: token } = (await signup.json()) as { access_token: string }
    const at = later(5000)
    t.setNow(at)
    const { response, roundTrips } = await guardRoundTrips(t, token)
    expect(response.status).toBe(200)
    expect(roundTrips).toBe(1)
    expect((await sessionOf(t, token))?.lastUsedAt).toBe(at.toISOString())
    const [admin] = await t.db.select({ lastLoginAt: admins.lastLoginAt }).from(admins)
    expect(admin?.lastLoginAt).toBe(at.toISOString())
  })

  it('an expired session costs one round trip, is refused and is deleted', async () => {
    const t = await createTestApp()
    t.setNow(START)
    const token = await signInFirstAdmin(t)
    t.setNow(later(t.config.sessionTtlMs))
    const { response, roundTrips } = await guardRoundTrips(t, token)
    expect(response.status).toBe(401)
    expect(roundTrips).toBe(1)
    expect(await sessionOf(t, token)).toBeUndefined()
  })

  it("the team's two-factor rule is read in the same round trip", async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    await requireTwoFactor(t)
    const refused = await guardRoundTrips(t, token)
    expect(refused.response.status).toBe(401)
    expect(await refused.response.json()).toEqual({ error: TWO_FACTOR_MESSAGES.required })
    expect(refused.roundTrips).toBe(1)

    // A session signed in with a second factor passes the rule, still in one round trip.
    await t.db
      .update(sessions)
      .set({ method: 'passkey' })
      .where(eq(sessions.tokenHash, await sha256Hex(token)))
    const passed = await guardRoundTrips(t, token)
    expect(passed.response.status).toBe(200)
    expect(passed.roundTrips).toBe(1)
  })

  it('an admin list screen stays within its budget of three round trips', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const counter = countRoundTrips(t)
    opened.push(counter)
    const response = await send(counter.t, 'GET', `${t.config.adminPrefix}/projects`, { token })
    expect(response.status).toBe(200)
    expect(counter.take()).toBeLessThanOrEqual(3)
    // The guard's share of it: the same call with the route's own database work gone.
    const guardOnly = await guardRoundTrips(t, token)
    expect(guardOnly.roundTrips).toBe(1)
    expect(await t.db.select().from(settings).where(eq(settings.key, 'team'))).toHaveLength(0)
  })
})
