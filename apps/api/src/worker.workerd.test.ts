import { env, exports } from 'cloudflare:workers'
import { API_MESSAGES } from '@studio/contracts'
import { describe, expect, it, vi } from 'vitest'
import { createR2MediaStore } from './media/r2-store'
import { expectServedMedia } from './test-support/media-answer'

declare global {
  namespace Cloudflare {
    interface Env {
      MEDIA: R2Bucket
    }
    interface GlobalProps {
      mainModule: typeof import('./worker')
    }
  }
}

/** Runs in workerd: the real Worker entry (src/worker.ts) with wrangler.jsonc and a local R2 bucket. */
const worker = exports.default

describe('the Worker entry in workerd', () => {
  it('boots and answers /health with secure headers: 503 here, where no database answers', async () => {
    const res = await worker.fetch('https://api.test/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, database: 'unreachable' })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("writes its lines to the console as JSON carrying the answer's request id", async () => {
    const written: string[] = []
    const error = vi
      .spyOn(console, 'error')
      .mockImplementation((line: unknown) => void written.push(String(line)))
    const res = await Promise.resolve(
      worker.fetch('https://api.test/health', { headers: { 'CF-Ray': '8f1b2c3d4e5f6a7b-LHR' } }),
    ).finally(() => error.mockRestore())
    expect(res.headers.get('x-request-id')).toBe('8f1b2c3d4e5f6a7b-LHR')
    const lines = written.map((line) => JSON.parse(line))
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'health.database_unreachable',
        request_id: '8f1b2c3d4e5f6a7b-LHR',
        route: 'GET /health',
      }),
    ])
    // A made id for a request without one, on an answer the app never reached (a JSON 404 here).
    const missing = await worker.fetch('https://api.test/nope')
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("stores through the Worker's R2 media store and serves the object back through the Worker", async () => {
    // The same store the Worker entry builds from its MEDIA binding (uploads use its put path).
    const store = createR2MediaStore(env.MEDIA)
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 9, 8, 7, 6, 0x57, 0x45, 0x42, 0x50])
    await store.put('covers/workerd-test.webp', bytes, 'image/webp')

    // The put wrote the bytes and their content type into R2 itself.
    const head = await env.MEDIA.head('covers/workerd-test.webp')
    expect(head?.size).toBe(bytes.length)
    expect(head?.httpMetadata?.contentType).toBe('image/webp')

    const res = await worker.fetch('https://api.test/media/covers/workerd-test.webp', {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    await expectServedMedia(res, 'image/webp', bytes)

    // And the store's delete removes it: the Worker answers 404 next.
    await store.delete('covers/workerd-test.webp')
    expect((await worker.fetch('https://api.test/media/covers/workerd-test.webp')).status).toBe(404)
  })

  it("lists the R2 bucket's objects under a prefix with their upload times", async () => {
    const store = createR2MediaStore(env.MEDIA)
    const before = Date.now()
    const keys = Array.from({ length: 3 }, (_, i) => `covers/listing-${i}.png`)
    for (const key of keys) await store.put(key, new Uint8Array([key.length]), 'image/png')
    await store.put('seed/listing.webp', new Uint8Array([1]), 'image/webp')
    const listing = await store.list('covers/listing-')
    expect(listing.map((entry) => entry.key).sort()).toEqual(keys)
    for (const entry of listing) {
      expect(entry.uploaded).toBeInstanceOf(Date)
      expect(entry.uploaded.getTime()).toBeGreaterThanOrEqual(before - 1000)
    }
    for (const key of [...keys, 'seed/listing.webp']) await store.delete(key)
  })

  it('refuses every signup while the allowlist is empty, without touching the database', async () => {
    // wrangler.jsonc ships an empty ADMIN_SIGNUP_ALLOWLIST, and this suite's database is unreachable.
    const res = await worker.fetch('https://api.test/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.5' },
      body: JSON.stringify({ email: 'stranger@elsewhere.test', password: 'correct horse battery staple' }),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: API_MESSAGES.bootstrapRefused })
  })

  it('refuses a rate-limited request without CF-Connecting-IP instead of pooling it with others', async () => {
    const login = await worker.fetch('https://api.test/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@studio.test', password: 'a wrong guess' }),
    })
    expect(login.status).toBe(400)
    expect(await login.json()).toEqual({ error: API_MESSAGES.clientAddressUnknown })
    const contact = await worker.fetch('https://api.test/public/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }),
    })
    expect(contact.status).toBe(400)
    expect(await contact.json()).toEqual({ error: API_MESSAGES.clientAddressUnknown })
  })

  it('answers a missing media object and an escaping key with a JSON 404', async () => {
    for (const path of ['/media/covers/absent.webp', '/media/covers/%2e%2e/secret']) {
      const res = await worker.fetch(`https://api.test${path}`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: API_MESSAGES.notFound })
    }
  })
})
