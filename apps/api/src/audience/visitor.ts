import { bytesToHex } from '@studio/contracts/bytes'
import { rateLimitAddress } from '../lib/rate-limit'

/**
 * A visitor of a day: HMAC-SHA-256, keyed by that day's salt, over the site's host, the client's
 * address (IPv4 whole, IPv6 cut to its /64, as the rate limits count it) and the user agent. With
 * the salt gone (two days later) nobody, the studio included, can tell whose it was or tie it to
 * another day's.
 */
export interface VisitorFacts {
  /** The host the visitor asked for (e.g. studio.example). */
  host: string
  /** Their network address as the edge saw it. */
  address: string
  userAgent: string
}

const encoder = new TextEncoder()

/** The message the hash is made of: each part on its own line, so no two sets of parts run together. */
function messageOf({ host, address, userAgent }: VisitorFacts): Uint8Array {
  return encoder.encode(`${host.trim().toLowerCase()}\n${rateLimitAddress(address)}\n${userAgent}`)
}

export async function visitorHash(saltKey: CryptoKey, facts: VisitorFacts): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', saltKey, messageOf(facts) as BufferSource)
  return bytesToHex(signature)
}
