import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema'
import { countEvent } from '../lib/rate-limit'

/**
 * Login throttling with counters in the database, so every Worker isolate shares them.
 * Each attempt is counted BEFORE the password is checked: concurrent wrong guesses cannot all slip
 * through while the first ones are still being verified. A successful login gives its reserved
 * failure back.
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
  const attempts = await countEvent(db, {
    bucket: `login:address:${address}`,
    windowMs: LOGIN_WINDOW_MS,
    now,
  })
  if (attempts.count > MAX_LOGIN_ATTEMPTS_PER_ADDRESS) {
    return { allowed: false, retryAfterSeconds: attempts.retryAfterSeconds }
  }
  const failureBucket = `login:failure:${address}:${email}`
  const failures = await countEvent(db, { bucket: failureBucket, windowMs: LOGIN_WINDOW_MS, now })
  if (failures.count > MAX_LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS) {
    return { allowed: false, retryAfterSeconds: failures.retryAfterSeconds }
  }
  const windowStart = Math.floor(now.getTime() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS
  return {
    allowed: true,
    release: async () => {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(
          and(
            eq(rateLimits.bucket, failureBucket),
            eq(rateLimits.windowStart, windowStart),
            gt(rateLimits.count, 0),
          ),
        )
    },
  }
}
