import { createRequestHandler } from 'react-router'
import { type SiteWorkerEnv, serverApi } from '../app/lib/server-api'
import { createEdgeCache, type EdgeCache } from './edge-cache'

/**
 * The site's Worker: renders the portfolio pages (the paths in wrangler.jsonc's run_worker_first)
 * through the edge cache; every other path is a static asset served before the Worker runs.
 */

declare const __BUILD_STAMP__: string

const handleRequest = createRequestHandler(
  () => import('virtual:react-router/server-build'),
  import.meta.env.MODE,
)

/** One per isolate, so its requests share the known content version. */
let edgeCache: ReturnType<typeof createEdgeCache> | undefined

export default {
  async fetch(
    request: Request,
    env: SiteWorkerEnv,
    ctx: { waitUntil(promise: Promise<unknown>): void },
  ): Promise<Response> {
    const context = { cloudflare: { env, ctx } }
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
