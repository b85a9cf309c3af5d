import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import { describe, expect, it } from 'vitest'
import { serverApi } from '../app/lib/server-api'
import { logLines } from '../app/test-support/log-lines'
import { mediaOrigin, serveMedia } from './media'
import { answerInScope } from './request-scope'

/**
 * One visit, one trace: the Worker's answer names its request in X-Request-Id, every call it makes
 * to the API (through the service binding, as deployed) hands that id on, and every line it logs
 * carries it. Driven as workers/app.ts drives a request: answerInScope around the answer.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The API binding, answering `answer` to every request and keeping each request's id. */
function apiBinding(answer: () => Response | Promise<Response>) {
  const ids: Array<string | null> = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    ids.push(new Request(input, init).headers.get(REQUEST_ID_HEADER))
    return answer()
  }
  return { ids, fetch: fetch as typeof globalThis.fetch }
}

const contextFor = (binding: { fetch: typeof fetch }, requestId: string) => ({
  cloudflare: { env: { API: binding }, ctx: { waitUntil: () => undefined } },
  requestId,
})

describe('the request id in the Worker', () => {
  it("answers with the edge's CF-Ray and hands it to the API on every call made for the request", async () => {
    const binding = apiBinding(() => Response.json({ version: 'v1' }))
    const visit = new Request('https://site.example/all-work', {
      headers: { 'CF-Ray': '8f1b2c3d4e5f6a7b-LHR' },
    })
    const answer = await answerInScope(visit, async (requestId) => {
      const api = serverApi(contextFor(binding, requestId))
      await api.contentVersion().catch(() => undefined)
      await api.listAllWork().catch(() => undefined)
      return new Response('the page', { headers: { 'Content-Type': 'text/html' } })
    })
    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe('8f1b2c3d4e5f6a7b-LHR')
    expect(binding.ids).toEqual(['8f1b2c3d4e5f6a7b-LHR', '8f1b2c3d4e5f6a7b-LHR'])
  })

  it('makes an id for a request without one, and logs a cover it could not read with it', async () => {
    const lines = logLines()
    const binding = apiBinding(() => Response.json({ error: 'Internal error.' }, { status: 500 }))
    const cache = await caches.open(`scope-${crypto.randomUUID()}`)
    const visit = new Request('https://site.example/media/covers/a.w800.avif')
    const answer = await answerInScope(visit, (requestId) =>
      serveMedia(visit, {
        cache,
        origin: mediaOrigin({ API: binding }, requestId),
        waitUntil: () => undefined,
      }),
    )
    expect(answer.status).toBe(502)
    const id = answer.headers.get(REQUEST_ID_HEADER)
    expect(id).toMatch(UUID)
    expect(binding.ids).toEqual([id])
    // Logged once, where the reason is known: the request's own 5xx line is not written again.
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'media.read_failed',
        request_id: id,
        route: 'GET /media/:key',
        key: 'covers/a.w800.avif',
        api_status: 500,
      }),
    ])
  })

  it('logs an answer of 5xx that nothing logged, once, with its id, status and duration', async () => {
    const lines = logLines()
    const visit = new Request('https://site.example/all-work', {
      headers: { [REQUEST_ID_HEADER]: 'given-0123456789' },
    })
    const answer = await answerInScope(visit, async () => new Response('down', { status: 503 }))
    expect(answer.headers.get(REQUEST_ID_HEADER)).toBe('given-0123456789')
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'request.failed',
        request_id: 'given-0123456789',
        route: 'GET /all-work',
        status: 503,
        duration_ms: expect.any(Number),
      }),
    ])
  })
})
