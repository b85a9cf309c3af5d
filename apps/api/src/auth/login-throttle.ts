import type { Database } from '../db/client'
import { releaseSlot, takeSlot } from '../lib/rate-limit'

/**
 * Login throttling with sliding-window limits in the database, so every Worker isolate shares them.
 * Each attempt takes its slots BEFORE the password is checked: concurrent wrong guesses cannot all
 * slip through while the first ones are still being verified. A successful login gives its
 * reserved failure back.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS = 5
export const MAX_LOGIN_ATTEMPTS_PER_ADDRESS = 30

export type LoginReservation =
  | { allowed: true; release: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number }

export async function reserveLoginAttempt(
  db: Database,
  { email, address, now }: { email: string; address: string; now: Date },
): Promise<LoginReservation> {
  const attempt = await takeSlot(db, {
    bucket: `login:address:${address}`,
    max: MAX_LOGIN_ATTEMPTS_PER_ADDRESS,
    windowMs: LOGIN_WINDOW_MS,
    now,
  })
  if (!attempt.allowed) return attempt
  const failure = await takeSlot(db, {
    bucket: `login:failure:${address}:${email}`,
    max: MAX_LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS,
    windowMs: LOGIN_WINDOW_MS,
    now,
  })
  if (!failure.allowed) {
    // A refused request counts nothing, so it cannot push the address's own limit further.
    await releaseSlot(db, attempt.eventId)
    return failure
  }
  return { allowed: true, release: () => releaseSlot(db, failure.eventId) }
}
