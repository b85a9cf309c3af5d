import { logFailure, logWarning } from '@studio/contracts/log'

/**
 * The pages the Worker renders, cached at the edge and always fresh (docs/decisions/0009):
 * - every answer is keyed by the build, the API's content version (which names one state of one
 *   database and changes with every public save, so nothing needs purging), the year (the copyright
 *   line's, so a page rendered last December is not shown in January) and the page's canonical
 *   view: any address of one view (tracking parameters, case, defaults) is one entry, rendered once
 *   from the canonical address, with none of the visitor's headers or cookies, so it holds nothing of
 *   the request that filled it;
 * - the version is asked at most once a second per isolate (a save shows within that second);
 * - browsers revalidate every time and get 304 while the version (and build) is unchanged;
 * - when the API fails, the last good copy of the page is served (stale-if-error), else the
 *   rendered error page with its 503;
 * - every failure it turns into a stale copy or a fallback writes one log line naming the route and
 *   the cause (the contracts' structured log); a cache that fails to answer is a miss.
 */

/** The part of the Workers Cache API used here (caches.default). */
export interface EdgeCache {
  match(request: Request): Promise<Response | undefined>
  put(request: Request, response: Response): Promise<void>
}

interface EdgeCacheOptions {
  cache: EdgeCache
  /** Changes with every deployment, so a new build never serves the old build's pages. */
  buildId: string
  /** The canonical view an address shows: its path and normalised query (site-pages.ts). */
  canonicalView(url: URL): string
  /** The route a request reached, as the log names it (lib/load-failure.ts). */
  routeOf(request: Request): string
  now?: () => number
}

/** What one request brings: its own renderer, API access and execution context. */
export interface EdgeRequest {
  /** Renders the page (React Router's request handler). */
  render(request: Request): Promise<Response>
  /** The API's content version; throws when the API cannot be reached. */
  contentVersion(): Promise<string>
  /** Keeps the Worker alive for cache writes after the answer is sent (ctx.waitUntil). */
  waitUntil(promise: Promise<unknown>): void
}

/** How long one answer of the content version is trusted. */
export const VERSION_TTL_MS = 1000
/** What browsers are told: keep it, but ask every time (answered with 304 while unchanged). */
export const BROWSER_CACHE_CONTROL = 'public, no-cache'
/** How the cache itself keeps an entry; versioned keys never go stale, last-good copies are for failures. */
const STORED_CACHE_CONTROL = 'public, max-age=604800'
const CACHE_ORIGIN = 'https://edge-cache.studio.internal'
/** Answers that describe the content and may be kept: pages, a case study's 404 and its 301. */
const KEEPABLE = new Set([200, 301, 404])

export function createEdgeCache(options: EdgeCacheOptions) {
  const now = options.now ?? Date.now
  /** The version asked for most recently (its answer shared by every request meanwhile), or null for a failure. */
  let known: { version: Promise<string | null>; at: number } | undefined

  /**
   * One question to the API per second and isolate, a failure included (stale copies serve
   * meanwhile): a failure is logged once, by the request that asked.
   */
  function currentVersion(edge: EdgeRequest, route: string): Promise<string | null> {
    if (!known || now() - known.at >= VERSION_TTL_MS) {
      const version = edge.contentVersion().catch((cause: unknown) => {
        logFailure('edge_cache.version_failed', { route, cause })
        return null
      })
      known = { version, at: now() }
    }
    return known.version
  }

  const keyFor = (kind: string, view: string) =>
    new Request(`${CACHE_ORIGIN}/${kind}/${options.buildId}${view}`)

  /** The cache's entry for `key`; a cache that fails to answer is a miss (logged). */
  async function cached(key: Request, route: string): Promise<Response | undefined> {
    try {
      return await options.cache.match(key)
    } catch (cause) {
      logWarning('edge_cache.read_failed', { route, cause })
      return undefined
    }
  }

  function store(edge: EdgeRequest, key: Request, response: Response, route: string) {
    const copy = new Response(response.clone().body, response)
    copy.headers.set('Cache-Control', STORED_CACHE_CONTROL)
    edge.waitUntil(
      options.cache.put(key, copy).catch((cause: unknown) => {
        logWarning('edge_cache.write_failed', { route, cause })
      }),
    )
  }

  /** Answers a read (GET or HEAD); writes go straight to their route action (workers/app.ts). */
  return async function serve(request: Request, edge: EdgeRequest): Promise<Response> {
    // The page is rendered from its canonical address, always as a GET: a HEAD is answered from the
    // GET's page (React Router renders no body for a HEAD, which must never be kept as the page).
    const url = new URL(request.url)
    const view = options.canonicalView(url)
    const route = options.routeOf(request)
    const page = new Request(new URL(view, url.origin))
    const version = await currentVersion(edge, route)
    const lastGood = keyFor('last-good', view)

    if (version !== null) {
      const state = `${version}-${new Date(now()).getUTCFullYear()}`
      const key = keyFor(`v/${encodeURIComponent(state)}`, view)
      const hit = await cached(key, route)
      if (hit) return forBrowser(request, hit, 'HIT')
      const fresh = await edge.render(page)
      if (KEEPABLE.has(fresh.status)) {
        const tagged = withEtag(fresh, `"${options.buildId}-${state}"`)
        store(edge, key, tagged, route)
        store(edge, lastGood, tagged, route)
        return forBrowser(request, tagged, 'MISS')
      }
      if (fresh.status < 500) return uncached(bodyFor(request, fresh))
      const reason = `the page answered ${fresh.status}`
      return (await staleCopy(request, lastGood, route, reason)) ?? uncached(bodyFor(request, fresh))
    }
    // The API did not answer: the last good copy, else the page's own error (503).
    const reason = 'the content version could not be read'
    return (
      (await staleCopy(request, lastGood, route, reason)) ??
      uncached(bodyFor(request, await edge.render(page)))
    )
  }

  /** The last good copy of a page whose fresh answer failed for `reason`, if the cache holds one. */
  async function staleCopy(request: Request, key: Request, route: string, reason: string) {
    const copy = await cached(key, route)
    if (!copy) return null
    logFailure('edge_cache.stale_served', { route, cause: reason })
    return forBrowser(request, copy, 'STALE')
  }
}

/** An answer rendered for this request and not kept (a write's answer, an error): never shared. */
export function uncached(response: Response): Response {
  const answer = new Response(response.body, response)
  answer.headers.set('X-Edge-Cache', 'MISS')
  return answer
}

/** The answer as the request asked for it: no body for a HEAD. */
function bodyFor(request: Request, response: Response): Response {
  return request.method === 'HEAD' ? new Response(null, response) : response
}

function withEtag(response: Response, etag: string): Response {
  const tagged = new Response(response.body, response)
  tagged.headers.set('ETag', etag)
  return tagged
}

/** The browser's copy: revalidated every time, 304 when it already holds this ETag. */
function forBrowser(request: Request, response: Response, state: 'HIT' | 'MISS' | 'STALE'): Response {
  const answer = bodyFor(request, new Response(response.body, response))
  answer.headers.set('Cache-Control', BROWSER_CACHE_CONTROL)
  answer.headers.set('X-Edge-Cache', state)
  const etag = answer.headers.get('ETag')
  const held = request.headers.get('If-None-Match')
  if (state !== 'STALE' && etag && held?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers: answer.headers })
  }
  return answer
}
