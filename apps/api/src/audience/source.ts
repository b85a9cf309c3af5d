import { hasControlCharacter, hasInvisibleFormatting } from '@studio/contracts'
import { AUDIENCE_LIMITS, DIRECT_SOURCE } from '@studio/contracts/audience'

/**
 * Where a visit came from. A source is the utm_source if any, else the referring host (an outside
 * one: the site's own pages are not a source), else `direct`.
 */

/**
 * A utm_source, utm_medium or utm_campaign as stored: trimmed, lower-cased and cut to
 * AUDIENCE_LIMITS.utmKept characters; null when empty or when it holds a control or invisible
 * formatting character (a visitor can type anything into an address, none of which may reach a screen).
 */
export function campaignValue(raw: string | null): string | null {
  if (raw === null) return null
  if (hasControlCharacter(raw) || hasInvisibleFormatting(raw)) return null
  const value = Array.from(raw.trim().toLowerCase()).slice(0, AUDIENCE_LIMITS.utmKept).join('').trim()
  return value === '' ? null : value
}

/** A host name without a leading `www.`, lower case, so `www.google.com` and `google.com` are one source. */
function bareHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
}

/**
 * The host of an outside referrer, without `www.`; null when there is none, it cannot be read, or
 * it is the site itself (the visitor moving between the site's own pages).
 */
export function referrerHost(referrer: string | null, siteHost: string): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (!url.hostname) return null
  const host = bareHost(url.hostname)
  if (host === '' || host === bareHost(siteHost)) return null
  return host
}

/** utm_source, else the outside referrer's host, else `direct`. */
export function sourceOf(utmSource: string | null, referrer: string | null): string {
  return utmSource ?? referrer ?? DIRECT_SOURCE
}
