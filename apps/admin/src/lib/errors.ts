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
