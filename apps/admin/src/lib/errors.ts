import { ApiError } from '@studio/contracts'

/** A 401 has already sent the admin to login (see AdminApiProvider); screens stay quiet about it. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * The thrown message, or the screen's fallback text when there is none. An API error shows the
 * service's own words without the address it came from: the admin cannot act on an internal
 * address, and an answer that was not the API's JSON (a proxy's page) is summed up rather than shown.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message.trim()) return fallback
  if (!(error instanceof ApiError)) return error.message
  if (error.message.startsWith('Expected JSON')) {
    return `The server did not answer as the admin API does (status ${error.status}). Check the admin's API address setting.`
  }
  return error.message.replace(` at ${error.url}`, '').replace(` (${error.url})`, '')
}

/**
 * For the login and signup screens: the service's own words (the address helps debugging lists but
 * reads oddly under a form), or the fallback when no answer came back at all (offline, blocked).
 */
export function serviceMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  return error.message.trim() || fallback
}
