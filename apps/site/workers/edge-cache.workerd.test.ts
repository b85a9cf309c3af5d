import type { LogLine } from '@studio/contracts/log'
import { describe, expect, it } from 'vitest'
import { routeOf } from '../app/lib/load-failure'
import { canonicalView } from '../app/site-pages'
import { logLines } from '../app/test-support/log-lines'
import {
  BROWSER_CACHE_CONTROL,
  createEdgeCache as createCache,
  type EdgeCache,
  type EdgeRequest,
  VERSION_TTL_MS,
} from './edge-cache'

/** The edge cache as the Worker makes it: keyed by the route manifest's canonical views. */
const createEdgeCache = (options: Omit<Parameters<typeof createCache>[0], 'canonicalView' | 'routeOf'>) =>
  createCache({ ...options, canonicalView, routeOf })

/** A log line as these tests compare it: its level, event, route and cause. */
function line(level: LogLine['level'], event: string, route: string, cause: string) {
  return { level, event, route, cause }
}
const brief = (lines: LogLine[]) =>
  lines.map(({ level, event, route, cause }) => ({ level, event, route, cause }))

/** A fresh Workers cache per test (the real Cache API of workerd). */
const openCache = async () => caches.open(`test-${crypto.randomUUID()}`)

/** A site whose content is `version`, rendering `page <version> <n>`, with the API up or down. */
function site() {
  const state = { version: '1.1', apiUp: true, renders: 0, status: 200 }
  const pending: Promise<unknown>[] = []
  const edge: EdgeRequest = {
    async render(request) {
      state.renders++
      if (!state.apiUp) return new Response('Failed to load all work', { status: 503 })
      return new Response(`page ${state.version} ${new URL(request.url).search} #${state.renders}`, {
        status: state.status,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    },
    async contentVersion() {
      if (!state.apiUp) throw new Error('API down')
      return state.version
    },
    waitUntil: (promise) => void pending.push(promise),
  }
  const settle = () => Promise.all(pending.splice(0))
  return { state, edge, settle }
}

/** 2026-03-01, when the tests' clock starts. */
const MARCH_2026 = Date.UTC(2026, 2, 1)

/** A `site()` behind the edge cache (build b1, a fresh cache), on a clock the test moves. */
async function edgeSite(start = MARCH_2026) {
  const clock = { now: start }
  const serve = createEdgeCache({ cache: await openCache(), buildId: 'b1', now: () => clock.now })
  return { serve, clock, ...site() }
}

/** Checks where the edge's answer came from (X-Edge-Cache: HIT, MISS or STALE) and the page it holds. */
async function expectEdgeAnswer(response: Response, from: string, page: string) {
  expect(response.headers.get('X-Edge-Cache')).toBe(from)
  expect(await response.text()).toBe(page)
}

const get = (path: string, headers: HeadersInit = {}) =>
  new Request(`https://site.example${path}`, { headers })

describe('edge cache', () => {
  it('renders once per content version and URL, then answers from the cache', async () => {
    const { serve, clock, state, edge, settle } = await edgeSite()

    const first = await serve(get('/all-work'), edge)
    await expectEdgeAnswer(first, 'MISS', 'page 1.1  #1')
    await settle()
    const second = await serve(get('/all-work'), edge)
    await expectEdgeAnswer(second, 'HIT', 'page 1.1  #1')
    expect(second.headers.get('Cache-Control')).toBe(BROWSER_CACHE_CONTROL)
    // Another view of the page is another entry.
    expect(await (await serve(get('/all-work?category=apps'), edge)).text()).toBe(
      'page 1.1 ?category=apps #2',
    )

    // A save: within the second the old version may still be used; after it, the page renders anew.
    state.version = '1.2'
    clock.now += VERSION_TTL_MS
    await settle()
    const afterSave = await serve(get('/all-work'), edge)
    await expectEdgeAnswer(afterSave, 'MISS', 'page 1.2  #3')
  })

  it('answers 304 to a browser holding the current ETag, and 200 once the content changed', async () => {
    const { serve, clock, state, edge, settle } = await edgeSite()
    const first = await serve(get('/projects'), edge)
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).toBe('"b1-1.1-2026"')
    await settle()
    const again = await serve(get('/projects', { 'If-None-Match': etag }), edge)
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    state.version = '2.0'
    clock.now += VERSION_TTL_MS
    const changed = await serve(get('/projects', { 'If-None-Match': etag }), edge)
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).toBe('"b1-2.0-2026"')
  })

  it('serves the last good copy when the API fails, else the page with its 503', async () => {
    const { serve, clock, state, edge, settle } = await edgeSite()
    await serve(get('/all-work'), edge)
    await settle()

    state.apiUp = false
    clock.now += VERSION_TTL_MS
    const stale = await serve(get('/all-work'), edge)
    expect(stale.status).toBe(200)
    await expectEdgeAnswer(stale, 'STALE', 'page 1.1  #1')

    const never = await serve(get('/all-work?page=2'), edge)
    expect(never.status).toBe(503)
    expect(await never.text()).toBe('Failed to load all work')
  })

  it('keeps a case study 404 for its version, and never keeps a failed render', async () => {
    const { serve, state, edge, settle } = await edgeSite()
    state.status = 404
    expect((await serve(get('/work/nope'), edge)).status).toBe(404)
    await settle()
    const cached = await serve(get('/work/nope'), edge)
    expect(cached.status).toBe(404)
    expect(cached.headers.get('X-Edge-Cache')).toBe('HIT')

    state.status = 500
    expect((await serve(get('/work/broken'), edge)).status).toBe(500)
    await settle()
    expect((await serve(get('/work/broken'), edge)).headers.get('X-Edge-Cache')).toBe('MISS')
    expect(state.renders).toBe(3)
  })

  it('answers a HEAD from the page a GET gets, and never keeps the bodiless render of a HEAD', async () => {
    const { serve, edge, settle } = await edgeSite()
    // React Router renders a HEAD with no body: the edge must render the GET instead.
    const render = edge.render
    edge.render = (request) =>
      request.method === 'HEAD' ? Promise.resolve(new Response(null, { status: 200 })) : render(request)

    const head = await serve(new Request('https://site.example/projects', { method: 'HEAD' }), edge)
    expect(head.status).toBe(200)
    expect(head.headers.get('ETag')).toBe('"b1-1.1-2026"')
    expect(await head.text()).toBe('')
    await settle()
    const next = await serve(get('/projects'), edge)
    await expectEdgeAnswer(next, 'HIT', 'page 1.1  #1')
  })

  it('asks the API for the version once a second, sharing the answer (or the failure) meanwhile', async () => {
    const { serve, clock, state, edge, settle } = await edgeSite()
    let asked = 0
    const contentVersion = edge.contentVersion
    edge.contentVersion = () => {
      asked++
      return contentVersion()
    }
    await Promise.all([serve(get('/projects'), edge), serve(get('/projects'), edge)])
    expect(asked).toBe(1)
    await settle()

    state.apiUp = false
    clock.now += VERSION_TTL_MS
    const stale = await Promise.all([serve(get('/projects'), edge), serve(get('/projects'), edge)])
    expect(stale.map((answer) => answer.headers.get('X-Edge-Cache'))).toEqual(['STALE', 'STALE'])
    expect(asked).toBe(2)
  })

  it('serves every address of one view from one entry, rendered from the canonical address', async () => {
    const { serve, state, edge, settle } = await edgeSite()
    const rendered: string[] = []
    const render = edge.render
    edge.render = (request) => {
      rendered.push(new URL(request.url).pathname + new URL(request.url).search)
      return render(request)
    }
    await serve(get('/all-work?category=APPS&utm_source=newsletter'), edge)
    await settle()
    const variants = [
      '/all-work?category=apps',
      '/all-work?category=Apps&fbclid=abc',
      '/all-work?page=1&category=apps',
      '/all-work/?category=%20APPS&gclid=x',
    ]
    for (let index = 0; index < 200; index++) {
      const tracking = `utm_source=${crypto.randomUUID()}&fbclid=${index}`
      variants.push(`/all-work?category=apps&${tracking}`)
    }
    for (const address of variants) {
      const answer = await serve(get(address), edge)
      expect(answer.headers.get('X-Edge-Cache'), address).toBe('HIT')
      expect(await answer.text()).toBe('page 1.1 ?category=apps #1')
    }
    expect(state.renders).toBe(1)
    expect(rendered).toEqual(['/all-work?category=apps'])

    // Another view is another entry; every unknown address is the one not-found page.
    expect((await serve(get('/all-work?page=2'), edge)).headers.get('X-Edge-Cache')).toBe('MISS')
    await serve(get('/no-such-page?utm_source=x'), edge)
    await settle()
    const other = await serve(get('/another/missing/page'), edge)
    expect(other.headers.get('X-Edge-Cache')).toBe('HIT')
    expect(rendered.at(-1)).toBe('/404')
  })

  it('keeps a page for its year, so the copyright line of a cached page follows the calendar', async () => {
    const { serve, clock, edge, settle } = await edgeSite(Date.UTC(2025, 11, 31, 23, 59, 59))
    const december = await serve(get('/'), edge)
    expect(december.headers.get('ETag')).toBe('"b1-1.1-2025"')
    await settle()
    await expectEdgeAnswer(await serve(get('/'), edge), 'HIT', 'page 1.1  #1')

    clock.now += VERSION_TTL_MS
    const january = await serve(get('/', { 'If-None-Match': '"b1-1.1-2025"' }), edge)
    expect(january.status).toBe(200)
    expect(january.headers.get('ETag')).toBe('"b1-1.1-2026"')
    await expectEdgeAnswer(january, 'MISS', 'page 1.1  #2')
  })

  it('writes one log line naming the route and the cause for each failure it turns into a stale copy', async () => {
    const { serve, clock, state, edge, settle } = await edgeSite()
    await serve(get('/ar/all-work?utm_source=x'), edge)
    await serve(get('/work/harbourline'), edge)
    await settle()
    const lines = logLines()

    state.apiUp = false
    clock.now += VERSION_TTL_MS
    expect((await serve(get('/ar/all-work'), edge)).headers.get('X-Edge-Cache')).toBe('STALE')
    expect((await serve(get('/work/harbourline'), edge)).headers.get('X-Edge-Cache')).toBe('STALE')
    expect(brief(lines)).toEqual([
      // The version is asked once a second: its failure is one line, whoever asked.
      line('error', 'edge_cache.version_failed', 'GET /ar/all-work', 'Error: API down'),
      line('error', 'edge_cache.stale_served', 'GET /ar/all-work', 'the content version could not be read'),
      line('error', 'edge_cache.stale_served', 'GET /work/:slug', 'the content version could not be read'),
    ])

    // The API answers a new version, but the page fails: its last good copy, and why.
    state.apiUp = true
    state.version = '1.2'
    const render = edge.render
    edge.render = async () => new Response('Failed to load', { status: 503 })
    clock.now += VERSION_TTL_MS
    lines.length = 0
    expect((await serve(get('/ar/all-work'), edge)).headers.get('X-Edge-Cache')).toBe('STALE')
    expect(lines).toMatchObject([
      { event: 'edge_cache.stale_served', route: 'GET /ar/all-work', cause: 'the page answered 503' },
    ])
    edge.render = render
  })

  it('renders the page when the cache fails to answer or to keep it, and logs each failure', async () => {
    const { edge, settle } = site()
    const broken: EdgeCache = {
      match: () => Promise.reject(new Error('cache unavailable')),
      put: () => Promise.reject(new Error('quota exceeded')),
    }
    const lines = logLines()
    const serve = createEdgeCache({ cache: broken, buildId: 'b1', now: () => MARCH_2026 })
    await expectEdgeAnswer(await serve(get('/services'), edge), 'MISS', 'page 1.1  #1')
    await settle()
    expect(brief(lines)).toEqual([
      line('warn', 'edge_cache.read_failed', 'GET /services', 'Error: cache unavailable'),
      line('warn', 'edge_cache.write_failed', 'GET /services', 'Error: quota exceeded'),
      line('warn', 'edge_cache.write_failed', 'GET /services', 'Error: quota exceeded'),
    ])
  })

  it('does not cache across builds', async () => {
    const cache = await openCache()
    const { edge, settle } = site()
    await createEdgeCache({ cache, buildId: 'old', now: () => 0 })(get('/projects'), edge)
    await settle()
    const next = await createEdgeCache({ cache, buildId: 'new', now: () => 0 })(get('/projects'), edge)
    expect(next.headers.get('X-Edge-Cache')).toBe('MISS')
  })
})
