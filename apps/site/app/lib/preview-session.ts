import {
  SITE_CONTENT_PREVIEW_PARAM,
  SITE_CONTENT_PREVIEW_TTL_MS,
} from '@studio/contracts/site-content-api-texts'

/**
 * A preview that stays a preview from page to page (docs/decisions/0020). The admin's link carries
 * the token once (`?preview=<token>`); the Worker then keeps it in a cookie of the browser that
 * opened it, so every page that browser reaches on the site, by any link, form or typed address,
 * shows the draft until the link expires, the draft moves on, or the admin leaves the preview. The
 * cookie is HttpOnly, SameSite=Strict and scoped to the site, so the token is never in a link the
 * site renders and never sent to another origin (not even in a Referer). No zod here: the preview
 * bar's script imports it.
 */

/** The cookie that keeps a preview going in the browser that opened its link. */
export const PREVIEW_COOKIE = 'site_preview'

/** `?leave-preview` on any page ends the preview and shows the live page (workers/preview.ts). */
export const LEAVE_PREVIEW_PARAM = 'leave-preview'

/** A request's preview token, and where it came from. */
export interface PreviewToken {
  token: string
  /** `link`: the address's `?preview=`; `cookie`: kept from a link opened before. */
  from: 'link' | 'cookie'
}

/** A cookie's value in a `Cookie` header, or null. */
function cookieValue(header: string | null, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=')
    if (key?.trim() !== name) continue
    try {
      return decodeURIComponent(value.join('=').trim())
    } catch {
      return null
    }
  }
  return null
}

/**
 * The preview a request asks for: the link's token first (any value: a bad one is refused by the API,
 * with 401), else the kept one; null for none.
 */
export function previewTokenOf(request: Request): PreviewToken | null {
  const linked = new URL(request.url).searchParams.get(SITE_CONTENT_PREVIEW_PARAM)
  if (linked !== null) return { token: linked, from: 'link' }
  const kept = cookieValue(request.headers.get('Cookie'), PREVIEW_COOKIE)
  return kept ? { token: kept, from: 'cookie' } : null
}

/** The cookie's attributes: the whole site, this browser only, never to scripts or other sites. */
function attributes(url: URL, maxAgeSeconds: number): string {
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`
}

/** Keeps `token` for as long as a preview link lives (the API refuses it after that anyway). */
export function keepPreviewCookie(url: URL, token: string): string {
  return `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; ${attributes(url, SITE_CONTENT_PREVIEW_TTL_MS / 1000)}`
}

/** Forgets the kept token. */
export function endPreviewCookie(url: URL): string {
  return `${PREVIEW_COOKIE}=; ${attributes(url, 0)}`
}

/** The address of "Leave preview" on a page: the page's own, with the leave parameter. */
export function leavePreviewHref(livePage: string): string {
  return `${livePage}${livePage.includes('?') ? '&' : '?'}${LEAVE_PREVIEW_PARAM}`
}
