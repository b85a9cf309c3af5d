import { describe, expect, it } from 'vitest'
import { canonicalView } from '../app/site-pages'
import { createEdgeCache, type EdgeCache, type EdgeRequest } from './edge-cache'
import { isPreviewRequest, serveRead } from './preview'

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

/** A site whose published home says "published" and whose draft (token `good`) says "draft". */
function site() {
  const pending: Promise<unknown>[] = []
  const edge: EdgeRequest = {
    async render(request) {
      const token = new URL(request.url).searchParams.get('preview')
      if (token === null) return new Response('published page', { headers: { 'Content-Type': 'text/html' } })
      if (token === 'good') return new Response('draft page with "Preview: not published"')
      if (token === 'moved-on') return new Response('This preview link is out of date', { status: 409 })
      return new Response('This preview link is not valid', { status: 401 })
    },
    contentVersion: async () => 'v1',
    waitUntil: (promise) => void pending.push(promise),
  }
  return { edge, settle: () => Promise.all(pending.splice(0)) }
}

const get = (path: string, method = 'GET') => new Request(`https://site.example${path}`, { method })

describe('previews in the Worker', () => {
  it('recognises the parameter on any page, whatever its value', () => {
    expect(isPreviewRequest(new URL('https://site.example/?preview=abc'))).toBe(true)
    expect(isPreviewRequest(new URL('https://site.example/contact?utm_source=x&preview='))).toBe(true)
    expect(isPreviewRequest(new URL('https://site.example/?previews=abc'))).toBe(false)
  })

  it('renders a preview outside the edge cache, so the next visitor without the token gets the published page', async () => {
    const { cache, counts } = await countingCache()
    const serve = createEdgeCache({ cache, buildId: 'b1', canonicalView })
    const { edge, settle } = site()

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
    expect(await plain.text()).toBe('published page')
    expect(plain.headers.get('X-Edge-Cache')).toBe('MISS')
    const again = await serveRead(get('/?utm_source=x'), serve, edge)
    expect(again.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(await again.text()).toBe('published page')
  })

  it('never answers a preview from a cached page', async () => {
    const { cache, counts } = await countingCache()
    const serve = createEdgeCache({ cache, buildId: 'b1', canonicalView })
    const { edge, settle } = site()
    await (await serveRead(get('/services'), serve, edge)).text()
    await settle()
    const before = { ...counts }

    const preview = await serveRead(get('/services?preview=good'), serve, edge)
    expect(await preview.text()).toContain('draft page')
    expect(counts).toEqual(before)
  })

  it('answers a refused link with its status, private and unindexed, and no body for a HEAD', async () => {
    const { cache, counts } = await countingCache()
    const serve = createEdgeCache({ cache, buildId: 'b1', canonicalView })
    const { edge } = site()

    const expired = await serveRead(get('/?preview=tampered'), serve, edge)
    expect(expired.status).toBe(401)
    expect(expired.headers.get('Cache-Control')).toBe('private, no-store')
    expect(expired.headers.get('X-Robots-Tag')).toBe('noindex')
    const stale = await serveRead(get('/terms?preview=moved-on'), serve, edge)
    expect(stale.status).toBe(409)
    expect(await stale.text()).toBe('This preview link is out of date')

    const head = await serveRead(get('/?preview=good', 'HEAD'), serve, edge)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(counts).toEqual({ match: 0, put: 0 })
  })
})
