import { PREVIEW_HEADERS } from '@studio/contracts/site-content-api'
import { languageOfPath } from '../app/lib/language'
import {
  endPreviewCookie,
  keepPreviewCookie,
  LEAVE_PREVIEW_PARAM,
  type PreviewToken,
} from '../app/lib/preview-session'
import { samePageIn } from '../app/site-pages'
import { type EdgeRequest, uncached } from './edge-cache'

/**
 * Previews of the site copy's draft (docs/decisions/0010, 0020). The Worker answers them before the
 * edge cache and never reads or writes the cache for them: the page is rendered from the visitor's
 * own request (the root loader reads the token from its address or its cookie, and asks the API for
 * the draft), and the answer is private to that browser and kept out of search engines. A request
 * without a preview never reaches the renderer with one: the edge cache renders the canonical view
 * from a fresh request, with neither the parameter nor the visitor's cookies, so a cached page never
 * holds a draft.
 *
 * The preview's cookie (app/lib/preview-session.ts) is set here: kept when a link's page shows the
 * draft, forgotten when the link is refused (401: bad or expired) or the draft moved on (409), and
 * when the visitor leaves the preview.
 */

/** Statuses of a page whose preview shows nothing of the draft (lib/load-site-copy.server.ts). */
const ENDED = new Set([401, 409])

/** A preview rendered for this request alone: never cached, never revalidated against a shared copy. */
export async function servePreview(
  request: Request,
  asked: PreviewToken,
  render: EdgeRequest['render'],
): Promise<Response> {
  const rendered = await render(new Request(request.url, { method: 'GET', headers: request.headers }))
  const answer = uncached(request.method === 'HEAD' ? new Response(null, rendered) : rendered)
  answer.headers.delete('ETag')
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) answer.headers.set(name, value)
  const url = new URL(request.url)
  if (ENDED.has(answer.status)) answer.headers.append('Set-Cookie', endPreviewCookie(url))
  else if (asked.from === 'link' && answer.status < 500)
    answer.headers.append('Set-Cookie', keepPreviewCookie(url, asked.token))
  return answer
}

/** Whether a request asks to leave the preview (`?leave-preview` on any page). */
export function isLeavingPreview(url: URL): boolean {
  return url.searchParams.has(LEAVE_PREVIEW_PARAM)
}

/**
 * "Leave preview": forgets the kept preview and sends the browser to the same page's live address,
 * built from the route manifest (never the visitor's path), so it stays on this site.
 */
export function leavePreview(request: Request): Response {
  const url = new URL(request.url)
  return uncached(
    new Response(null, {
      status: 303,
      headers: {
        Location: samePageIn(url, languageOfPath(url.pathname)),
        'Set-Cookie': endPreviewCookie(url),
        ...PREVIEW_HEADERS,
      },
    }),
  )
}
