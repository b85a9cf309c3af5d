import type { Database } from '../db/client'
import { recordEvent, releaseSlot, takeSlot } from '../lib/rate-limit'

/**
 * Login throttling with sliding-window limits in the database, so every Worker isolate shares them.
 * Each attempt takes its slots BEFORE the password is checked: concurrent wrong guesses cannot all
 * slip through while the first ones are still being verified. A successful login gives its
 * reserved failures back.
 *
 * Two limits refuse (429): attempts per address, and failures per email from one address (15 minutes
 * each). The account as a whole is never locked, because a lock is a way to keep the real owner out:
 * instead its failures from ALL addresses over a day buy a delay before the password is checked,
 * growing with each failure past ACCOUNT_FREE_FAILURES and capped at MAX_ACCOUNT_DELAY_MS. The owner,
 * from an address that has not failed, still signs in (a few seconds late at worst) while the
 * attackers' addresses stay refused. See docs/decisions/0004-security-hardening.md.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS = 5
export const MAX_LOGIN_ATTEMPTS_PER_ADDRESS = 30
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000
/** Failures of one account (from anywhere, in a day) before its logins slow down. */
export const ACCOUNT_FREE_FAILURES = 10
/** Each further failure adds this much delay ... */
export const ACCOUNT_DELAY_STEP_MS = 100
/** ... up to this: slow for a guesser, bearable for the owner. */
export const MAX_ACCOUNT_DELAY_MS = 4000

/** The wait before checking a password for an account that has failed this often in the last day. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0
  return Math.min(MAX_ACCOUNT_DELAY_MS, (failures - ACCOUNT_FREE_FAILURES + 1) * ACCOUNT_DELAY_STEP_MS)
}

export type LoginReservation =
  | {
      allowed: true
      delayMs: number
      release: () => Promise<void>
      /** Gives back the address's attempt too: a right second step is part of a sign-in already counted. */
      releaseAll: () => Promise<void>
    }
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
  // Counted as a failure until the password proves right, like the per-address one.
  const account = await recordEvent(db, {
    bucket: `login:account:${email}`,
    windowMs: ACCOUNT_WINDOW_MS,
    now,
  })
  // The address's attempt stays counted; the failure slots go back.
  const failures = [...taken.slice(1), account.eventId]
  return {
    allowed: true,
    delayMs: accountDelayMs(account.before),
    release: async () => {
      for (const eventId of failures) await releaseSlot(db, eventId)
    },
    releaseAll: async () => {
      for (const eventId of [...taken, account.eventId]) await releaseSlot(db, eventId)
    },
  }
}
