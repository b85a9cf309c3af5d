import type { SiteLanguage } from '@studio/contracts'
import { base64UrlToBytes, bytesToBase64Url } from '@studio/contracts/bytes'

/**
 * Preview links (docs/decisions/0010): `base64url(payload).base64url(HMAC-SHA256(secret, payload))`,
 * the payload `{ lang, draft_version, exp, link }` with `exp` in milliseconds since the epoch and
 * `link` the id of its `preview_links` row. A token shows only the draft version it was made for,
 * until it expires and while its row and the session that made it live (preview-links.ts);
 * WebCrypto's verify compares in constant time.
 */

export interface PreviewPayload {
  lang: SiteLanguage
  draft_version: string
  exp: number
  /** The id of the link's row: a token without one (made before links were rows) is refused. */
  link: string
}

/** Link ids are UUIDs; anything longer is not one of ours and is never looked up. */
const LINK_ID_MAX = 64

const encoder = new TextEncoder()

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
}

export async function signPreviewToken(secret: string, payload: PreviewPayload): Promise<string> {
  const body = bytesToBase64Url(encoder.encode(JSON.stringify(payload)))
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body))
  return `${body}.${bytesToBase64Url(new Uint8Array(signature))}`
}

function isPayload(value: unknown): value is PreviewPayload {
  if (!value || typeof value !== 'object') return false
  const payload = value as Record<string, unknown>
  return (
    (payload.lang === 'en' || payload.lang === 'ar') &&
    typeof payload.draft_version === 'string' &&
    typeof payload.exp === 'number' &&
    typeof payload.link === 'string' &&
    payload.link !== '' &&
    payload.link.length <= LINK_ID_MAX
  )
}

/** The payload of a genuine, unexpired token; null for anything else (malformed, tampered, expired). */
export async function readPreviewToken(
  secret: string,
  token: string,
  now: Date,
): Promise<PreviewPayload | null> {
  const [body, signatureText, extra] = token.split('.')
  if (!body || !signatureText || extra !== undefined) return null
  const signature = base64UrlToBytes(signatureText)
  if (!signature) return null
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(body))
  if (!genuine) return null
  const bytes = base64UrlToBytes(body)
  if (!bytes) return null
  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return null
  }
  if (!isPayload(payload) || payload.exp <= now.getTime()) return null
  return payload
}
