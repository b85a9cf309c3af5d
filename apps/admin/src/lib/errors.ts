import { ApiError } from '@studio/contracts'

/** A 401 has already sent the admin to login (see AdminApiProvider); screens stay quiet about it. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/** The thrown message, or the screen's fallback text (spec section 8: "the message or '…'"). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message
  return fallback
}

/**
 * For the login and signup screens: the service's own words (without the client's " at {url}"
 * suffix, which helps debugging lists but reads oddly under a form), or the fallback when no
 * answer came back at all (offline, blocked).
 */
export function serviceMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  const suffix = ` at ${error.url}`
  const text = error.message.endsWith(suffix) ? error.message.slice(0, -suffix.length) : error.message
  return text.trim() || fallback
}
