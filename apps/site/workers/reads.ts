import { previewTokenOf } from '../app/lib/preview-session'
import type { createEdgeCache, EdgeRequest } from './edge-cache'
import { isLeavingPreview, leavePreview, servePreview } from './preview'

/**
 * Every read (GET or HEAD) of a page the Worker renders: leaving a preview first, then a preview
 * (a link's token or the browser's kept one) straight to the renderer, anything else through the
 * edge cache (workers/preview.ts, workers/edge-cache.ts).
 */
export function serveRead(
  request: Request,
  edgeCache: ReturnType<typeof createEdgeCache>,
  edge: EdgeRequest,
): Promise<Response> {
  if (isLeavingPreview(new URL(request.url))) return Promise.resolve(leavePreview(request))
  const asked = previewTokenOf(request)
  if (asked !== null) return servePreview(request, asked, edge.render)
  return edgeCache(request, edge)
}
