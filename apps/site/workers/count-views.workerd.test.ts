import { type PageViewInput, ViewBatchSchema } from '@studio/contracts/audience'
import { type LogLine, redirectLog } from '@studio/contracts/log'
import { afterEach, describe, expect, it } from 'vitest'
import { routeOf } from '../app/lib/load-failure'
import { canonicalView } from '../app/site-pages'
import { countPageView, sendWaitingViews } from './count-views'
import { createEdgeCache, type EdgeRequest } from './edge-cache'
import { serveRead } from './reads'
import { createViewBatcher } from './view-batches'

const KEY = 'test-audience-key-0123456789abcdef'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let restoreLog: (() => void) | null = null
afterEach(() => {
  restoreLog?.()
  restoreLog = null
})

/**
 * The API's side of the binding: takes each batch as POST /public/views does (the key, then the
 * contract's schema) and keeps the views it was sent, batch by batch.
 */
function viewsEndpoint(status = 200) {
  const batches: PageViewInput[][] = []
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const request = new Request(input, init)
      expect(new URL(request.url).pathname).toBe('/public/views')
      expect(request.headers.get('X-Audience-Key')).toBe(KEY)
      const parsed = ViewBatchSchema.safeParse(await request.json())
      if (!parsed.success) return Response.json({ error: parsed.error.message }, { status: 400 })
      if (status !== 200) return Response.json({ error: 'refused' }, { status })
      batches.push(parsed.data.views as PageViewInput[])
      return Response.json({ recorded: parsed.data.views.length, skipped: 0 })
    },
  }
  return { binding: binding as { fetch: typeof fetch }, batches }
}

