import { createHmac } from 'node:crypto'
import {
  AccountSessionSchema,
  type AuditEntry,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_PREVIEW_TTL_MS,
  SiteContentPreviewLinkSchema,
  SiteContentPreviewLinksEndedSchema,
} from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { sweepExpiredSessions } from '../../jobs/sweep-expired-sessions'
import { readPreviewToken, signPreviewToken } from '../../site-content/preview-token'
import { expectRefused, parsedAnswer } from '../../test-support/answers'
import { logIn, STRONG_PASSWORD, send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

/**
 * A preview link names a row tied to the session that made it: the link shows the draft only while
 * that row and that session live. Sign-out, ending the session, a password change elsewhere and the
 * removal of its admin end it; the studio can end every open link at once.
 */

const PREVIEW_SECRET = 'test-preview-secret-that-is-long-enough-0123456789'
const COLLEAGUE = 'colleague@studio.test'
const NEW_PASSWORD = 'amber walrus gondola thimble'
/** The clock every test starts at (the app's injected clock; nothing waits on the wall clock). */
const START = new Date('2030-01-01T10:00:00.000Z')

async function setUp() {
  const t = await createTestApp({
    config: { previewSecret: PREVIEW_SECRET, signupAllowlist: ['owner@studio.test', COLLEAGUE] },
  })
  t.setNow(START)
  const owner = await signInFirstAdmin(t)
  return { t, owner }
}

/** Another session of an admin who has an account. */
async function anotherSession(t: TestApp, email = 'owner@studio.test', password = STRONG_PASSWORD) {
  const answer = await logIn(t, email, password)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { access_token: string }).access_token
}

async function makeLink(t: TestApp, token: string, lang = 'en') {
  const answer = await send(t, 'POST', `/sb-admin/site-content/preview?lang=${lang}`, { token })
  const link = await parsedAnswer(answer, 200, SiteContentPreviewLinkSchema)
  return new URL(link.url).searchParams.get('preview') ?? ''
}

const readPreview = (t: TestApp, token: string) =>
  t.app.request(`/public/site-content/preview?token=${encodeURIComponent(token)}`)

async function expectShows(t: TestApp, link: string) {
  expect((await readPreview(t, link)).status).toBe(200)
}

async function expectEnded(t: TestApp, link: string) {
  await expectRefused(await readPreview(t, link), 401, SITE_CONTENT_API_MESSAGES.previewInvalid)
}

async function currentSessionId(t: TestApp, token: string) {
  const answer = await send(t, 'GET', '/auth/sessions', { token })
  const sessions = ((await answer.json()) as unknown[]).map((item) => AccountSessionSchema.parse(item))
  const current = sessions.find((session) => session.current)
  if (!current) throw new Error('no current session')
  return current.id
}

const linkRows = async (t: TestApp) => (await t.client.execute('SELECT * FROM preview_links')).rows

