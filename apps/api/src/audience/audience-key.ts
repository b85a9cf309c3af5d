import { AUDIENCE_HEADERS } from '@studio/contracts/audience'
import type { Context } from 'hono'
import { constantTimeEqual } from '../auth/password'
import type { AppConfig } from '../deps'

/**
 * Whether a request comes from the site's Worker: it carries the audience key (AUDIENCE_SECRET),
 * which only the site's Worker and the API hold. The API Worker is public, so without this anyone
 * could post views or name a visitor. No key configured: nobody passes. Both sides are hashed
 * before the comparison, so neither the key's length nor how much of it matched shows in the time.
 */
export async function fromSiteWorker(
  c: Context,
  config: Pick<AppConfig, 'audienceSecret'>,
): Promise<boolean> {
  const expected = config.audienceSecret
  const given = c.req.header(AUDIENCE_HEADERS.key)
  if (!expected || !given) return false
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  return constantTimeEqual(a, b)
}

const encoder = new TextEncoder()

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text) as BufferSource))
}
