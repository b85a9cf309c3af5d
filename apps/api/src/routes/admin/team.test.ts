import { join } from 'node:path'
import { createClient } from '@libsql/client'
import {
  API_MESSAGES,
  INVITE_MESSAGES,
  InviteCreatedSchema,
  PendingInviteSchema,
  SessionResponseSchema,
  TeamMemberSchema,
} from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { removeAdmin } from '../../auth/admins'
import { sha256Hex } from '../../auth/session'
import { createDatabase } from '../../db/client'
import { admins, invites, sessions } from '../../db/schema'
import { createAlertTestApp, TEST_ALERT_SENDER } from '../../test-support/alert-app'
import { expectOwnerAuditRow, expectRefused, parsedAnswer } from '../../test-support/answers'
import { logIn, send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { mailParts, startSmtpReceiver } from '../../test-support/test-receivers'
import { INVITE_LIMIT, INVITES_LIMITED } from './invites'

const OTHER_PASSWORD = 'violet tractor minnow lantern'

async function invite(t: TestApp, token: string, email: string) {
  const response = await sendJson(t, 'POST', '/sb-admin/invites', { email }, { token })
  const body = await parsedAnswer(response, 201, InviteCreatedSchema)
  return { ...body, token: new URL(body.url).searchParams.get('invite') ?? '' }
}

function signUp(t: TestApp, email: string, inviteToken: string, password = OTHER_PASSWORD) {
  return sendJson(t, 'POST', '/auth/signup', { email, password, invite: inviteToken })
}

async function login(t: TestApp, email: string, password: string) {
  const response = await logIn(t, email, password)
  return (await parsedAnswer(response, 200, SessionResponseSchema)).access_token ?? ''
}

describe('invites', () => {
  it('answers a one-week signup link on the panel, stores only a hash and lists it as pending', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2030-01-01T00:00:00.000Z'))
    const owner = await signInFirstAdmin(t)
    const created = await invite(t, owner, ' Colleague@Studio.TEST ')
    expect(created.url).toMatch(
      /^http:\/\/localhost:5174\/admin\/signup\?invite=[A-Za-z0-9_-]{43}&email=[^&]+$/,
    )
    expect(created.expires_at).toBe('2030-01-08T00:00:00.000Z')
    expect(created.email).toBe('colleague@studio.test')
    const [stored] = await t.db.select().from(invites)
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.tokenHash).not.toContain(created.token)

    const list = await send(t, 'GET', '/sb-admin/invites', { token: owner })
    const pending = ((await list.json()) as unknown[]).map((item) => PendingInviteSchema.parse(item))
    expect(pending).toEqual([
      {
        id: created.id,
        email: 'colleague@studio.test',
        created_at: '2030-01-01T00:00:00.000Z',
        expires_at: '2030-01-08T00:00:00.000Z',
        invited_by: 'owner@studio.test',
      },
    ])
  })

  it('admits exactly the invited email (not on the allowlist) once; reuse, wrong email and expiry are refused', async () => {
    const t = await createTestApp()
    const owner = await signInFirstAdmin(t)
    const first = await invite(t, owner, 'ana@studio.test')

    const wrongEmail = await signUp(t, 'bo@studio.test', first.token)
    await expectRefused(wrongEmail, 403, API_MESSAGES.inviteEmailMismatch)

    const ok = await signUp(t, 'ana@studio.test', first.token)
    const session = await parsedAnswer(ok, 201, SessionResponseSchema)
    expect(session.user.email).toBe('ana@studio.test')
    const me = await send(t, 'GET', '/auth/me', { token: session.access_token })
    expect(me.status).toBe(200)

    const reuse = await signUp(t, 'ana@studio.test', first.token, 'another quite long passphrase here')
    await expectRefused(reuse, 410, API_MESSAGES.inviteUsed)
    const pending = await send(t, 'GET', '/sb-admin/invites', { token: owner })
    expect(await pending.json()).toEqual([])

    t.setNow(new Date(Date.now()))
    const late = await invite(t, owner, 'cy@studio.test')
    t.setNow(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000))
    const expired = await signUp(t, 'cy@studio.test', late.token)
    await expectRefused(expired, 410, API_MESSAGES.inviteExpired)
    expect((await t.db.select().from(admins)).map((row) => row.email).sort()).toEqual([
      'ana@studio.test',
      'owner@studio.test',
    ])
  })

  it('works on a server with no allowlist and no open bootstrap (the Worker)', async () => {
    const t = await createTestApp({
      config: { signupAllowlist: ['owner@studio.test'], openBootstrap: false },
    })
    const owner = await signInFirstAdmin(t)
    t.config.signupAllowlist = []
    const created = await invite(t, owner, 'ana@studio.test')
    expect((await signUp(t, 'ana@studio.test', created.token)).status).toBe(201)
  })

  it('refuses a revoked or unknown invite with a clear 4xx', async () => {
    const t = await createTestApp()
    const owner = await signInFirstAdmin(t)
    const created = await invite(t, owner, 'ana@studio.test')
    const revoke = await send(t, 'DELETE', `/sb-admin/invites/${created.id}`, { token: owner })
    expect(revoke.status).toBe(200)
    expect((await send(t, 'DELETE', `/sb-admin/invites/${created.id}`, { token: owner })).status).toBe(404)
    const refused = await signUp(t, 'ana@studio.test', created.token)
    await expectRefused(refused, 400, API_MESSAGES.inviteInvalid)
    const malformed = await signUp(t, 'ana@studio.test', 'not-a-token')
    await expectRefused(malformed, 400, API_MESSAGES.inviteInvalid)
    expect(await t.db.select().from(admins)).toHaveLength(1)
  })

  it('lets exactly one of two concurrent signups with one invite create an admin', async () => {
    const t = await createTestApp()
    const owner = await signInFirstAdmin(t)
    const created = await invite(t, owner, 'ana@studio.test')
    const responses = await Promise.all([
      signUp(t, 'ana@studio.test', created.token),
      signUp(t, 'ana@studio.test', created.token, 'another quite long passphrase here'),
    ])
    expect(responses.map((response) => response.status).sort()).toEqual([201, 410])
    expect(await t.db.select().from(admins)).toHaveLength(2)
  })

  it('refuses to invite an email that already has an admin, and a new invite replaces a pending one', async () => {
    const t = await createTestApp()
    const owner = await signInFirstAdmin(t)
    const taken = await sendJson(
      t,
      'POST',
      '/sb-admin/invites',
      { email: 'owner@studio.test' },
      { token: owner },
    )
    expect(taken.status).toBe(409)
    const old = await invite(t, owner, 'ana@studio.test')
    const fresh = await invite(t, owner, 'ana@studio.test')
    expect((await signUp(t, 'ana@studio.test', old.token)).status).toBe(400)
    expect((await signUp(t, 'ana@studio.test', fresh.token)).status).toBe(201)
  })

  it('needs a session', async () => {
    const t = await createTestApp()
    expect((await sendJson(t, 'POST', '/sb-admin/invites', { email: 'a@b.co' })).status).toBe(401)
    expect((await send(t, 'GET', '/sb-admin/admins')).status).toBe(401)
  })
})

