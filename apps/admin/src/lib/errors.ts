import { ApiError } from '@studio/contracts'

/** A 401 has already sent the admin to login (see AdminApiProvider); screens stay quiet about it. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * The thrown message, or the screen's fallback text when there is none; an API
 * error names the address it came from: "{message} at {url}".
 */
export function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message.trim()) return fallback
  return error instanceof ApiError ? `${error.message} at ${error.url}` : error.message
}

/**
 * For the login and signup screens: the service's own words (the address helps debugging lists but
 * reads oddly under a form), or the fallback when no answer came back at all (offline, blocked).
 */
export function serviceMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  return error.message.trim() || fallback
}