/** A site that renders every page as HTML, behind the real edge cache of workerd. */
async function siteWorker(status = 200) {
  const pending: Promise<unknown>[] = []
  const ctx = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) }
  const edge: EdgeRequest = {
    async render(request) {
      const { pathname } = new URL(request.url)
      const notFound = canonicalView(new URL(request.url)).endsWith('/404')
      return new Response(`page ${pathname}`, {
        status: notFound ? 404 : 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    },
    contentVersion: async () => 'v1',
    waitUntil: ctx.waitUntil,
  }
  const cache = await caches.open(`views-${crypto.randomUUID()}`)
  const serve = createEdgeCache({ cache, buildId: 'b1', canonicalView, routeOf })
  const api = viewsEndpoint(status)
  // No wait for more views: each test settles the batches itself.
  const batcher = createViewBatcher({ waitMs: 0 })
  const env = { AUDIENCE_SECRET: KEY, API: api.binding }
  /** The Worker's fetch as workers/app.ts makes it: the answer, then the count. */
  async function visit(request: Request, options: { env?: typeof env } = {}) {
    const response =
      request.method === 'GET' || request.method === 'HEAD'
        ? await serveRead(request, serve, edge)
        : new Response('Method Not Allowed', { status: 405 })
    countPageView(request, response, options.env ?? env, ctx, new Date('2031-06-01T10:00:00Z'), batcher)
    return response
  }
  const settle = async () => {
    while (pending.length > 0) await Promise.all(pending.splice(0))
    return api.batches
  }
  return { visit, settle }
}

function visitorRequest(path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  return new Request(`https://studio.example${path}`, {
    method,
    headers: { 'User-Agent': CHROME, 'CF-Connecting-IP': '203.0.113.7', ...headers },
    cf: { country: 'EG' },
  })
}

/**
 * Pages answered and counted straight into a batcher of their own, without the edge cache in front:
 * for what the batches do with the views (the tests above count through the whole read).
 */
function pagesCounted({ waitMs }: { waitMs: number }) {
  const api = viewsEndpoint()
  const env = { AUDIENCE_SECRET: KEY, API: api.binding }
  const started: Promise<unknown>[] = []
  const ctx = { waitUntil: (promise: Promise<unknown>) => void started.push(promise) }
  const batcher = createViewBatcher({ waitMs })
  const page = () => new Response('page', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  return {
    batcher,
    ctx,
    batches: api.batches,
    count: (path: string) =>
      countPageView(visitorRequest(path), page(), env, ctx, new Date('2031-06-01T10:00:00Z'), batcher),
    /** Waits for every send started so far; the batches the API took. */
    async settle() {
      await Promise.all(started)
      return api.batches
    },
  }
}

describe('counting page views in the Worker', () => {
  it('counts a cached answer (HIT) as it counts the first (MISS), with what the visit came from', async () => {
    const { visit, settle } = await siteWorker()

    const first = await visit(
      visitorRequest('/?utm_source=Newsletter&utm_campaign=june', {
        headers: { Referer: 'https://news.example/issue' },
      }),
    )
    const second = await visit(visitorRequest('/work/harbourline-banking-app'))
    const third = await visit(visitorRequest('/'))
    expect([first, second, third].map((answer) => answer.headers.get('X-Edge-Cache'))).toEqual([
      'MISS',
      'MISS',
      'HIT',
    ])

    const batches = await settle()
    expect(batches).toHaveLength(1)
    expect(batches[0]).toEqual([
      {
        at: '2031-06-01T10:00:00.000Z',
        host: 'studio.example',
        path: '/',
        language: 'en',
        not_found: false,
        referrer: 'https://news.example/issue',
        utm_source: 'Newsletter',
        utm_medium: null,
        utm_campaign: 'june',
        country: 'EG',
        address: '203.0.113.7',
        user_agent: CHROME,
      },
      expect.objectContaining({ path: '/work/harbourline-banking-app', language: 'en', utm_source: null }),
      expect.objectContaining({ path: '/', not_found: false }),
    ])
  })

  it('counts an Arabic page in Arabic, and a not-found answer apart, by the address asked', async () => {
    const { visit, settle } = await siteWorker()

    await visit(visitorRequest('/ar/work/harbourline-banking-app'))
    const missing = await visit(visitorRequest('/old-page?x=1'))
    expect(missing.status).toBe(404)

    const [views] = await settle()
    expect(views?.map(({ path, language, not_found }) => ({ path, language, not_found }))).toEqual([
      { path: '/ar/work/harbourline-banking-app', language: 'ar', not_found: false },
      { path: '/old-page', language: 'en', not_found: true },
    ])
  })

  it('counts nothing for a bot, a headless browser, a HEAD, a prefetch, a preview, a data request or a refused method', async () => {
    const { visit, settle } = await siteWorker()

    await visit(
      visitorRequest('/', {
        headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      }),
    )
    await visit(
      visitorRequest('/', { headers: { 'User-Agent': CHROME.replace('Chrome/', 'HeadlessChrome/') } }),
    )
    await visit(visitorRequest('/', { headers: { 'User-Agent': '' } }))
    await visit(visitorRequest('/', { method: 'HEAD' }))
    await visit(visitorRequest('/', { headers: { 'Sec-Purpose': 'prefetch' } }))
    await visit(visitorRequest('/', { headers: { 'Sec-Purpose': 'prefetch;prerender' } }))
    await visit(visitorRequest('/', { headers: { Purpose: 'prefetch' } }))
    await visit(visitorRequest('/?preview=some-token'))
    await visit(visitorRequest('/', { headers: { Cookie: 'site_preview=some-token' } }))
    await visit(visitorRequest('/contact.data'))
    await visit(visitorRequest('/contact', { method: 'DELETE' }))

    expect(await settle()).toEqual([])
  })

  it("counts nothing for another site's image, frame or fetch of a page, only the visitor's navigation", async () => {
    const { visit, settle } = await siteWorker()
    const loadedAs = (dest: string, mode: string) =>
      visitorRequest(`/?utm_source=${dest}`, {
        headers: { 'Sec-Fetch-Dest': dest, 'Sec-Fetch-Mode': mode, 'Sec-Fetch-Site': 'cross-site' },
      })

    await visit(loadedAs('image', 'no-cors'))
    await visit(loadedAs('iframe', 'navigate'))
    await visit(loadedAs('empty', 'cors'))
    await visit(loadedAs('empty', 'no-cors'))
    // A document asked for by something other than a navigation is not a visit either.
    await visit(loadedAs('document', 'no-cors'))
    expect(await settle()).toEqual([])

    await visit(loadedAs('document', 'navigate'))
    // A browser from before Fetch Metadata sends neither header: still a visitor.
    await visit(visitorRequest('/work'))
    const batches = await settle()
    expect(batches.flat().map((view) => [view.path, view.utm_source])).toEqual([
      ['/', 'document'],
      ['/work', null],
    ])
  })

  it('counts nothing when the Worker holds no audience key', async () => {
    const { visit, settle } = await siteWorker()

    await visit(visitorRequest('/'), { env: { AUDIENCE_SECRET: '', API: viewsEndpoint().binding } })

    expect(await settle()).toEqual([])
  })

  it('sends a full batch at once and starts the next one with the views after it', async () => {
    const { count, settle } = pagesCounted({ waitMs: 0 })

    for (let n = 0; n < 503; n++) count(`/work/case-${n}`)

    const batches = await settle()
    expect(batches.map((batch) => batch.length)).toEqual([500, 3])
    expect(new Set(batches.flat().map((view) => view.path)).size).toBe(503)
  })

  it('logs a batch the API refuses and goes on answering', async () => {
    const lines: LogLine[] = []
    restoreLog = redirectLog((_level, text) => lines.push(JSON.parse(text) as LogLine))
    const { visit, settle } = await siteWorker(503)

    const answer = await visit(visitorRequest('/'))
    expect(answer.status).toBe(200)

    expect(await settle()).toEqual([])
    expect(lines).toEqual([
      expect.objectContaining({ event: 'audience.views_refused', status: 503, views: 1 }),
    ])
  })

  it('sends the views still waiting for their batch at once when a post asks, and not again', async () => {
    const { count, settle, batcher, batches, ctx } = pagesCounted({ waitMs: 1 })
    count('/?utm_source=newsletter')
    count('/contact')
    expect(batches).toEqual([])

    await sendWaitingViews(ctx, { batcher })
    const sent = () => batches.map((batch) => batch.map((view) => [view.path, view.utm_source]))
    expect(sent()).toEqual([
      [
        ['/', 'newsletter'],
        ['/contact', null],
      ],
    ])
    // The batch's own send, when its wait ends, finds nothing left to send.
    await settle()
    expect(sent()).toHaveLength(1)
  })

  it('lets the post go ahead when the API is slow to take the views, the send going on behind it', async () => {
    const api = viewsEndpoint()
    let answer = () => {}
    const slow = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<void>((resolve) => {
          answer = resolve
        }).then(() => api.binding.fetch(input, init)),
    }
    const env = { AUDIENCE_SECRET: KEY, API: slow as { fetch: typeof fetch } }
    const started: Promise<unknown>[] = []
    const ctx = { waitUntil: (promise: Promise<unknown>) => void started.push(promise) }
    // The batch's own wait is far off: only the post's send can deliver the view.
    const batcher = createViewBatcher({ waitMs: 60_000 })
    const page = new Response('home', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    countPageView(
      visitorRequest('/?utm_source=newsletter'),
      page,
      env,
      ctx,
      new Date('2031-06-01T10:00:00Z'),
      batcher,
    )

    // The API has not answered, yet the post's wait is over.
    await sendWaitingViews(ctx, { batcher, waitMs: 1 })
    expect(api.batches).toEqual([])

    // The send was handed to waitUntil and delivers once the API answers.
    answer()
    await started.at(-1)
    expect(api.batches.map((batch) => batch.map((view) => view.path))).toEqual([['/']])
  })
})
