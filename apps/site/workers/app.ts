import { createRequestHandler } from 'react-router'
import { type SiteWorkerEnv, serverApi } from '../app/lib/server-api'
import { createEdgeCache, type EdgeCache } from './edge-cache'

/**
 * The site's Worker: renders the portfolio pages (the paths in wrangler.jsonc's run_worker_first)
 * through the edge cache, and answers the contact form's no-JavaScript post; every other path is a
 * static asset served before the Worker runs.
 */

declare const __BUILD_STAMP__: string

const handleRequest = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  import.meta.env.MODE,
)

/** One per isolate, so its requests share the known content version. */
let edgeCache: ReturnType<typeof createEdgeCache> | undefined

/**
 * /contact runs the Worker first only for its form's POST (the asset server answers a POST to a
 * static page with 405). Reading it is the prerendered page, unchanged; in `react-router dev` there
 * are no prerendered assets, so there it is rendered like any page.
 */
const CONTACT_PATH = '/contact'

export default {
  async fetch(
    request: Request,
    env: SiteWorkerEnv,
    ctx: { waitUntil(promise: Promise<unknown>): void },
  ): Promise<Response> {
    const context = { cloudflare: { env, ctx } }
    if (new URL(request.url).pathname === CONTACT_PATH) {
      const reading = request.method === 'GET' || request.method === 'HEAD'
      if (reading && !import.meta.env.DEV) return env.ASSETS.fetch(request)
      if (request.method === 'POST') return contactPost(await handleRequest(request, context))
      if (!reading) return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } })
    }
    edgeCache ??= createEdgeCache({
      cache: (caches as unknown as { default: EdgeCache }).default,
      buildId: __BUILD_STAMP__,
    })
    return edgeCache(request, {
      render: (req) => handleRequest(req, context),
      contentVersion: () => serverApi(context).contentVersion(),
      waitUntil: (promise) => ctx.waitUntil(promise),
    })
  },
}

/** The answer to a post holds what the visitor typed: never stored by any cache (not the edge's either). */
function contactPost(response: Response): Response {
  const answer = new Response(response.body, response)
  answer.headers.set('Cache-Control', 'no-store')
  return answer
}
