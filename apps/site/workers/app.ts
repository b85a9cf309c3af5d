import { withRequestId } from '@studio/contracts/request-id'
import { createRequestHandler } from 'react-router'
import { routeOf } from '../app/lib/load-failure'
import { finishRequestBody } from '../app/lib/request-body'
import { API_TIME_LIMIT_MS, apiTransport, type SiteWorkerEnv, serverApi } from '../app/lib/server-api'
import { canonicalView, isMediaPath } from '../app/site-pages'
import { type CountingEnv, countPageView, sendWaitingViews } from './count-views'
import { createEdgeCache, uncached } from './edge-cache'
import { createSiteHealth } from './health'
import { mediaOrigin, serveMedia } from './media'
import { refusedMethod } from './methods'
import { serveRead } from './reads'
import { answerInScope, HEALTH_PATH } from './request-scope'

/**
 * The site's Worker. The asset server answers every static file before this code runs; what reaches
 * it is decided by the route manifest (app/site-pages.ts):
 * - a media file (`/media/<key>`, workers/media.ts): a cover or its variant from the API, immutable,
 *   kept in the edge cache by its key;
 * - a preview of the site copy's draft (`?preview=<token>`, or the preview the browser keeps from
 *   one, workers/preview.ts): rendered for the request alone, before and outside the edge cache,
 *   `private, no-store`;
 * - every page (and any unknown address, the not-found page): read through the edge cache, keyed by
 *   content version and canonical view (workers/reads.ts).
 * A POST runs the route's action (only pages with one take it), uncached, once the page views the
 * isolate still holds are sent (the contact form's enquiry takes its source from its visit on record);
 * any other method, or a POST to a page without an action, is answered 405 with the page's `Allow`
 * (workers/methods.ts).
 * - `/health` (workers/health.ts): the Worker's and the API's state for uptime monitors, uncached.
 * Every API call made for one request shares one deadline (API_TIME_LIMIT_MS). Every answer the Worker makes
 * says where it came from in `X-Edge-Cache` (HIT, MISS or STALE), and which request it was in
 * `X-Request-Id`, the id every API call for it hands on and every log line for it carries
 * (workers/request-scope.ts).
 */

declare const __BUILD_STAMP__: string

const handleRequest = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  import.meta.env.MODE,
)

/** One per isolate, so its requests share the known content version. */
let edgeCache: ReturnType<typeof createEdgeCache> | undefined

/** One per isolate, so its requests share the API's state for a few seconds. */
const siteHealth = createSiteHealth()

/** The answer to one request (see the module comment). */
async function answer(
  request: Request,
  env: SiteWorkerEnv,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  requestId: string,
): Promise<Response> {
  const refused = refusedMethod(request)
  if (refused) return uncached(refused)
  const { pathname } = new URL(request.url)
  if (isMediaPath(pathname)) {
    return serveMedia(request, {
      cache: caches.default,
      origin: mediaOrigin(env, requestId),
      waitUntil: (promise) => ctx.waitUntil(promise),
    })
  }
  if (pathname === HEALTH_PATH) return uncached(await siteHealth(request, apiTransport(env), requestId))
  const reading = request.method === 'GET' || request.method === 'HEAD'
  // Before the request's API deadline starts: the views' short wait never eats into the post's time.
  if (!reading) await sendWaitingViews(ctx)
  const context = {
    cloudflare: { env, ctx },
    apiDeadline: AbortSignal.timeout(API_TIME_LIMIT_MS),
    requestId,
  }
  if (!reading) return uncached(await handleRequest(request, context))
  edgeCache ??= createEdgeCache({ cache: caches.default, buildId: __BUILD_STAMP__, canonicalView, routeOf })
  return serveRead(request, edgeCache, {
    render: (req) => handleRequest(req, context),
    contentVersion: () => serverApi(context).contentVersion(),
    waitUntil: (promise) => ctx.waitUntil(promise),
  })
}

export default {
  async fetch(
    request: Request,
    env: CountingEnv,
    ctx: { waitUntil(promise: Promise<unknown>): void },
  ): Promise<Response> {
    return answerInScope(request, async (requestId) => {
      // The id now, not only on the way out: a page view's batch hands it to the API.
      const response = withRequestId(await answer(request, env, ctx, requestId), requestId)
      // Once the answer is chosen (HIT, MISS or STALE): a page view is queued, the send left to waitUntil.
      countPageView(request, response, env, ctx)
      // What is left of the body (an oversized post, a refused method, a GET with one) is read to its
      // end and dropped before the answer goes: the local runtimes fail otherwise (lib/request-body.ts).
      await finishRequestBody(request)
      return response
    })
  },
}
