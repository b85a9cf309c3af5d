import { API_MESSAGES, SessionResponseSchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { ACCOUNT_FREE_FAILURES, MAX_ACCOUNT_DELAY_MS } from '../../auth/login-throttle'
import { hashPassword, PBKDF2_ITERATIONS, parsePasswordHash } from '../../auth/password'
import { admins, sessions } from '../../db/schema'
import { expectRefused } from '../../test-support/answers'
import { logLinesOf } from '../../test-support/log-lines'
import { logIn, STRONG_PASSWORD, send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

const EMAIL = 'owner@studio.test'

/** A login refused for too many attempts, to be tried again after `retryAfter` seconds. */
function expectThrottled(response: Response, retryAfter: string) {
  expect(response.status).toBe(429)
  expect(response.headers.get('retry-after')).toBe(retryAfter)
}

/**
 * Stores the admin's password hash at 1,000 iterations, as a hash from before a cost increase, and
 * returns it. Each wrong password then costs a hundredth of a real check, so the throttling tests'
 * many wrong passwords test the throttle (which does not depend on the hash's cost) cheaply.
 */
async function storeOlderHash(t: TestApp): Promise<string> {
  const passwordHash = await hashPassword(STRONG_PASSWORD, 1_000)
  await t.db.update(admins).set({ passwordHash }).where(eq(admins.email, EMAIL))
  return passwordHash
}

describe('POST /auth/login', () => {
  it('answers a bearer session: access_token, token_type, expires_at and user', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2030-01-01T00:00:00.000Z'))
    await signInFirstAdmin(t)
    const response = await logIn(t, ' OWNER@studio.test')
    expect(response.status).toBe(200)
    const body = SessionResponseSchema.parse(await response.json())
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_at: '2030-01-02T00:00:00.000Z',
      user: { email: EMAIL },
    })
    // At least 128 random bits, and only a hash is stored.
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await t.db.select().from(sessions)
    expect(stored.map((row) => row.tokenHash)).not.toContain(body.access_token)
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true)
  })

  it('gives an unknown email and a wrong password the same status and body', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const wrongPassword = await logIn(t, EMAIL, 'not the password')
    const unknownEmail = await logIn(t, 'nobody@studio.test', 'not the password')
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    const bodies = [await wrongPassword.text(), await unknownEmail.text()]
    expect(bodies[0]).toBe(bodies[1])
    expect(JSON.parse(bodies[0]!)).toEqual({ error: API_MESSAGES.invalidCredentials })
  })

  it('runs the same 100,000-iteration PBKDF2 for an unknown email as for a wrong password', async () => {
    // What an attacker would time is the work each answer costs, and that work is what is counted here:
    // a clock on a shared test machine measures the machine. Skipping the hash for an unknown email
    // would make its answer about twenty times faster.
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const derive = vi.spyOn(crypto.subtle, 'deriveBits')
    onTestFinished(() => derive.mockRestore())
    const iterationsFor = async (email: string, client: string) => {
      derive.mockClear()
      const response = await logIn(t, email, 'not the password', { client })
      expect(response.status).toBe(401)
      return derive.mock.calls.map(([params]) => (params as { iterations?: number }).iterations)
    }
    expect(await iterationsFor(EMAIL, '192.0.2.1')).toEqual([PBKDF2_ITERATIONS])
    expect(await iterationsFor('nobody@studio.test', '192.0.2.2')).toEqual([PBKDF2_ITERATIONS])
  })

  it.each([
    [{ email: EMAIL, password: 'p'.repeat(257) }, 'Password must be at most 256 characters.'],
    [{ email: EMAIL, password: 12345678 }, 'Password must be text.'],
    [{ email: 42, password: 'whatever!' }, 'Email must be text.'],
    [{ email: EMAIL }, 'Password is required.'],
    [['a list'], 'The request body must be a JSON object.'],
  ])('refuses a malformed login body with our own 400 text (%j)', async (body, error) => {
    const t = await createTestApp()
    const response = await sendJson(t, 'POST', '/auth/login', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it('throttles after 5 failures per email and address with 429 and Retry-After', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2030-01-01T00:05:00.000Z'))
    await signInFirstAdmin(t)
    const attempt = (password: string, client = '203.0.113.7') => logIn(t, EMAIL, password, { client })

    for (let n = 0; n < 5; n++) expect((await attempt('wrong password')).status).toBe(401)
    const blocked = await attempt(STRONG_PASSWORD)
    await expectRefused(blocked, 429, API_MESSAGES.tooManyLogins)
    // The failures were just now, so the first of them leaves the 15-minute window in 15 minutes.
    expect(blocked.headers.get('retry-after')).toBe('900')

    // Another address is not blocked by this one's failures.
    expect((await attempt(STRONG_PASSWORD, '198.51.100.2')).status).toBe(200)

    // A clock-aligned quarter hour changes nothing; once 15 minutes have passed, the right password works.
    t.setNow(new Date('2030-01-01T00:15:00.000Z'))
    expectThrottled(await attempt(STRONG_PASSWORD), '300')
    t.setNow(new Date('2030-01-01T00:20:00.000Z'))
    expect((await attempt(STRONG_PASSWORD)).status).toBe(200)
  })

  it('keeps the failure limit sliding across a quarter-hour boundary', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2030-01-01T00:14:00.000Z'))
    await signInFirstAdmin(t)
    const attempt = (password: string) => logIn(t, EMAIL, password, { client: '203.0.113.8' })
    for (let n = 0; n < 5; n++) expect((await attempt('wrong password')).status).toBe(401)
    // A fixed 15-minute window would start afresh at 00:15 and allow 5 more guesses.
    t.setNow(new Date('2030-01-01T00:16:00.000Z'))
    expectThrottled(await attempt('another guess'), '780')
    t.setNow(new Date('2030-01-01T00:29:00.000Z'))
    expect((await attempt(STRONG_PASSWORD)).status).toBe(200)
  })

  it('does not count successful logins as failures', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    for (let n = 0; n < 4; n++) {
      expect((await logIn(t, EMAIL, 'wrong one!')).status).toBe(401)
    }
    for (let n = 0; n < 3; n++) {
      expect((await logIn(t, EMAIL)).status).toBe(200)
    }
    expect((await logIn(t, EMAIL, 'wrong two!')).status).toBe(401)
    expect((await logIn(t, EMAIL, 'wrong three')).status).toBe(429)
  })

  it('throttles an address after 30 attempts across any emails', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const client = '192.0.2.50'
    for (let n = 0; n < 30; n++) {
      const response = await logIn(t, `guess${n}@x.test`, 'guess!!!', { client })
      expect(response.status).toBe(401)
    }
    const blocked = await logIn(t, EMAIL, STRONG_PASSWORD, { client })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('counts every address of one IPv6 /64 as one client, whatever the spelling', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const attempt = (client: string, password = 'wrong password') => logIn(t, EMAIL, password, { client })
    for (let n = 1; n <= 5; n++) expect((await attempt(`2001:db8:7:7::${n}`)).status).toBe(401)
    const blocked = await attempt('2001:0db8:0007:0007:ffff::1', STRONG_PASSWORD)
    await expectRefused(blocked, 429, API_MESSAGES.tooManyLogins)
    // The neighbouring /64 is another client.
    expect((await attempt('2001:db8:7:8::1', STRONG_PASSWORD)).status).toBe(200)
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const attempt = (client: string) => logIn(t, EMAIL, 'wrong password', { client })
    for (let n = 0; n < 5; n++) {
      expect((await attempt(n % 2 ? '::ffff:198.51.100.9' : '198.51.100.9')).status).toBe(401)
    }
    expect((await attempt('::ffff:c633:6409')).status).toBe(429)
  })

  it('never locks the owner out: 50 wrong passwords from ten addresses leave their own address signing in', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2030-01-01T00:00:00.000Z'))
    await signInFirstAdmin(t)
    await storeOlderHash(t)
    const attempt = (client: string, password = 'wrong password', email = EMAIL) =>
      logIn(t, email, password, { client })
    const attackers = Array.from({ length: 10 }, (_, n) => `192.0.2.${n + 1}`)
    for (const client of attackers) {
      for (let n = 0; n < 5; n++) expect((await attempt(client)).status).toBe(401)
    }
    t.sleeps.length = 0

    const owner = await attempt('198.51.100.77', STRONG_PASSWORD)
    expect(owner.status).toBe(200)
    // The account as a whole takes the slower path: a delay, never a lock, and never long.
    expect(t.sleeps).toHaveLength(1)
    expect(t.sleeps[0]).toBeGreaterThan(0)
    expect(t.sleeps[0]).toBeLessThanOrEqual(MAX_ACCOUNT_DELAY_MS)

    // The attackers' addresses stay throttled, even with the right password.
    for (const client of attackers) {
      const blocked = await attempt(client, STRONG_PASSWORD)
      await expectRefused(blocked, 429, API_MESSAGES.tooManyLogins)
    }
    // Other accounts are not slowed.
    t.sleeps.length = 0
    expect((await attempt('198.51.100.77', 'wrong password', 'other@studio.test')).status).toBe(401)
    expect(t.sleeps.filter((ms) => ms > 0)).toEqual([])
  })

  it('slows an account under a spread-out attack with a delay that grows with its failures, capped', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2030-01-01T00:00:00.000Z'))
    await signInFirstAdmin(t)
    await storeOlderHash(t)
    const delays: number[] = []
    for (let n = 0; n < 120; n++) {
      t.sleeps.length = 0
      const client = `10.0.${Math.floor(n / 4)}.${n % 4}`
      expect((await logIn(t, EMAIL, 'wrong', { client })).status).toBe(401)
      delays.push(t.sleeps[0] ?? 0)
    }
    expect(delays.slice(0, ACCOUNT_FREE_FAILURES)).toEqual(Array(ACCOUNT_FREE_FAILURES).fill(0))
    for (let n = 1; n < delays.length; n++) expect(delays[n]).toBeGreaterThanOrEqual(delays[n - 1]!)
    expect(delays.at(-1)).toBe(MAX_ACCOUNT_DELAY_MS)
    expect(MAX_ACCOUNT_DELAY_MS).toBeLessThanOrEqual(5000)
  })

  it('brings a stored hash made at a lower cost up to the current cost on login', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const weakHash = await storeOlderHash(t)

    expect((await logIn(t, EMAIL, 'wrong password')).status).toBe(401)
    expect((await t.db.select().from(admins))[0]?.passwordHash).toBe(weakHash)

    expect((await logIn(t, EMAIL)).status).toBe(200)
    const [row] = await t.db.select().from(admins)
    expect(parsePasswordHash(row?.passwordHash ?? '')?.iterations).toBe(PBKDF2_ITERATIONS)
    expect((await logIn(t, EMAIL)).status).toBe(200)
  })

  it('lets no more than 5 of 50 concurrent wrong logins reach a password check', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const responses = await Promise.all(Array.from({ length: 50 }, () => logIn(t, EMAIL, 'wrong password')))
    const checked = responses.filter((response) => response.status === 401).length
    const throttled = responses.filter((response) => response.status === 429).length
    expect(checked).toBeLessThanOrEqual(5)
    expect(checked + throttled).toBe(50)
  })
})

