import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import { describe, expect, it } from 'vitest'
import { apiTransport } from '../app/lib/server-api'
import { logLines } from '../app/test-support/log-lines'
import { API_HEALTH_TTL_MS, createSiteHealth } from './health'
import { answerInScope } from './request-scope'

/**
 * The site's /health over the API's service binding, as deployed: the API's state is what its
 * /health answers, kept for a few seconds by the isolate's clock (moved by the test, never waited on).
 */

type ApiAnswer = () => Response | Promise<Response>

/** The API binding: answers with `state.answer`, and keeps what it was asked. */
function apiBinding(state: { answer: ApiAnswer }) {
  const asked: Array<{ path: string; id: string | null }> = []
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    asked.push({ path: new URL(request.url).pathname, id: request.headers.get(REQUEST_ID_HEADER) })
    return state.answer()
  }
  return { asked, requests, fetch: fetch as typeof globalThis.fetch }
}

const apiUp: ApiAnswer = () => Response.json({ ok: true, database: 'reachable' })
const apiGone: ApiAnswer = () => {
  throw new Error('Network connection lost.')
}

function site(state: { answer: ApiAnswer }, options: { timeLimitMs?: number } = {}) {
  let now = 1_000_000
  const binding = apiBinding(state)
  const health = createSiteHealth({ now: () => now, ...options })
  const ask = (method = 'GET') => {
    const request = new Request('https://site.example/health', { method })
    return answerInScope(request, (requestId) => health(request, apiTransport({ API: binding }), requestId))
  }
  const advance = (ms: number) => {
    now += ms
  }
  return { ask, asked: binding.asked, requests: binding.requests, advance }
}

describe('/health on the site', () => {
  it("answers 200 with the API's state when the API is up, never cached, asking with its own id", async () => {
    const { ask, asked } = site({ answer: apiUp })
    const answer = await ask()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(await answer.json()).toEqual({ ok: true, api: { ok: true, status: 200 } })
    expect(asked).toEqual([{ path: '/health', id: answer.headers.get(REQUEST_ID_HEADER) }])
    const head = await ask('HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
  })

  it('answers 503 when the API answers 503 or does not answer, and logs why once', async () => {
    const lines = logLines()
    const down = site({
      answer: () => Response.json({ ok: false, database: 'unreachable' }, { status: 503 }),
    })
    const answer = await down.ask()
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ ok: false, api: { ok: false, status: 503 } })
    const gone = site({ answer: apiGone })
    const unreachable = await gone.ask()
    expect(unreachable.status).toBe(503)
    expect(await unreachable.json()).toEqual({ ok: false, api: { ok: false, status: 0 } })
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'health.api_unhealthy',
        status: 503,
        request_id: answer.headers.get(REQUEST_ID_HEADER),
      }),
      expect.objectContaining({
        event: 'health.api_unreachable',
        cause: 'Error: Network connection lost.',
        request_id: unreachable.headers.get(REQUEST_ID_HEADER),
      }),
    ])
  })

  it("keeps the API's state for 5 s, then asks again", async () => {
    logLines()
    const state = { answer: apiUp }
    const { ask, asked, advance } = site(state)
    expect((await ask()).status).toBe(200)
    state.answer = apiGone
    advance(API_HEALTH_TTL_MS - 1)
    expect((await ask()).status).toBe(200)
    expect(asked).toHaveLength(1)
    advance(1)
    expect((await ask()).status).toBe(503)
    expect(asked).toHaveLength(2)
    state.answer = apiUp
    advance(API_HEALTH_TTL_MS - 1)
    expect((await ask()).status).toBe(503)
    advance(1)
    expect((await ask()).status).toBe(200)
    expect(asked).toHaveLength(3)
  })

  it('takes a redirect as an unhealthy answer and never follows it', async () => {
    const lines = logLines()
    const { ask, asked, requests } = site({
      answer: () => new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/' } }),
    })
    const answer = await ask()
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ ok: false, api: { ok: false, status: 302 } })
    expect(asked).toHaveLength(1)
    expect(requests[0]?.redirect).toBe('manual')
    expect(lines).toEqual([expect.objectContaining({ event: 'health.api_unhealthy', status: 302 })])
  })

  it('answers 503 within its time limit when the API never answers, whatever the transport does', async () => {
    const lines = logLines()
    // An answer that never comes, from a transport that ignores the request's signal.
    const { ask, requests } = site({ answer: () => new Promise<Response>(() => {}) }, { timeLimitMs: 50 })
    const started = Date.now()
    const answer = await ask()
    expect(Date.now() - started).toBeLessThan(2000)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ ok: false, api: { ok: false, status: 0 } })
    expect(requests[0]?.signal.aborted).toBe(true)
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'health.api_unreachable',
        cause: expect.stringMatching(/^TimeoutError/),
      }),
    ])
  })

  it("reads none of the API's body: an endless one is cancelled, and the answer comes at once", async () => {
    logLines()
    let pulled = 0
    let cancelled = false
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled++
            controller.enqueue(new Uint8Array(64 * 1024))
          },
          cancel() {
            cancelled = true
          },
        }),
        { status: 200 },
      )
    const { ask } = site({ answer: endless }, { timeLimitMs: 1000 })
    const answer = await ask()
    expect(answer.status).toBe(200)
    expect(cancelled).toBe(true)
    // At most what the stream queued before it was cancelled: nothing was read past that.
    expect(pulled).toBeLessThanOrEqual(1)
  })
})
