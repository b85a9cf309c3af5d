import { API_MESSAGES } from '@studio/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { JSON_BODY_LIMIT_BYTES } from './app'
import { expectRefused } from './test-support/answers'
import { logIn, send, signUp } from './test-support/requests'
import { createTestApp, type TestApp } from './test-support/test-app'

let t: TestApp

beforeEach(async () => {
  t = await createTestApp()
})

const SITE = 'http://localhost:5173'
const ADMIN = 'http://localhost:5174'

/** A browser's preflight, from `origin`, for a JSON post to the contact form. */
const contactPreflight = (origin: string) =>
  t.app.request('/public/contact', {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  })

describe('errors are JSON { error } with the right status', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.app.request('/public/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Ada",',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({ error: API_MESSAGES.invalidJson })
  })

  it('answers an unknown route and a wrong method with 404', async () => {
    for (const [path, method] of [
      ['/nothing-here', 'GET'],
      ['/public/projects', 'DELETE'],
      ['/public', 'GET'],
    ] as const) {
      const res = await t.app.request(path, { method })
      await expectRefused(res, 404, API_MESSAGES.notFound)
    }
  })

  it('answers a body over 64 KB with 413 and stores nothing', async () => {
    const message = 'x'.repeat(JSON_BODY_LIMIT_BYTES)
    const res = await t.app.request('/public/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@b.co', message }),
    })
    await expectRefused(res, 413, API_MESSAGES.bodyTooLarge)
    const { rows } = await t.client.execute('SELECT count(*) AS n FROM contact_messages')
    expect(rows[0]?.n).toBe(0)
  })

  it('answers a failure inside a route with 500 and no internals', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A closed database makes every query throw, as a real outage would.
    t.client.close()
    const res = await t.app.request('/public/projects')
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ error: API_MESSAGES.internal })
    expect(text).not.toMatch(/sqlite|libsql|closed|at .*\.ts/i)
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })
})

describe('CORS', () => {
  const COVER = '/media/covers/2026/cors.webp'
  const putCover = () => t.media.put('covers/2026/cors.webp', new Uint8Array([1, 2, 3]), 'image/webp')

  it('allows the admin origin on every route, without credentials', async () => {
    const res = await t.app.request('/public/projects', { headers: { Origin: ADMIN } })
    expect(res.headers.get('access-control-allow-origin')).toBe(ADMIN)
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    expect(res.headers.get('vary')).toMatch(/origin/i)
  })

  it('allows the site origin to load media, without credentials', async () => {
    await putCover()
    const res = await t.app.request(COVER, { headers: { Origin: SITE } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    const preflight = await t.app.request(COVER, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('gives the site origin no grant beyond media: it never calls the API from the browser', async () => {
    const preflight = await contactPreflight(SITE)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const post = await t.app.request('/public/contact', {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' }),
    })
    expect(post.status).toBe(201)
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
    for (const path of ['/public/projects', '/public/all-work', '/health', '/sb-admin/projects']) {
      const res = await t.app.request(path, { headers: { Origin: SITE } })
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  it('lets the admin read the paging, export and content-version headers', async () => {
    const res = await t.app.request('/public/all-work', { headers: { Origin: ADMIN } })
    const exposed = res.headers.get('access-control-expose-headers') ?? ''
    for (const name of ['X-Content-Version', 'X-Total-Count', 'Link', 'ETag', 'Content-Disposition'])
      expect(exposed).toContain(name)
  })

  it('grants nothing to a request without Origin, but still marks the answer as varying by Origin', async () => {
    const res = await t.app.request('/public/all-work')
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('vary')).toBe('Origin')
  })

  it('answers a preflight from the admin origin', async () => {
    const res = await contactPreflight(ADMIN)
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(ADMIN)
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
  })

  it.each(['https://evil.example', 'http://localhost:5175', 'null'])(
    'gives %s no CORS grant',
    async (origin) => {
      await putCover()
      for (const path of ['/public/projects', COVER]) {
        const res = await t.app.request(path, { headers: { Origin: origin } })
        expect(res.headers.get('access-control-allow-origin')).toBeNull()
      }
      const preflight = await contactPreflight(origin)
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    },
  )

  it('follows the configured origins, never a wildcard', async () => {
    const custom = await createTestApp({
      config: { siteOrigin: 'https://studio.example', adminOrigin: 'https://admin.studio.example' },
    })
    const admin = await custom.app.request('/health', { headers: { Origin: 'https://admin.studio.example' } })
    expect(admin.headers.get('access-control-allow-origin')).toBe('https://admin.studio.example')
    const site = await custom.app.request('/media/covers/missing.webp', {
      headers: { Origin: 'https://studio.example' },
    })
    expect(site.headers.get('access-control-allow-origin')).toBe('https://studio.example')
    const local = await custom.app.request('/media/covers/missing.webp', { headers: { Origin: SITE } })
    expect(local.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('secure headers', () => {
  it('sets them on success and error responses alike', async () => {
    for (const path of ['/health', '/public/projects', '/missing']) {
      const res = await t.app.request(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site')
    }
  })
})

describe('answers that hold a session or its data are never cached', () => {
  it('says no-store on the login answer, the account, an admin list and a 401', async () => {
    await signUp(t, 'owner@studio.test')
    const login = await logIn(t, 'owner@studio.test')
    const { access_token: token } = (await login.clone().json()) as { access_token: string }
    const answers = [
      login,
      await send(t, 'GET', '/auth/me', { token }),
      await send(t, 'GET', '/auth/sessions', { token }),
      await send(t, 'GET', '/sb-admin/projects', { token }),
      await send(t, 'GET', '/sb-admin/settings/alerts', { token }),
      await send(t, 'GET', '/sb-admin/projects'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 401])
    for (const answer of answers) expect(answer.headers.get('cache-control')).toMatch(/no-store/)
  })
})