describe('preview links tied to their session', () => {
  it('stores a row naming the session and admin that made the link, expiring with the link', async () => {
    const { t, owner } = await setUp()
    const link = await makeLink(t, owner, 'ar')
    const payload = await readPreviewToken(PREVIEW_SECRET, link, START)
    const rows = await linkRows(t)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: payload?.link,
      session_id: await currentSessionId(t, owner),
      language: 'ar',
      created_at: START.toISOString(),
      expires_at: new Date(START.getTime() + SITE_CONTENT_PREVIEW_TTL_MS).toISOString(),
    })
  })

  it('stops showing the draft when its maker signs out', async () => {
    const { t, owner } = await setUp()
    const other = await anotherSession(t)
    const link = await makeLink(t, owner)
    const kept = await makeLink(t, other)
    await expectShows(t, link)
    expect((await send(t, 'POST', '/auth/logout', { token: owner })).status).toBe(200)
    await expectEnded(t, link)
    expect(await linkRows(t)).toHaveLength(1)
    // A link made in another session of the same admin is not that session's.
    await expectShows(t, kept)
  })

  it('stops showing the draft when its session is ended from another one, one or all', async () => {
    const { t, owner } = await setUp()
    const laptop = await anotherSession(t)
    const phone = await anotherSession(t)
    const fromLaptop = await makeLink(t, laptop)
    const fromPhone = await makeLink(t, phone)
    const laptopId = await currentSessionId(t, laptop)
    expect((await send(t, 'DELETE', `/auth/sessions/${laptopId}`, { token: owner })).status).toBe(200)
    await expectEnded(t, fromLaptop)
    await expectShows(t, fromPhone)
    expect((await send(t, 'DELETE', '/auth/sessions', { token: owner })).status).toBe(200)
    await expectEnded(t, fromPhone)
  })

  it('stops showing the draft when the password is changed in another session', async () => {
    const { t, owner } = await setUp()
    const other = await anotherSession(t)
    const fromOther = await makeLink(t, other)
    const fromOwner = await makeLink(t, owner)
    const changed = await sendJson(
      t,
      'POST',
      '/auth/password',
      { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
      { token: owner },
    )
    expect(changed.status).toBe(200)
    await expectEnded(t, fromOther)
    // The session that changed the password lives on, and so do its links.
    await expectShows(t, fromOwner)
  })

  it('stops showing the draft when its maker is removed from the team', async () => {
    const { t, owner } = await setUp()
    const colleague = await signInFirstAdmin(t, COLLEAGUE)
    const theirs = await makeLink(t, colleague)
    const mine = await makeLink(t, owner)
    const colleagueId = (
      (await (await send(t, 'GET', '/auth/me', { token: colleague })).json()) as {
        user: { id: number }
      }
    ).user.id
    expect((await send(t, 'DELETE', `/sb-admin/admins/${colleagueId}`, { token: owner })).status).toBe(200)
    await expectEnded(t, theirs)
    await expectShows(t, mine)
    expect(await linkRows(t)).toHaveLength(1)
  })

  it('stops showing the draft once its session expires, even before the link would', async () => {
    const t = await createTestApp({ config: { previewSecret: PREVIEW_SECRET, sessionTtlMs: 30 * 60 * 1000 } })
    t.setNow(START)
    const owner = await signInFirstAdmin(t)
    const link = await makeLink(t, owner)
    t.setNow(new Date('2030-01-01T10:29:00.000Z'))
    await expectShows(t, link)
    t.setNow(new Date('2030-01-01T10:30:00.000Z'))
    await expectEnded(t, link)
  })

  it('refuses a genuinely signed token whose link row does not exist', async () => {
    const { t, owner } = await setUp()
    const state = (await (await send(t, 'GET', '/sb-admin/site-content', { token: owner })).json()) as {
      draft_version: string
    }
    const exp = START.getTime() + SITE_CONTENT_PREVIEW_TTL_MS
    const base = { lang: 'en', draft_version: state.draft_version, exp } as const
    // The format before links were rows, signed with the real secret: it showed the draft.
    const body = Buffer.from(JSON.stringify(base)).toString('base64url')
    const withoutLink = `${body}.${createHmac('sha256', PREVIEW_SECRET).update(body).digest('base64url')}`
    const unknownLink = await signPreviewToken(PREVIEW_SECRET, { ...base, link: crypto.randomUUID() })
    await expectEnded(t, withoutLink)
    await expectEnded(t, unknownLink)
  })
})

describe('DELETE {prefix}/site-content/preview-links', () => {
  it('ends every open preview link of every admin, with one audit row giving the count', async () => {
    const { t, owner } = await setUp()
    const colleague = await signInFirstAdmin(t, COLLEAGUE)
    const links = [await makeLink(t, owner), await makeLink(t, owner, 'ar'), await makeLink(t, colleague)]
    const answer = await send(t, 'DELETE', '/sb-admin/site-content/preview-links', { token: colleague })
    expect(await parsedAnswer(answer, 200, SiteContentPreviewLinksEndedSchema)).toEqual({ ended: 3 })
    for (const link of links) await expectEnded(t, link)
    expect(await linkRows(t)).toHaveLength(0)
    const audit = (await (
      await send(t, 'GET', '/sb-admin/audit-log', { token: owner })
    ).json()) as AuditEntry[]
    expect(audit.filter((entry) => entry.action === 'end_preview_links')).toEqual([
      expect.objectContaining({
        actor_email: COLLEAGUE,
        target_type: 'site_content',
        target_id: null,
        changes: { ended: { old: null, new: 3 } },
      }),
    ])
    // The sessions that made them are untouched, and new links work.
    await expectShows(t, await makeLink(t, owner))
  })

  it('answers { ended: 0 } with no audit row when no link is open', async () => {
    const { t, owner } = await setUp()
    const answer = await send(t, 'DELETE', '/sb-admin/site-content/preview-links', { token: owner })
    expect(await parsedAnswer(answer, 200, SiteContentPreviewLinksEndedSchema)).toEqual({ ended: 0 })
    const audit = (await (
      await send(t, 'GET', '/sb-admin/audit-log', { token: owner })
    ).json()) as AuditEntry[]
    expect(audit.filter((entry) => entry.action === 'end_preview_links')).toEqual([])
  })

  it('needs a session', async () => {
    const { t } = await setUp()
    expect((await send(t, 'DELETE', '/sb-admin/site-content/preview-links')).status).toBe(401)
  })
})

describe('the expired-sessions sweep', () => {
  it('deletes expired preview link rows and keeps the live ones', async () => {
    const { t, owner } = await setUp()
    await makeLink(t, owner)
    t.setNow(new Date('2030-01-01T10:30:00.000Z'))
    const live = await makeLink(t, owner)
    await sweepExpiredSessions(t, new Date('2030-01-01T11:00:00.000Z'))
    const rows = await linkRows(t)
    expect(rows).toHaveLength(1)
    const payload = await readPreviewToken(PREVIEW_SECRET, live, new Date('2030-01-01T11:00:00.000Z'))
    expect(rows[0]?.id).toBe(payload?.link)
  })
})
