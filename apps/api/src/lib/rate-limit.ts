import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema'

export interface RateWindow {
  /** Counter name, e.g. `contact:203.0.113.9`. */
  bucket: string
  windowMs: number
  now: Date
}

export interface WindowCount {
  count: number
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number
}

function windowOf({ windowMs, now }: RateWindow) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) }
}

/**
 * Counts one event in a fixed window and returns the new count. A single upsert, so concurrent
 * requests (and every Worker isolate) share one exact counter in the database.
 */
export async function countEvent(db: Database, window: RateWindow): Promise<WindowCount> {
  const { start, retryAfterSeconds } = windowOf(window)
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: window.bucket, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  // Old windows are dead weight; sweep this bucket's now and then.
  if (Math.random() < 0.05) {
    await db
      .delete(rateLimits)
      .where(and(eq(rateLimits.bucket, window.bucket), lt(rateLimits.windowStart, start)))
  }
  return { count: row?.count ?? 1, retryAfterSeconds }
}

/** Reads the current window's count without counting anything. */
export async function peekCount(db: Database, window: RateWindow): Promise<WindowCount> {
  const { start, retryAfterSeconds } = windowOf(window)
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, window.bucket), eq(rateLimits.windowStart, start)))
  return { count: row?.count ?? 0, retryAfterSeconds }
}