describe('invites by email', () => {
  const smtps: { close: () => Promise<void> }[] = []
  afterEach(async () => {
    for (const smtp of smtps.splice(0)) await smtp.close()
  })

  async function smtpReceiver(options: Parameters<typeof startSmtpReceiver>[0] = {}) {
    const smtp = await startSmtpReceiver(options)
    smtps.push(smtp)
    return smtp
  }

  it('emails the invite the way alerts are sent when the server can send email, and still answers the link', async () => {
    const smtp = await smtpReceiver()
    const t = await createAlertTestApp({ smtpUrl: smtp.url })
    const owner = await signInFirstAdmin(t)
    const created = await invite(t, owner, 'ana@studio.test')
    expect(created).toMatchObject({ emailed: true, email_problem: null })
    expect(smtp.mails).toHaveLength(1)
    const mail = smtp.mails[0]!
    expect(mail.to).toEqual(['ana@studio.test'])
    expect(mail.from).toBe(TEST_ALERT_SENDER)
    const { headers, text } = mailParts(mail)
    expect(headers).toMatch(/^Reply-To: owner@studio\.test$/m)
    expect(text).toContain(created.url)
    expect(text).toContain('owner@studio.test invited you')
    // The emailed link is the invite: it signs the colleague up.
    expect((await signUp(t, 'ana@studio.test', created.token)).status).toBe(201)
  })

  it('says the invite was not emailed, and why, when the server cannot send email', async () => {
    const t = await createTestApp()
    const owner = await signInFirstAdmin(t)
    expect(await invite(t, owner, 'ana@studio.test')).toMatchObject({
      emailed: false,
      email_problem: INVITE_MESSAGES.notEmailed,
    })
  })

  it('sends each admin at most 20 invites an hour, then answers 429 and emails nobody more', async () => {
    const smtp = await smtpReceiver()
    const t = await createAlertTestApp({ smtpUrl: smtp.url })
    const start = Date.now()
    t.setNow(new Date(start))
    const owner = await signInFirstAdmin(t)
    const ana = await invite(t, owner, 'ana@studio.test')
    expect((await signUp(t, 'ana@studio.test', ana.token)).status).toBe(201)
    for (let i = 1; i < INVITE_LIMIT.max; i++) await invite(t, owner, `guest${i}@studio.test`)
    expect(smtp.mails).toHaveLength(INVITE_LIMIT.max)

    const refused = await sendJson(
      t,
      'POST',
      '/sb-admin/invites',
      { email: 'one.more@studio.test' },
      { token: owner },
    )
    await expectRefused(refused, 429, INVITES_LIMITED)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(smtp.mails).toHaveLength(INVITE_LIMIT.max)
    expect(await t.db.select().from(invites).where(eq(invites.email, 'one.more@studio.test'))).toEqual([])

    // The limit is each admin's own, and frees as the window slides on.
    const anaToken = await login(t, 'ana@studio.test', OTHER_PASSWORD)
    await invite(t, anaToken, 'from.ana@studio.test')
    t.setNow(new Date(start + INVITE_LIMIT.windowMs + 1000))
    await invite(t, owner, 'one.more@studio.test')
    expect(smtp.mails).toHaveLength(INVITE_LIMIT.max + 2)
  })

  it("answers the mail server's refusal and keeps the invite, whose link still works", async () => {
    const smtp = await smtpReceiver({ refuse: ['ana@studio.test'] })
    const t = await createAlertTestApp({ smtpUrl: smtp.url })
    const owner = await signInFirstAdmin(t)
    const created = await invite(t, owner, 'ana@studio.test')
    expect(created.emailed).toBe(false)
    expect(created.email_problem).toContain('No such mailbox: ana@studio.test')
    expect((await signUp(t, 'ana@studio.test', created.token)).status).toBe(201)
  })
})

