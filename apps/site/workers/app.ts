import { createRequestHandler } from 'react-router'
import { finishRequestBody } from '../app/lib/request-body'
import { API_TIME_LIMIT_MS, type SiteWorkerEnv, serverApi } from '../app/lib/server-api'
import { canonicalView, pageFor } from '../app/site-pages'
import { createEdgeCache, type EdgeCache, uncached } from './edge-cache'
import { refusedMethod } from './methods'
import { serveRead } from './preview'

/**
 * The site's Worker. The asset server answers every prerendered page and file before this code runs;
 * what reaches it is decided by the route manifest (app/site-pages.ts):
 * - a preview of the site copy's draft (`?preview=<token>`, workers/preview.ts): rendered for the
 *   request alone, before and outside the edge cache, `private, no-store`;
 * - a page the Worker renders (and any unknown address, the not-found page): read through the edge
 *   cache, keyed by content version and canonical view;
 * - a prerendered page with a form action (the Worker runs first for it): its form's POST runs the
 *   route action, a read is handed back to the assets (in `react-router dev` there are none, so
 *   there it is rendered like any page).
 * A POST runs the route's action (only pages with one take it), uncached; any other method, or a
 * POST to a page without an action, is answered 405 with the page's `Allow` (workers/methods.ts).
 * Every API call made for one request shares one deadline (API_TIME_LIMIT_MS). Every answer the Worker makes
 * says where it came from in `X-Edge-Cache` (HIT, MISS or STALE); a read handed to the assets is
 * theirs.
 */

declare const __BUILD_STAMP__: string

const handleRequest = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  import.meta.env.MODE,
)

/** One per isolate, so its requests share the known content version. */
let edgeCache: ReturnType<typeof createEdgeCache> | undefined

/** The answer to one request (see the module comment). */
async function answer(
  request: Request,
  env: SiteWorkerEnv,
  ctx: { waitUntil(promise: Promise<unknown>): void },
): Promise<Response> {
  const refused = refusedMethod(request)
  if (refused) return uncached(refused)
  const context = { cloudflare: { env, ctx }, apiDeadline: AbortSignal.timeout(API_TIME_LIMIT_MS) }
  const reading = request.method === 'GET' || request.method === 'HEAD'
  if (!reading) return uncached(await handleRequest(request, context))
  if (pageFor(new URL(request.url).pathname).serve === 'prerendered' && !import.meta.env.DEV) {
    return env.ASSETS.fetch(request)
  }
  edgeCache ??= createEdgeCache({
    cache: (caches as unknown as { default: EdgeCache }).default,
    buildId: __BUILD_STAMP__,
    canonicalView,
  })
  return serveRead(request, edgeCache, {
    render: (req) => handleRequest(req, context),
    contentVersion: () => serverApi(context).contentVersion(),
    waitUntil: (promise) => ctx.waitUntil(promise),
  })
}

export default {
  async fetch(
    request: Request,
    env: SiteWorkerEnv,
    ctx: { waitUntil(promise: Promise<unknown>): void },
  ): Promise<Response> {
    const response = await answer(request, env, ctx)
    // What is left of the body (an oversized post, a refused method, a GET with one) is read to its
    // end and dropped before the answer goes: the local runtimes fail otherwise (lib/request-body.ts).
    await finishRequestBody(request)
    return response
  },
}
