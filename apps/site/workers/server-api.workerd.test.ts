import { ApiError } from '@studio/contracts/api-error'
import { PUBLIC_ANSWER_LIMITS } from '@studio/contracts/public-client'
import { describe, expect, it } from 'vitest'
import { routeOf } from '../app/lib/load-failure'
import { serverApi } from '../app/lib/server-api'
import { canonicalView } from '../app/site-pages'
import { logLines } from '../app/test-support/log-lines'
import { createEdgeCache } from './edge-cache'

/**
 * The site's API client inside workerd, through a service binding (as deployed): an answer that
 * streams without end is read only up to its byte limit, one that trickles only until the request's
 * deadline, so the Worker's memory and time stay bounded; the page then has its last good copy.
 */

const CHUNK = 64 * 1024

/** A binding whose every answer is a JSON body without a length that never ends, counting what was pulled. */
function endlessBinding() {
  const pulled = { bytes: 0 }
  const fetch = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled.bytes += CHUNK
          controller.enqueue(new Uint8Array(CHUNK).fill(32))
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    )
  return { pulled, fetch }
}

/** A binding whose answers send their headers, one byte, and then nothing more. */
function stalledBinding() {
  const fetch = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([91]))
        },
        pull: () => new Promise<void>(() => undefined),
      }),
      { headers: { 'content-type': 'application/json' } },
    )
  return { fetch }
}

const contextWith = (binding: { fetch: typeof fetch }, apiDeadline?: AbortSignal) => ({
  cloudflare: { env: { API: binding }, ctx: { waitUntil: () => undefined } },
  apiDeadline,
})

describe('the API client in the Worker', () => {
  it('reads an endless answer only up to its byte limit, on every read', async () => {
    const limits: Array<[string, number, (api: ReturnType<typeof serverApi>) => Promise<unknown>]> = [
      ['listAllWork', PUBLIC_ANSWER_LIMITS.listBytes, (api) => api.listAllWork()],
      ['getSiteContent', PUBLIC_ANSWER_LIMITS.copyBytes, (api) => api.getSiteContent('en')],
      ['getWorkItem', PUBLIC_ANSWER_LIMITS.answerBytes, (api) => api.getWorkItem('harbourline')],
      ['contentVersion', PUBLIC_ANSWER_LIMITS.answerBytes, (api) => api.contentVersion()],
    ]
    for (const [name, limit, call] of limits) {
      const binding = endlessBinding()
      const failure = await call(serverApi(contextWith(binding))).catch((error: unknown) => error)
      expect(failure, name).toBeInstanceOf(ApiError)
      // The stream may have a chunk or two queued beyond what was read.
      expect(binding.pulled.bytes, name).toBeLessThanOrEqual(limit + 3 * CHUNK)
    }
  })

  it("stops waiting on a stalled answer when the request's deadline passes", async () => {
    const deadline = new AbortController()
    const api = serverApi(contextWith(stalledBinding(), deadline.signal))
    const calls = [api.listAllWork(), api.getSiteContent('en'), api.contentVersion()].map((call) =>
      call.catch((error: unknown) => error),
    )
    deadline.abort()
    for (const failure of await Promise.all(calls)) {
      expect(failure).toBeInstanceOf(ApiError)
      expect((failure as ApiError).status).toBe(0)
    }
  })

  it('serves the last good copy of a page when the content version answer is endless, and logs why', async () => {
    const lines = logLines()
    const cache = await caches.open(`limits-${crypto.randomUUID()}`)
    const serve = createEdgeCache({ cache, buildId: 'b1', canonicalView, routeOf, now: () => 0 })
    const pending: Promise<unknown>[] = []
    const page = (contentVersion: () => Promise<string>) => ({
      render: async () => new Response('the page', { headers: { 'content-type': 'text/html' } }),
      contentVersion,
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    })
    const first = await serve(
      new Request('https://site.example/all-work'),
      page(async () => 'v1'),
    )
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS')
    await Promise.all(pending)

    const later = createEdgeCache({ cache, buildId: 'b1', canonicalView, routeOf, now: () => 0 })
    const binding = endlessBinding()
    const answer = await later(
      new Request('https://site.example/all-work'),
      page(() => serverApi(contextWith(binding)).contentVersion()),
    )
    expect(answer.headers.get('X-Edge-Cache')).toBe('STALE')
    expect(await answer.text()).toBe('the page')
    expect(binding.pulled.bytes).toBeLessThanOrEqual(PUBLIC_ANSWER_LIMITS.answerBytes + 3 * CHUNK)
    expect(lines.map(({ event, route }) => ({ event, route }))).toEqual([
      { event: 'edge_cache.version_failed', route: 'GET /all-work' },
      { event: 'edge_cache.stale_served', route: 'GET /all-work' },
    ])
  })
})
