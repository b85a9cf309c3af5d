import { describe, expect, it } from 'vitest'
import { routeOf } from '../app/lib/load-failure'
import { previewTokenOf } from '../app/lib/preview-session'
import { canonicalView } from '../app/site-pages'
import { createEdgeCache, type EdgeCache, type EdgeRequest } from './edge-cache'
import { serveRead } from './reads'

/** The real Workers cache of workerd, counting every read and write made through it. */
async function countingCache() {
  const cache = await caches.open(`preview-${crypto.randomUUID()}`)
  const counts = { match: 0, put: 0 }
  const counted: EdgeCache = {
    match: (request) => {
      counts.match++
      return cache.match(request)
    },
    put: (request, response) => {
      counts.put++
      return cache.put(request, response)
    },
  }
  return { cache: counted, counts }
}

/**
 * A site whose published pages say "published" and whose draft (token `good`) says "draft"; the
 * renderer reads the token as the root loader does (the address's, else the kept cookie's).
 */
function site() {
  const pending: Promise<unknown>[] = []
  const edge: EdgeRequest = {
    async render(request) {
      const token = previewTokenOf(request)?.token ?? null
      const path = new URL(request.url).pathname
      if (token === null)
        return new Response(`published ${path}`, { headers: { 'Content-Type': 'text/html' } })
      if (token === 'good') return new Response(`draft ${path} with "Preview: not published"`)
      if (token === 'moved-on') return new Response('This preview link is out of date', { status: 409 })
      return new Response('This preview link is not valid', { status: 401 })
    },
    contentVersion: async () => 'v1',
    waitUntil: (promise) => void pending.push(promise),
  }
  return { edge, settle: () => Promise.all(pending.splice(0)) }
}

const ORIGIN = 'https://site.example'
const get = (path: string, headers: HeadersInit = {}, method = 'GET') =>
  new Request(`${ORIGIN}${path}`, { method, headers })

/** The browser's side of the preview cookie: what a Set-Cookie leaves it sending. */
function cookieOf(answer: Response): string | null {
  const set = answer.headers.get('Set-Cookie')
  if (set === null) return null
  const pair = set.split(';')[0] ?? ''
  return /Max-Age=0(;|$)/.test(set) ? '' : pair
}

async function edgeSite() {
  const { cache, counts } = await countingCache()
  const serve = createEdgeCache({ cache, buildId: 'b1', canonicalView, routeOf })
  return { serve, counts, ...site() }
}

describe('previews in the Worker', () => {
  it('renders a preview outside the edge cache, so the next visitor without the token gets the published page', async () => {
    const { serve, counts, edge, settle } = await edgeSite()

    const preview = await serveRead(get('/?preview=good'), serve, edge)
    await settle()
    expect(await preview.text()).toContain('Preview: not published')
    expect(preview.headers.get('X-Edge-Cache')).toBe('MISS')
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store')
    expect(preview.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(preview.headers.get('ETag')).toBeNull()
    expect(counts).toEqual({ match: 0, put: 0 })

    const plain = await serveRead(get('/'), serve, edge)
    await settle()
    expect(await plain.text()).toBe('published /')
    expect(plain.headers.get('X-Edge-Cache')).toBe('MISS')
    const again = await serveRead(get('/?utm_source=x'), serve, edge)
    expect(again.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(await again.text()).toBe('published /')
  })

  it('keeps the preview in an HttpOnly, same-site cookie, so every page the browser opens next shows the draft', async () => {
    const { serve, counts, edge, settle } = await edgeSite()
    const opened = await serveRead(get('/?preview=good'), serve, edge)
    const setCookie = opened.headers.get('Set-Cookie') ?? ''
    expect(setCookie).toMatch(/^site_preview=good; Path=\/; Max-Age=3600; HttpOnly; SameSite=Strict; Secure$/)
    const cookie = cookieOf(opened) ?? ''

    for (const path of ['/services', '/ar/contact', '/all-work?category=apps', '/work/harbourline.data']) {
      const next = await serveRead(get(path, { Cookie: `theme=dark; ${cookie}` }), serve, edge)
      expect(await next.text(), path).toContain('draft')
      expect(next.headers.get('Cache-Control'), path).toBe('private, no-store')
      // The kept token is not set again: it ends when the link does.
      expect(next.headers.get('Set-Cookie'), path).toBeNull()
    }
    await settle()
    expect(counts).toEqual({ match: 0, put: 0 })

    // Any other browser, and the cache, still get the published pages.
    expect(await (await serveRead(get('/services'), serve, edge)).text()).toBe('published /services')
  })

  it('never answers a preview from a cached page', async () => {
    const { serve, counts, edge, settle } = await edgeSite()
    await (await serveRead(get('/services'), serve, edge)).text()
    await settle()
    const before = { ...counts }

    const preview = await serveRead(get('/services?preview=good'), serve, edge)
    expect(await preview.text()).toContain('draft')
    const kept = await serveRead(get('/services', { Cookie: 'site_preview=good' }), serve, edge)
    expect(await kept.text()).toContain('draft')
    expect(counts).toEqual(before)
  })

  it('answers a refused link with its status, private and unindexed, forgets a kept preview, and no body for a HEAD', async () => {
    const { serve, counts, edge } = await edgeSite()

    const expired = await serveRead(get('/?preview=tampered'), serve, edge)
    expect(expired.status).toBe(401)
    expect(expired.headers.get('Cache-Control')).toBe('private, no-store')
    expect(expired.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(cookieOf(expired)).toBe('')
    const stale = await serveRead(get('/terms', { Cookie: 'site_preview=moved-on' }), serve, edge)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toBe('This preview link is out of date')
    expect(cookieOf(stale)).toBe('')

    const head = await serveRead(get('/?preview=good', {}, 'HEAD'), serve, edge)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(counts).toEqual({ match: 0, put: 0 })
  })

  it('leaves the preview: forgets the cookie and sends the browser to the live page, on this site', async () => {
    const { serve, edge } = await edgeSite()
    const cookie = { Cookie: 'site_preview=good' }
    const answers: Record<string, string> = {
      '/services?leave-preview': '/services',
      '/ar/all-work?category=APPS&page=2&leave-preview': '/ar/all-work?category=apps&page=2',
      '/?preview=good&leave-preview': '/',
      '//evil.example/?leave-preview': '/404',
      '/ar//evil.example?leave-preview': '/ar/404',
    }
    for (const [address, live] of Object.entries(answers)) {
      const left = await serveRead(get(address, cookie), serve, edge)
      expect(left.status, address).toBe(303)
      expect(left.headers.get('Location'), address).toBe(live)
      expect(left.headers.get('Cache-Control'), address).toBe('private, no-store')
      expect(cookieOf(left), address).toBe('')
    }
    const live = await serveRead(get('/services'), serve, edge)
    expect(await live.text()).toBe('published /services')
  })

  it('marks the cookie Secure only on https, where browsers keep it', async () => {
    const { serve, edge } = await edgeSite()
    const local = await serveRead(new Request('http://localhost:5173/?preview=good'), serve, edge)
    expect(local.headers.get('Set-Cookie')).toBe(
      'site_preview=good; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict',
    )
  })
})
