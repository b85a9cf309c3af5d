import { describe, expect, it } from 'vitest'
import { allowedMethodsAt, canonicalView, isMediaPath } from '../app/site-pages'
import { MEDIA_CACHE_CONTROL, MEDIA_MAX_BYTES, type MediaOrigin, mediaKeyOfPath, serveMedia } from './media'
import { refusedMethod } from './methods'

/**
 * The site's /media/<key> in workerd, with its real Cache API. The API's /media route is played by
 * an origin answering from a map of files, as the API's route answers from its store (a 404 for
 * anything else), counting what it was asked for.
 */

const AVIF = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102])

function apiMedia(files: Record<string, { bytes: Uint8Array<ArrayBuffer>; type: string }> = {}) {
  const asked: string[] = []
  const origin: MediaOrigin = async (key) => {
    asked.push(key)
    const file = files[key]
    if (!file) return Response.json({ error: 'Not found' }, { status: 404 })
    return new Response(file.bytes, {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.bytes.byteLength),
        'Cache-Control': MEDIA_CACHE_CONTROL,
      },
    })
  }
  return { asked, origin, files }
}

/** The Worker's media answer over a fresh cache; `settle` waits for its cache writes. */
async function site(origin: MediaOrigin, signal?: AbortSignal) {
  const cache = await caches.open(`media-${crypto.randomUUID()}`)
  const pending: Promise<unknown>[] = []
  const serve = (path: string, method = 'GET') =>
    serveMedia(new Request(`https://site.example${path}`, { method }), {
      cache,
      origin,
      waitUntil: (promise) => void pending.push(promise),
      ...(signal ? { signal } : {}),
    })
  return { serve, cache, settle: () => Promise.all(pending.splice(0)) }
}

