import { ADMIN_MESSAGES, API_MESSAGES, SessionResponseSchema } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { admins, bootstrap } from '../../db/schema'
import { expectRefused } from '../../test-support/answers'
import { logIn, STRONG_PASSWORD, sendJson, signInFirstAdmin, signUp } from '../../test-support/requests'
import { createTestApp } from '../../test-support/test-app'

describe('POST /auth/signup', () => {
  it('creates the first admin on an empty database and signs them in', async () => {
    const t = await createTestApp()
    const response = await signUp(t, '  Owner@Studio.TEST ')
    expect(response.status).toBe(201)
    const body = SessionResponseSchema.parse(await response.json())
    expect(body.user.email).toBe('owner@studio.test')
    expect(body.token_type).toBe('bearer')
    const me = await t.app.request('/auth/me', { headers: { authorization: `Bearer ${body.access_token}` } })
    expect(await me.json()).toEqual({ user: { id: body.user.id, email: 'owner@studio.test' } })
  })

  it('lets exactly one of 5 concurrent signups on an empty database become the admin', async () => {
    const t = await createTestApp()
    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => signUp(t, `racer${n}@studio.test`)))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 403, 403, 403, 403])
    expect(await t.db.select().from(admins)).toHaveLength(1)
    const [slot] = await t.db.select().from(bootstrap)
    const [admin] = await t.db.select().from(admins)
    expect(slot?.adminId).toBe(admin?.id)
  })

  it('is closed once an admin exists: 403 with the message the signup screen shows, nothing stored', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const response = await signUp(t, 'stranger@elsewhere.test')
    await expectRefused(response, 403, ADMIN_MESSAGES.signupClosed)
    expect(await t.db.select().from(admins)).toHaveLength(1)
  })

  it('admits allowlisted emails and @domain entries after the first admin', async () => {
    const t = await createTestApp({
      config: { signupAllowlist: ['owner@studio.test', 'ana@studio.test', '@partner.test'] },
    })
    await signInFirstAdmin(t)
    const ana = await signUp(t, 'ANA@studio.test')
    expect(ana.status).toBe(201)
    const bo = await signUp(t, 'bo@partner.test')
    expect(bo.status).toBe(201)
    const other = await signUp(t, 'bo@studio.test')
    expect(other.status).toBe(403)
    expect(await t.db.select().from(admins)).toHaveLength(3)
  })

  it('answers a taken allowlisted email exactly as an email the allowlist does not name', async () => {
    const t = await createTestApp({ config: { signupAllowlist: ['@studio.test'] } })
    await signInFirstAdmin(t, 'owner@studio.test')
    const taken = await signUp(t, 'Owner@studio.test', 'another good passphrase')
    const stranger = await signUp(t, 'someone@elsewhere.test', 'another good passphrase')
    await expectRefused(taken, 403, ADMIN_MESSAGES.signupClosed)
    expect(stranger.status).toBe(403)
    expect(await stranger.json()).toEqual({ error: ADMIN_MESSAGES.signupClosed })
    expect(await t.db.select().from(admins)).toHaveLength(1)
  })

  it('takes at most 5 signups an hour from one address, then 429 with Retry-After; another address still signs up', async () => {
    const t = await createTestApp({ config: { signupAllowlist: ['@studio.test'] } })
    const statuses = []
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) statuses.push((await signUp(t, `admin${n}@studio.test`)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    const refused = await signUp(t, 'admin9@studio.test')
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/)
    await expectRefused(refused, 429, API_MESSAGES.tooManySignups)
    expect(await t.db.select().from(admins)).toHaveLength(5)
    const elsewhere = await signUp(t, 'admin9@studio.test', STRONG_PASSWORD, { client: '203.0.113.7' })
    expect(elsewhere.status).toBe(201)
    t.setNow(new Date(Date.now() + 61 * 60 * 1000))
    expect((await signUp(t, 'admin10@studio.test')).status).toBe(201)
  })

  it('answers 403, not 409, for an existing email when signup is closed to it, revealing nothing', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t, 'owner@studio.test')
    const existing = await signUp(t, 'owner@studio.test', 'another good passphrase')
    const unknown = await signUp(t, 'nobody@studio.test', 'another good passphrase')
    expect(existing.status).toBe(403)
    expect(unknown.status).toBe(403)
    expect(await existing.text()).toBe(await unknown.text())
  })

  it('enforces the password rules: 8 to 256 characters, never truncated, not blank, hard to guess', async () => {
    const t = await createTestApp()
    const attempt = (password: unknown) =>
      sendJson(t, 'POST', '/auth/signup', { email: 'owner@studio.test', password })

    const tooShort = await attempt('Ab3$xyz')
    await expectRefused(tooShort, 400, 'Password must be at least 8 characters.')

    const tooLong = await attempt(`${'k'.repeat(256)}x`)
    await expectRefused(tooLong, 400, 'Password must be at most 256 characters.')

    for (const guessable of ['Password1', 'studio123', 'qwertyuiop123']) {
      const weak = await attempt(guessable)
      await expectRefused(weak, 400, API_MESSAGES.weakPassword)
    }

    const blank = await attempt(' '.repeat(8))
    await expectRefused(blank, 400, API_MESSAGES.passwordBlank)

    expect((await attempt(12345678)).status).toBe(400)
    expect(await t.db.select().from(admins)).toHaveLength(0)

    // 256 characters is allowed, and all of them count: a 255-character prefix does not log in.
    const longest = `${`${STRONG_PASSWORD} `.repeat(10).slice(0, 255)}z`
    expect((await attempt(longest)).status).toBe(201)
    const prefix = await sendJson(t, 'POST', '/auth/login', {
      email: 'owner@studio.test',
      password: longest.slice(0, 255),
    })
    expect(prefix.status).toBe(401)
    const whole = await logIn(t, 'owner@studio.test', longest)
    expect(whole.status).toBe(200)
  })

  it('lets a set allowlist govern the first signup too: a stranger cannot take an empty database', async () => {
    const t = await createTestApp({ config: { signupAllowlist: ['owner@studio.test'] } })
    const stranger = await signUp(t, 'stranger@elsewhere.test')
    await expectRefused(stranger, 403, ADMIN_MESSAGES.signupClosed)
    expect(await t.db.select().from(admins)).toHaveLength(0)

    const owner = await signUp(t, 'owner@studio.test')
    expect(owner.status).toBe(201)
  })

  it('refuses every signup without an allowlist when open bootstrap is off (the Worker), saying why', async () => {
    const t = await createTestApp({ config: { openBootstrap: false } })
    const response = await signUp(t, 'first@studio.test')
    await expectRefused(response, 403, API_MESSAGES.bootstrapRefused)
    expect(await t.db.select().from(admins)).toHaveLength(0)
  })

  it('admits the allowlisted owner as the first admin when open bootstrap is off', async () => {
    const t = await createTestApp({
      config: { openBootstrap: false, signupAllowlist: ['owner@studio.test'] },
    })
    const token = await signInFirstAdmin(t, 'owner@studio.test')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses a closed signup before judging its password', async () => {
    const t = await createTestApp()
    await signInFirstAdmin(t)
    const response = await signUp(t, 'x@elsewhere.test', 'studio123')
    expect(response.status).toBe(403)
  })

  it('refuses an invalid email with 400', async () => {
    const t = await createTestApp()
    const response = await signUp(t, 'not an email')
    await expectRefused(response, 400, 'Enter a valid email.')
  })
})