describe('sessions', () => {
  it('logout revokes the session at once', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    expect((await send(t, 'GET', '/auth/me', { token })).status).toBe(200)
    // Signup signed the admin in too, so two sessions exist; only the one signed out goes.
    expect(await t.db.select().from(sessions)).toHaveLength(2)
    const logout = await send(t, 'POST', '/auth/logout', { token })
    expect(logout.status).toBe(200)
    expect(await logout.json()).toEqual({ ok: true })
    const after = await send(t, 'GET', '/auth/me', { token })
    await expectRefused(after, 401, API_MESSAGES.unauthorized)
    expect(await t.db.select().from(sessions)).toHaveLength(1)
  })

  it('expires a session after the configured lifetime', async () => {
    const t = await createTestApp({ config: { sessionTtlMs: 60 * 60 * 1000 } })
    t.setNow(new Date('2030-03-01T10:00:00.000Z'))
    const token = await signInFirstAdmin(t)
    t.setNow(new Date('2030-03-01T10:59:59.000Z'))
    expect((await send(t, 'GET', '/auth/me', { token })).status).toBe(200)
    t.setNow(new Date('2030-03-01T11:00:00.000Z'))
    expect((await send(t, 'GET', '/auth/me', { token })).status).toBe(401)
  })

  it('refuses logout and me without a valid token', async () => {
    const t = await createTestApp()
    expect((await send(t, 'POST', '/auth/logout')).status).toBe(401)
    expect((await send(t, 'GET', '/auth/me', { token: 'x'.repeat(43) })).status).toBe(401)
  })
})

describe('the login trace', () => {
  it('logs a failed and a throttled login with the email tried, never the password', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const lines = await logLinesOf(() => logIn(t, EMAIL, 'a wrong guess of a password'))
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', event: 'auth.login_failed', status: 401, email: EMAIL }),
    ])
    expect(JSON.stringify(lines)).not.toContain('a wrong guess')
  })
})
