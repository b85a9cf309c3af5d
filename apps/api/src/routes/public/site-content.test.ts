import {
  type AdminSiteContent,
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_DEFAULTS_AR,
  SITE_CONTENT_DEFAULTS_EN,
  SITE_CONTENT_PREVIEW_TTL_MS,
  type SiteContentPreviewLink,
} from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { signPreviewToken } from '../../site-content/preview-token'
import { expectRefused } from '../../test-support/answers'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { PREVIEWS_OFF } from '../admin/site-content'

const PREVIEW_SECRET = 'test-preview-secret-that-is-long-enough-0123456789'

async function setUp(previewSecret: string | null = PREVIEW_SECRET) {
  const t = await createTestApp({ config: { previewSecret } })
  return { t, token: await signInFirstAdmin(t) }
}

async function adminState(t: TestApp, token: string) {
  return (await (await send(t, 'GET', '/sb-admin/site-content', { token })).json()) as AdminSiteContent
}

async function previewLink(t: TestApp, token: string) {
  const answer = await send(t, 'POST', '/sb-admin/site-content/preview', { token })
  expect(answer.status).toBe(200)
  return (await answer.json()) as SiteContentPreviewLink
}

const tokenOf = (link: SiteContentPreviewLink) => new URL(link.url).searchParams.get('preview') ?? ''

const readPreview = (t: TestApp, token: string) =>
  t.app.request(`/public/site-content/preview?token=${encodeURIComponent(token)}`)

function expectPrivate(answer: Response) {
  expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
  expect(answer.headers.get('X-Robots-Tag')).toBe('noindex')
}

describe('GET /public/site-content', () => {
  it('answers the published English copy by default, with its ETag and the content version', async () => {
    const { t } = await setUp()
    const answer = await t.app.request('/public/site-content')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual(SITE_CONTENT_DEFAULTS_EN)
    expect(answer.headers.get('Cache-Control')).toBe('public, no-cache')
    const version = ((await (await t.app.request('/public/content-version')).json()) as { version: string })
      .version
    expect(answer.headers.get('X-Content-Version')).toBe(version)
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    const again = await t.app.request('/public/site-content?lang=en', {
      headers: { 'If-None-Match': answer.headers.get('ETag') ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('answers the published Arabic copy for ?lang=ar, and 400 for a language the site does not have', async () => {
    const { t } = await setUp()
    const arabic = await t.app.request('/public/site-content?lang=ar')
    expect(arabic.status).toBe(200)
    expect(await arabic.json()).toEqual(SITE_CONTENT_DEFAULTS_AR)
    expect((await t.app.request('/public/site-content?lang=de')).status).toBe(400)
  })

  it('answers 404 for a language whose draft someone edited and nobody published yet', async () => {
    const { t } = await setUp()
    const edited = structuredClone(SITE_CONTENT_DEFAULTS_EN)
    edited.home.closing.title = 'مستعد؟'
    // An install whose Arabic copy was never published (from before the Arabic defaults).
    await t.client.batch([
      "DELETE FROM site_content_published WHERE language = 'ar'",
      {
        sql: `UPDATE site_content_drafts SET content = ?, draft_version = 'v1' WHERE language = 'ar'`,
        args: [JSON.stringify(edited)],
      },
    ])
    const arabic = await t.app.request('/public/site-content?lang=ar')
    await expectRefused(arabic, 404, SITE_CONTENT_API_MESSAGES.notPublished)
    expect((await t.app.request('/public/site-content')).status).toBe(200)
  })
})

describe('site-content preview links', () => {
  it('shows the draft it was made for, privately and never indexed', async () => {
    const { t, token } = await setUp()
    const state = await adminState(t, token)
    const draft = structuredClone(SITE_CONTENT_DEFAULTS_EN)
    draft.home.hero.lead = 'A draft lead'
    await sendJson(
      t,
      'PUT',
      '/sb-admin/site-content/draft',
      { base_version: state.draft_version, content: draft },
      { token },
    )
    const link = await previewLink(t, token)
    expect(link.url).toMatch(/^http:\/\/localhost:5173\/\?preview=[\w-]+\.[\w-]+$/)
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(SITE_CONTENT_PREVIEW_TTL_MS)
    const answer = await readPreview(t, tokenOf(link))
    expect(answer.status).toBe(200)
    expectPrivate(answer)
    const body = (await answer.json()) as { language: string; content: typeof SITE_CONTENT_DEFAULTS_EN }
    expect(body.language).toBe('en')
    expect(body.content.home.hero.lead).toBe('A draft lead')
    // The public copy is still the published one.
    expect(
      ((await (await t.app.request('/public/site-content')).json()) as typeof draft).home.hero.lead,
    ).toBe(SITE_CONTENT_DEFAULTS_EN.home.hero.lead)
  })

  it('refuses an expired link with 401', async () => {
    const { t, token } = await setUp()
    const link = await previewLink(t, token)
    t.setNow(new Date(Date.now() + SITE_CONTENT_PREVIEW_TTL_MS + 1000))
    const answer = await readPreview(t, tokenOf(link))
    expect(answer.status).toBe(401)
    expectPrivate(answer)
    expect(await answer.json()).toEqual({ error: SITE_CONTENT_API_MESSAGES.previewInvalid })
  })

  it('refuses a tampered link, or one signed with another secret, with 401', async () => {
    const { t, token } = await setUp()
    const state = await adminState(t, token)
    const [body, signature] = tokenOf(await previewLink(t, token)).split('.')
    const forged = Buffer.from(
      JSON.stringify({
        lang: 'en',
        draft_version: state.draft_version,
        exp: Date.now() + 10 * SITE_CONTENT_PREVIEW_TTL_MS,
      }),
    ).toString('base64url')
    const otherSecret = await signPreviewToken('another-secret-another-secret-another', {
      lang: 'en',
      draft_version: state.draft_version,
      exp: Date.now() + 60_000,
      link: 'x',
    })
    for (const bad of [
      `${forged}.${signature}`,
      `${body}.${signature}x`,
      `${body}`,
      '',
      'a.b.c',
      otherSecret,
    ]) {
      const answer = await readPreview(t, bad)
      expect(answer.status, bad).toBe(401)
      expectPrivate(answer)
    }
  })

  it('refuses a link with 409 once the draft has been saved again', async () => {
    const { t, token } = await setUp()
    const state = await adminState(t, token)
    const link = await previewLink(t, token)
    const saved = await sendJson(
      t,
      'PUT',
      '/sb-admin/site-content/draft',
      { base_version: state.draft_version, content: SITE_CONTENT_DEFAULTS_EN },
      { token },
    )
    expect(((await saved.json()) as SavedDraft).draft_version).not.toBe(state.draft_version)
    const answer = await readPreview(t, tokenOf(link))
    expect(answer.status).toBe(409)
    expectPrivate(answer)
    expect(await answer.json()).toEqual({ error: SITE_CONTENT_API_MESSAGES.previewStale })
  })

  it('makes no links without a preview secret, and reads none', async () => {
    const { t, token } = await setUp(null)
    const answer = await send(t, 'POST', '/sb-admin/site-content/preview', { token })
    await expectRefused(answer, 503, PREVIEWS_OFF)
    const forged = await signPreviewToken(PREVIEW_SECRET, {
      lang: 'en',
      draft_version: 'x',
      exp: Date.now() + 60_000,
      link: 'x',
    })
    expect((await readPreview(t, forged)).status).toBe(401)
  })
})
