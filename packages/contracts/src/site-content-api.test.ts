import { describe, expect, it } from 'vitest'
import { createAdminClient } from './admin-client'
import { ApiError } from './api-error'
import { createPublicClient } from './public-client'
import { SITE_CONTENT_API_MESSAGES } from './site-content-api'
import { SITE_CONTENT_DEFAULTS_EN } from './site-content-defaults'

type Call = { url: string; init: RequestInit | undefined }

function fakeFetch(respond: (url: string, init?: RequestInit) => Response) {
  const calls: Call[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    return respond(url, init)
  }) as typeof fetch
  return { fetcher, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const saved = {
  draft: SITE_CONTENT_DEFAULTS_EN,
  draft_version: 'v2',
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: 'colleague@studio.test',
  field_errors: [],
}

const admin = (respond: (url: string, init?: RequestInit) => Response) => {
  const fake = fakeFetch(respond)
  return {
    client: createAdminClient({ apiUrl: 'http://api/', getToken: () => 'tok', fetcher: fake.fetcher }),
    calls: fake.calls,
  }
}

describe('admin client: site content', () => {
  it('reads both copies with the bearer token and the language', async () => {
    const { client, calls } = admin(() =>
      json({
        language: 'en',
        draft: SITE_CONTENT_DEFAULTS_EN,
        draft_version: 'v1',
        draft_updated_at: '2026-01-01T00:00:00.000Z',
        draft_updated_by: null,
        published: null,
        published_at: null,
        published_by: null,
        field_errors: [],
      }),
    )
    const state = await client.getSiteContent('ar')
    expect(state.draft_version).toBe('v1')
    expect(calls[0]?.url).toBe('http://api/sb-admin/site-content?lang=ar')
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer tok')
  })

  it("saves a draft naming its base version, and returns a 409 as the colleague's draft", async () => {
    const ok = admin(() => json(saved))
    expect(await ok.client.saveSiteContentDraft('v1', SITE_CONTENT_DEFAULTS_EN)).toEqual({
      kind: 'ok',
      value: saved,
    })
    expect(ok.calls[0]?.url).toBe('http://api/sb-admin/site-content/draft?lang=en')
    expect(ok.calls[0]?.init?.method).toBe('PUT')
    expect(JSON.parse(String(ok.calls[0]?.init?.body))).toEqual({
      base_version: 'v1',
      content: SITE_CONTENT_DEFAULTS_EN,
    })

    const conflict = admin(() => json({ error: SITE_CONTENT_API_MESSAGES.conflict, ...saved }, 409))
    expect(await conflict.client.saveSiteContentDraft('v0', SITE_CONTENT_DEFAULTS_EN)).toEqual({
      kind: 'conflict',
      error: SITE_CONTENT_API_MESSAGES.conflict,
      current: saved,
    })
  })

  it('returns the fields of a refused publish or restore, and throws on other failures', async () => {
    const fields = [{ path: 'home.faq.2.answer', error: 'This field is required.' }]
    const refused = admin(() => json({ error: SITE_CONTENT_API_MESSAGES.invalid, fields }, 400))
    expect(await refused.client.publishSiteContent('v1')).toEqual({
      kind: 'invalid',
      error: SITE_CONTENT_API_MESSAGES.invalid,
      fields,
    })
    const unreadable = admin(() => json({ error: SITE_CONTENT_API_MESSAGES.revisionUnreadable, fields }, 422))
    expect((await unreadable.client.restoreSiteContentRevision(3, 'v1')).kind).toBe('invalid')
    expect(unreadable.calls[0]?.url).toBe('http://api/sb-admin/site-content/revisions/3/restore')

    const broken = admin(() => json({ error: 'Not found.' }, 404))
    await expect(broken.client.restoreSiteContentRevision(9, 'v1')).rejects.toBeInstanceOf(ApiError)
    const offline = admin(() => json({ error: 'Previews are off' }, 503))
    await expect(offline.client.previewSiteContent()).rejects.toThrow('Previews are off')
  })

  it('lists revisions and makes preview links', async () => {
    const revision = {
      id: 1,
      language: 'en',
      schema_version: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      admin_email: 'owner@studio.test',
      starting: false,
      changes: [{ path: 'home.closing.title', before: 'A', after: 'B' }],
    }
    const { client, calls } = admin((url) =>
      url.includes('revisions')
        ? json([revision])
        : json({ url: 'http://site/?preview=a.b', expires_at: 'x' }),
    )
    expect(await client.listSiteContentRevisions()).toEqual([revision])
    expect((await client.previewSiteContent()).url).toBe('http://site/?preview=a.b')
    expect(calls[1]?.init?.method).toBe('POST')
  })

  it('ends every preview link with one DELETE and answers how many', async () => {
    const { client, calls } = admin(() => json({ ended: 2 }))
    expect(await client.endSiteContentPreviewLinks()).toEqual({ ended: 2 })
    expect(calls[0]?.url).toBe('http://api/sb-admin/site-content/preview-links')
    expect(calls[0]?.init?.method).toBe('DELETE')
    const broken = admin(() => json({ ended: 'two' }))
    await expect(broken.client.endSiteContentPreviewLinks()).rejects.toBeInstanceOf(ApiError)
  })

  it("reads a translation's status for its language", async () => {
    const status = {
      language: 'ar',
      source_language: 'en',
      source: SITE_CONTENT_DEFAULTS_EN,
      source_changed_at: { 'home.hero.lead': '2026-01-02T00:00:00.000Z' },
      changed_at: {},
      gaps: [{ path: 'home.hero.lead', kind: 'older' }],
    }
    const { client, calls } = admin(() => json(status))
    expect(await client.getSiteContentTranslation('ar')).toEqual(status)
    expect(calls[0]?.url).toBe('http://api/sb-admin/site-content/translation?lang=ar')
  })
})

describe('public client: site content', () => {
  it('reads the published copy, or null for an unpublished language', async () => {
    const { fetcher, calls } = fakeFetch((url) =>
      url.includes('lang=ar') ? json({ error: 'x' }, 404) : json(SITE_CONTENT_DEFAULTS_EN),
    )
    const client = createPublicClient('http://api', fetcher)
    expect(await client.getSiteContent()).toEqual(SITE_CONTENT_DEFAULTS_EN)
    expect(calls[0]?.url).toBe('http://api/public/site-content?lang=en')
    expect(await client.getSiteContent('ar')).toBeNull()
    const failing = createPublicClient('http://api', fakeFetch(() => json({ error: 'x' }, 500)).fetcher)
    await expect(failing.getSiteContent()).rejects.toThrow(SITE_CONTENT_API_MESSAGES.loadFailed)
  })

  it('reads a preview: the draft, an invalid link (401) or a stale one (409)', async () => {
    const answers: Record<string, Response> = {
      good: json({ language: 'en', content: SITE_CONTENT_DEFAULTS_EN }),
      expired: json({ error: 'x' }, 401),
      stale: json({ error: 'x' }, 409),
    }
    const { fetcher, calls } = fakeFetch(
      (url) => answers[new URL(url).searchParams.get('token') ?? ''] ?? json({}, 500),
    )
    const client = createPublicClient('http://api', fetcher)
    expect(await client.getSiteContentPreview('good')).toEqual({
      kind: 'draft',
      language: 'en',
      content: SITE_CONTENT_DEFAULTS_EN,
    })
    expect(calls[0]?.url).toBe('http://api/public/site-content/preview?token=good')
    expect(await client.getSiteContentPreview('expired')).toEqual({ kind: 'invalid' })
    expect(await client.getSiteContentPreview('stale')).toEqual({ kind: 'stale' })
  })
})
