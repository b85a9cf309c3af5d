import { env, exports } from 'cloudflare:workers'
import { API_MESSAGES } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { createR2MediaStore } from './media/r2-store'

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
  it('boots and answers /health with secure headers', async () => {
    const res = await worker.fetch('https://api.test/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
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
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)

    // And the store's delete removes it: the Worker answers 404 next.
    await store.delete('covers/workerd-test.webp')
    expect((await worker.fetch('https://api.test/media/covers/workerd-test.webp')).status).toBe(404)
  })

  it('answers a missing media object and an escaping key with a JSON 404', async () => {
    for (const path of ['/media/covers/absent.webp', '/media/covers/%2e%2e/secret']) {
      const res = await worker.fetch(`https://api.test${path}`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: API_MESSAGES.notFound })
    }
  })
})
