import type { Database } from '../db/client'
import { releaseSlot, takeSlot } from '../lib/rate-limit'

/**
 * Login throttling with sliding-window limits in the database, so every Worker isolate shares them.
 * Each attempt takes its slots BEFORE the password is checked: concurrent wrong guesses cannot all
 * slip through while the first ones are still being verified. A successful login gives its
 * reserved failures back.
 *
 * Three limits: attempts per address, failures per email from one address (15 minutes each), and
 * failures per email from ALL addresses over a day, which bounds an attacker who spreads guesses
 * over many addresses to 50 a day per account. The last one can lock the real owner out for up to
 * a day while such an attack runs; that is the price of bounding it, and the 429's Retry-After says
 * how long.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS = 5
export const MAX_LOGIN_ATTEMPTS_PER_ADDRESS = 30
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000
export const MAX_LOGIN_FAILURES_PER_EMAIL = 50

export type LoginReservation =
  | { allowed: true; release: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number }

export async function reserveLoginAttempt(
  db: Database,
  { email, address, now }: { email: string; address: string; now: Date },
): Promise<LoginReservation> {
  const limits = [
    { bucket: `login:address:${address}`, max: MAX_LOGIN_ATTEMPTS_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    {
      bucket: `login:failure:${address}:${email}`,
      max: MAX_LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS,
      windowMs: LOGIN_WINDOW_MS,
    },
    { bucket: `login:account:${email}`, max: MAX_LOGIN_FAILURES_PER_EMAIL, windowMs: ACCOUNT_WINDOW_MS },
  ]
  const taken: number[] = []
  for (const limit of limits) {
    const decision = await takeSlot(db, { ...limit, now })
    if (!decision.allowed) {
      // A refused request counts nothing, so it cannot push the other limits further.
      for (const eventId of taken) await releaseSlot(db, eventId)
      return decision
    }
    taken.push(decision.eventId)
  }
  // The address's attempt stays counted; the failure slots go back.
  const failures = taken.slice(1)
  return {
    allowed: true,
    release: async () => {
      for (const eventId of failures) await releaseSlot(db, eventId)
    },
  }
}