describe('/media/<key>', () => {
  it('serves a file of the API as immutable, then from the edge cache under its key alone', async () => {
    const api = apiMedia({ 'covers/a.w800.avif': { bytes: AVIF, type: 'image/avif' } })
    const { serve, settle } = await site(api.origin)

    const first = await serve('/media/covers/a.w800.avif')
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toBe('image/avif')
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS')
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(AVIF)
    await settle()

    for (const path of ['/media/covers/a.w800.avif', '/media/covers/a.w800.avif?v=2&utm_source=x']) {
      const again = await serve(path)
      expect(again.headers.get('X-Edge-Cache'), path).toBe('HIT')
      expect(again.headers.get('Cache-Control'), path).toBe(MEDIA_CACHE_CONTROL)
      expect(new Uint8Array(await again.arrayBuffer()), path).toEqual(AVIF)
    }
    expect(api.asked).toEqual(['covers/a.w800.avif'])
  })

  it('answers HEAD with the headers and no body, from the API or the cache', async () => {
    const api = apiMedia({ 'seed/a.webp': { bytes: AVIF, type: 'image/webp' } })
    const { serve, settle } = await site(api.origin)
    const miss = await serve('/media/seed/a.webp', 'HEAD')
    expect(miss.status).toBe(200)
    expect(miss.headers.get('Content-Type')).toBe('image/webp')
    expect(miss.body).toBeNull()
    await settle()
    const hit = await serve('/media/seed/a.webp', 'HEAD')
    expect(hit.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(hit.body).toBeNull()
    expect(new Uint8Array(await (await serve('/media/seed/a.webp')).arrayBuffer())).toEqual(AVIF)
    expect(api.asked).toEqual(['seed/a.webp'])
  })

  it('answers 404 for a missing key and keeps nothing, so a variant made later is served', async () => {
    const api = apiMedia()
    const { serve, settle } = await site(api.origin)
    const missing = await serve('/media/covers/b.w480.webp')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toBe('no-store')
    await settle()
    api.files['covers/b.w480.webp'] = { bytes: AVIF, type: 'image/webp' }
    expect((await serve('/media/covers/b.w480.webp')).status).toBe(200)
  })

  it.each([
    '/media/',
    '/media/..%2f..%2fwrangler.json',
    '/media/covers/%2e%2e/%2e%2e/secret',
    '/media/covers%2f..%2fsecret',
    '/media/.env',
    '/media/covers/.hidden.webp',
    '/media/covers//a.webp',
    '/media/covers%5c..%5csecret',
    '/media/covers/a.webp%00.png',
    '/media/backups/studio-2026-01-01.zip',
    '/media/archive-imports/1/manifest.json',
  ])('never asks the API for %s: a 404', async (path) => {
    const api = apiMedia()
    const { serve } = await site(api.origin)
    const response = await serve(path)
    expect(response.status).toBe(404)
    expect(api.asked).toEqual([])
  })

  it('follows no redirect of the API, serves nothing but images, and keeps neither', async () => {
    const redirecting: MediaOrigin = async () =>
      new Response(null, { status: 302, headers: { Location: 'http://169.254.169.254/latest' } })
    const { serve } = await site(redirecting)
    expect((await serve('/media/covers/a.webp')).status).toBe(502)

    const api = apiMedia({
      'covers/page.html': { bytes: new Uint8Array(new TextEncoder().encode('<p>hi')), type: 'text/html' },
    })
    const html = await site(api.origin)
    expect((await html.serve('/media/covers/page.html')).status).toBe(404)
  })

  it('refuses a file declared larger than any stored one before reading it', async () => {
    let pulled = 0
    const huge: MediaOrigin = async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            pulled++
            controller.enqueue(new Uint8Array(1024))
          },
        }),
        { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(MEDIA_MAX_BYTES + 1) } },
      )
    const { serve } = await site(huge)
    expect((await serve('/media/covers/a.jpg')).status).toBe(502)
    expect(pulled).toBeLessThanOrEqual(2)
  })

  it('stops an endless body at the byte limit, and keeps no copy of it', async () => {
    const chunk = 256 * 1024
    let pulled = 0
    const endless: MediaOrigin = async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            pulled += chunk
            controller.enqueue(new Uint8Array(chunk))
          },
        }),
        { headers: { 'Content-Type': 'image/jpeg' } },
      )
    const { serve, settle, cache } = await site(endless)
    const response = await serve('/media/covers/a.jpg')
    await expect(response.arrayBuffer()).rejects.toThrow()
    await settle()
    expect(pulled).toBeLessThanOrEqual(MEDIA_MAX_BYTES + 4 * chunk)
    expect(await cache.match('https://site.example/media/covers/a.jpg')).toBeUndefined()
  })

  it('stops a stalled body when its time is up', async () => {
    const stalled: MediaOrigin = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array([1]))
          },
          pull: () => new Promise<void>(() => undefined),
        }),
        { headers: { 'Content-Type': 'image/png' } },
      )
    const deadline = new AbortController()
    const { serve } = await site(stalled, deadline.signal)
    const response = await serve('/media/covers/a.png')
    const reading = response.arrayBuffer()
    deadline.abort(new Error('time is up'))
    await expect(reading).rejects.toThrow()
  })
})

describe('the route manifest and the methods module', () => {
  it('agree that /media/* is a file, read only, and not a page of either language', () => {
    expect(isMediaPath('/media/covers/a.webp')).toBe(true)
    expect(isMediaPath('/mediax/a')).toBe(false)
    expect(isMediaPath('/ar/media/a.webp')).toBe(false)
    expect(allowedMethodsAt('/media/covers/a.webp')).toEqual(['GET', 'HEAD'])
    expect(allowedMethodsAt('/contact')).toContain('POST')
    const post = refusedMethod(new Request('https://site.example/media/covers/a.webp', { method: 'POST' }))
    expect(post?.status).toBe(405)
    expect(post?.headers.get('Allow')).toBe('GET, HEAD')
    expect(
      refusedMethod(new Request('https://site.example/media/covers/a.webp', { method: 'HEAD' })),
    ).toBeNull()
    expect(mediaKeyOfPath('/media/covers/a.w800.avif')).toBe('covers/a.w800.avif')
    expect(mediaKeyOfPath('/media/cards/ar/home.1a2b.jpg')).toBe('cards/ar/home.1a2b.jpg')
    for (const privateKey of [
      'backups/studio-2026-12-02.zip',
      'archive-imports/x/manifest.json',
      'notes/a.webp',
    ])
      expect(mediaKeyOfPath(`/media/${privateKey}`)).toBeNull()
    // Not a page: the edge cache of pages would show it as the not-found page.
    expect(canonicalView(new URL('https://site.example/media/covers/a.webp'))).toBe('/404')
  })
})