describe('team', () => {
  async function teamOfTwo() {
    const t = await createTestApp()
    const owner = await signInFirstAdmin(t)
    const created = await invite(t, owner, 'ana@studio.test')
    expect((await signUp(t, 'ana@studio.test', created.token)).status).toBe(201)
    const ana = await login(t, 'ana@studio.test', OTHER_PASSWORD)
    const list = await send(t, 'GET', '/sb-admin/admins', { token: owner })
    const members = ((await list.json()) as unknown[]).map((item) => TeamMemberSchema.parse(item))
    const idOf = (email: string) => members.find((member) => member.email === email)?.id ?? 0
    return { t, owner, ana, members, ownerId: idOf('owner@studio.test'), anaId: idOf('ana@studio.test') }
  }

  it('lists the admins with when they joined and last signed in', async () => {
    const { members } = await teamOfTwo()
    expect(members.map((member) => member.email)).toEqual(['owner@studio.test', 'ana@studio.test'])
    for (const member of members) expect(member.last_login_at).toEqual(expect.any(String))
  })

  it('removing an admin ends all of their sessions at once', async () => {
    const { t, owner, ana, anaId } = await teamOfTwo()
    const anaAgain = await login(t, 'ana@studio.test', OTHER_PASSWORD)
    const removed = await send(t, 'DELETE', `/sb-admin/admins/${anaId}`, { token: owner })
    expect(removed.status).toBe(200)
    for (const token of [ana, anaAgain]) {
      expect((await send(t, 'GET', '/sb-admin/projects', { token })).status).toBe(401)
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.adminId, anaId))).toEqual([])
    expect((await send(t, 'DELETE', `/sb-admin/admins/${anaId}`, { token: owner })).status).toBe(404)
  })

  it('never removes the last admin: 409 with a clear text', async () => {
    const { t, owner, ana, anaId, ownerId } = await teamOfTwo()
    expect((await send(t, 'DELETE', `/sb-admin/admins/${anaId}`, { token: owner })).status).toBe(200)
    const last = await send(t, 'DELETE', `/sb-admin/admins/${ownerId}`, { token: owner })
    await expectRefused(last, 409, API_MESSAGES.lastAdmin)
    expect((await send(t, 'GET', '/auth/me', { token: ana })).status).toBe(401)
  })

  it('settles two concurrent removals of the last two admins in the database: exactly one wins', async () => {
    const { t, ownerId, anaId } = await teamOfTwo()
    // Two connections to the same file, as two server processes would have.
    const other = createDatabase(createClient({ url: `file:${join(t.dir, 'test.db')}`, timeout: 10_000 }))
    const actor = { id: ownerId, email: 'owner@studio.test' }
    const now = new Date()
    const results = await Promise.all([
      removeAdmin(t.db, { id: anaId, actor, now }),
      removeAdmin(other, { id: ownerId, actor, now }),
    ])
    expect(results.sort()).toEqual(['last_admin', 'removed'])
    expect(await t.db.select().from(admins)).toHaveLength(1)
  })

  it('lets you remove yourself while another admin remains, which ends your session', async () => {
    const { t, owner, ana, ownerId, anaId } = await teamOfTwo()
    const self = await send(t, 'DELETE', `/sb-admin/admins/${anaId}`, { token: ana })
    expect(self.status).toBe(200)
    expect((await send(t, 'GET', '/auth/me', { token: ana })).status).toBe(401)
    const last = await send(t, 'DELETE', `/sb-admin/admins/${ownerId}`, { token: owner })
    expect(last.status).toBe(409)
    expect((await send(t, 'GET', '/auth/me', { token: owner })).status).toBe(200)
  })

  it('removing an admin revokes, with them, every pending invite they sent and every invite to their email', async () => {
    const { t, owner, ana, anaId } = await teamOfTwo()
    const fromAna = await invite(t, ana, 'cy@studio.test')
    const fromOwner = await invite(t, owner, 'dee@studio.test')
    const removed = await send(t, 'DELETE', `/sb-admin/admins/${anaId}`, { token: owner })
    expect(removed.status).toBe(200)
    // An invite to the removed admin's email, made earlier, would let them straight back in.
    const toAna = await t.db.select().from(invites).where(eq(invites.email, 'ana@studio.test'))
    expect(toAna.every((row) => row.usedAt !== null || row.revokedAt !== null)).toBe(true)

    const pending = await send(t, 'GET', '/sb-admin/invites', { token: owner })
    expect(((await pending.json()) as { email: string }[]).map((row) => row.email)).toEqual([
      'dee@studio.test',
    ])
    const refused = await signUp(t, 'cy@studio.test', fromAna.token)
    await expectRefused(refused, 410, API_MESSAGES.inviteRevoked)
    expect((await signUp(t, 'dee@studio.test', fromOwner.token)).status).toBe(201)

    await expectOwnerAuditRow(t, 'revoke_invite', {
      targetType: 'admin',
      targetId: String(anaId),
      changes: { invites_revoked: { old: null, new: 1 } },
    })
  })

  it('refuses a pending invite to the email of a removed admin', async () => {
    const { t, owner, anaId } = await teamOfTwo()
    // Written straight to the table: the API refuses to invite an email that is already an admin.
    await t.db.insert(invites).values({
      email: 'ana@studio.test',
      tokenHash: await sha256Hex('a'.repeat(43)),
      createdBy: 1,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect((await send(t, 'DELETE', `/sb-admin/admins/${anaId}`, { token: owner })).status).toBe(200)
    const back = await signUp(t, 'ana@studio.test', 'a'.repeat(43))
    await expectRefused(back, 410, API_MESSAGES.inviteRevoked)
  })

  it('lets invites expire after the configured number of days', async () => {
    const t = await createTestApp({ config: { inviteTtlMs: 2 * 24 * 60 * 60 * 1000 } })
    t.setNow(new Date('2030-01-01T00:00:00.000Z'))
    const owner = await signInFirstAdmin(t)
    const created = await invite(t, owner, 'ana@studio.test')
    expect(created.expires_at).toBe('2030-01-03T00:00:00.000Z')
    t.setNow(new Date('2030-01-03T00:00:01.000Z'))
    const late = await signUp(t, 'ana@studio.test', created.token)
    await expectRefused(late, 410, API_MESSAGES.inviteExpired)
  })

  it('refuses a malformed id with 400', async () => {
    const { t, owner } = await teamOfTwo()
    expect((await send(t, 'DELETE', '/sb-admin/admins/abc', { token: owner })).status).toBe(400)
    expect((await send(t, 'DELETE', '/sb-admin/invites/0', { token: owner })).status).toBe(400)
  })
})
