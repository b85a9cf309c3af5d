import {
  AccountSessionSchema,
  ADMIN_PASSWORD_MIN,
  InviteCreatedSchema,
  PASSWORD_RULE_TEXT,
  SessionResponseSchema,
  SignupStatusSchema,
  TeamMemberSchema,
} from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins, sessions } from '../../db/schema'
import { parsedAnswer } from '../../test-support/answers'
import { send, sendJson, signInFirstAdmin, signUp } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

/** What a new administrator meets first: the signup signs them in, once, and the login page knows whether to offer it. */

const signupStatus = async (t: TestApp) =>
  parsedAnswer(await send(t, 'GET', '/auth/signup-status'), 200, SignupStatusSchema)

const team = async (t: TestApp, token: string) => {
  const list = await send(t, 'GET', '/sb-admin/admins', { token })
  return ((await list.json()) as unknown[]).map((item) => TeamMemberSchema.parse(item))
}

describe('the session a signup answers', () => {
  it('is the only session of the new admin, and the one their browser keeps', async () => {
    const t = await createTestApp()
    const signup = await parsedAnswer(await signUp(t, 'owner@studio.test'), 201, SessionResponseSchema)
    const token = signup.access_token ?? ''
    const list = await send(t, 'GET', '/auth/sessions', { token })
    const mine = ((await list.json()) as unknown[]).map((item) => AccountSessionSchema.parse(item))
    expect(mine).toHaveLength(1)
    expect(mine[0]?.current).toBe(true)
    expect(await t.db.select().from(sessions)).toHaveLength(1)
  })

  it('leaves "last sign-in" empty for an invitee who never used it, and fills it at its first use', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2031-05-01T09:00:00.000Z'))
    const owner = await signInFirstAdmin(t)
    const invite = InviteCreatedSchema.parse(
      await (
        await sendJson(t, 'POST', '/sb-admin/invites', { email: 'ana@studio.test' }, { token: owner })
      ).json(),
    )
    const inviteToken = new URL(invite.url).searchParams.get('invite')
    t.setNow(new Date('2031-05-01T10:00:00.000Z'))
    const signup = await sendJson(t, 'POST', '/auth/signup', {
      email: 'ana@studio.test',
      password: 'violet tractor minnow lantern',
      invite: inviteToken,
    })
    const anaToken = (await parsedAnswer(signup, 201, SessionResponseSchema)).access_token ?? ''
    const anaOf = async () => (await team(t, owner)).find((member) => member.email === 'ana@studio.test')
    expect((await anaOf())?.last_login_at).toBeNull()

    t.setNow(new Date('2031-05-01T10:05:00.000Z'))
    expect((await send(t, 'GET', '/auth/me', { token: anaToken })).status).toBe(200)
    expect((await anaOf())?.last_login_at).toBe('2031-05-01T10:05:00.000Z')
    // Later use of the same session is activity, not another sign-in.
    t.setNow(new Date('2031-05-01T11:00:00.000Z'))
    await send(t, 'GET', '/auth/me', { token: anaToken })
    expect((await anaOf())?.last_login_at).toBe('2031-05-01T10:05:00.000Z')
  })

  it('counts one sign-in when two first requests race on the new session', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2031-05-01T10:00:00.000Z'))
    const token =
      (await parsedAnswer(await signUp(t, 'owner@studio.test'), 201, SessionResponseSchema)).access_token ??
      ''
    const answers = await Promise.all([1, 2, 3].map(() => send(t, 'GET', '/auth/me', { token })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const [owner] = await t.db.select().from(admins).where(eq(admins.email, 'owner@studio.test'))
    expect(owner?.lastLoginAt).toBe('2031-05-01T10:00:00.000Z')
  })
})

describe('GET /auth/signup-status', () => {
  it('is open on an empty database of the embedded default, and closed once the first admin exists', async () => {
    const t = await createTestApp()
    expect(await signupStatus(t)).toEqual({ open: true })
    await signUp(t, 'owner@studio.test')
    expect(await signupStatus(t)).toEqual({ open: false })
    // Not even an empty admins table reopens it: the first signup happened.
    await t.db.delete(admins)
    expect(await signupStatus(t)).toEqual({ open: false })
  })

  it('is closed on a public deploy with no allowlist, which refuses every signup', async () => {
    const t = await createTestApp({ config: { openBootstrap: false } })
    expect(await signupStatus(t)).toEqual({ open: false })
  })

  it('is open while the allowlist names an email that is not an admin yet, and closed once all have signed up', async () => {
    const t = await createTestApp({
      config: { openBootstrap: false, signupAllowlist: ['owner@studio.test', 'ana@studio.test'] },
    })
    expect(await signupStatus(t)).toEqual({ open: true })
    await signUp(t, 'owner@studio.test')
    expect(await signupStatus(t)).toEqual({ open: true })
    await signUp(t, 'ana@studio.test')
    expect(await signupStatus(t)).toEqual({ open: false })
  })

  it('stays open with a whole-domain entry: anyone at that domain may still sign up', async () => {
    const t = await createTestApp({ config: { openBootstrap: false, signupAllowlist: ['@studio.test'] } })
    await signUp(t, 'owner@studio.test')
    expect(await signupStatus(t)).toEqual({ open: true })
  })

  it('needs no session and is never cached', async () => {
    const t = await createTestApp()
    const answer = await send(t, 'GET', '/auth/signup-status')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the password rule stated before the first refusal', () => {
  it('names the length the API enforces, and a passphrase as it describes is accepted', async () => {
    expect(PASSWORD_RULE_TEXT).toContain(`at least ${ADMIN_PASSWORD_MIN} characters`)
    const t = await createTestApp()
    expect((await signUp(t, 'owner@studio.test', 'copper kettle winter harbour')).status).toBe(201)
  })
})
