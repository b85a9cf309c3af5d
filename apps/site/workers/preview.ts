import { SITE_CONTENT_PREVIEW_PARAM } from '@studio/contracts/site-content-api'
import { type createEdgeCache, type EdgeRequest, uncached } from './edge-cache'

/**
 * Previews of the site copy's draft (`?preview=<token>` on any page, docs/decisions/0010). The
 * Worker answers them before the edge cache and never reads or writes the cache for them: the page
 * is rendered from the visitor's own address (the loaders read the token from it and ask the API for
 * the draft), and the answer is private to that browser and kept out of search engines. Without the
 * parameter, the canonical view drops it anyway, so a cached page never holds a draft.
 */

/** What every preview answer says, a refused link's included. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const

/** Whether a request asks for a preview (any value: a bad one is refused by the API, with 401). */
export function isPreviewRequest(url: URL): boolean {
  return url.searchParams.has(SITE_CONTENT_PREVIEW_PARAM)
}

/** A preview rendered for this request alone: never cached, never revalidated against a shared copy. */
export async function servePreview(request: Request, render: EdgeRequest['render']): Promise<Response> {
  const rendered = await render(new Request(request.url, { method: 'GET', headers: request.headers }))
  const answer = uncached(request.method === 'HEAD' ? new Response(null, rendered) : rendered)
  answer.headers.delete('ETag')
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) answer.headers.set(name, value)
  return answer
}

/** A read of a page the Worker renders: a preview straight to the renderer, anything else through the edge cache. */
export function serveRead(
  request: Request,
  edgeCache: ReturnType<typeof createEdgeCache>,
  edge: EdgeRequest,
): Promise<Response> {
  if (isPreviewRequest(new URL(request.url))) return servePreview(request, edge.render)
  return edgeCache(request, edge)
}
