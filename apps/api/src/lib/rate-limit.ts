import { eq, lte, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../db/client'
import { rateLimitEvents } from '../db/schema'
import { networkKeyOf, parseIpAddress } from './ip-address'

/**
 * Sliding-window rate limits kept in the database, so every Worker isolate shares them. Each
 * admitted event is one row that lives for exactly one window; a limit admits a new event only
 * while its bucket holds fewer than `max` live rows. No clock-aligned windows: a client never gets
 * more than `max` events in any span of `windowMs`, and Retry-After is when the oldest slot frees.
 */

export interface RateLimit {
  /** Counter name, e.g. `contact:203.0.113.9`. */
  bucket: string
  max: number
  windowMs: number
  now: Date
}

export type RateDecision =
  | { allowed: true /** The admitted event's row, for giving the slot back. */; eventId: number }
  | { allowed: false /** Whole seconds until one more event would be admitted. */; retryAfterSeconds: number }

/** Stale rows of every bucket are deleted at most this often per database handle. */
export const SWEEP_INTERVAL_MS = 60 * 1000
const lastSweep = new WeakMap<Database, number>()

/** Deletes every expired event (any bucket), through the index on `expires_at`. */
export async function sweepExpiredEvents(db: Database, nowMs: number): Promise<void> {
  await db.delete(rateLimitEvents).where(lte(rateLimitEvents.expiresAt, nowMs))
}

async function sweepNowAndThen(db: Database, nowMs: number) {
  const last = lastSweep.get(db)
  if (last !== undefined && nowMs - last < SWEEP_INTERVAL_MS && nowMs >= last) return
  lastSweep.set(db, nowMs)
  await sweepExpiredEvents(db, nowMs)
}

/**
 * Admits one event if the bucket has a free slot. The count and the insert are one statement, so
 * concurrent requests (and isolates) can never both take the last slot. A refused event is not
 * recorded: it does not push the client's Retry-After further away.
 */
export async function takeSlot(
  db: Database,
  { bucket, max, windowMs, now }: RateLimit,
): Promise<RateDecision> {
  const nowMs = now.getTime()
  await sweepNowAndThen(db, nowMs)
  const admitted = await db.all<{ id: number }>(sql`
    INSERT INTO rate_limit_events (bucket, expires_at)
    SELECT ${bucket}, ${nowMs + windowMs}
    WHERE (SELECT count(*) FROM rate_limit_events WHERE bucket = ${bucket} AND expires_at > ${nowMs}) < ${max}
    RETURNING id`)
  const eventId = admitted[0]?.id
  if (eventId !== undefined) return { allowed: true, eventId: Number(eventId) }

  // The next slot frees when enough live events have expired to leave max - 1 of them.
  const live = await db
    .select({ expiresAt: rateLimitEvents.expiresAt })
    .from(rateLimitEvents)
    .where(sql`${rateLimitEvents.bucket} = ${bucket} AND ${rateLimitEvents.expiresAt} > ${nowMs}`)
    .orderBy(rateLimitEvents.expiresAt)
  const freesAt = live[live.length - max]?.expiresAt ?? nowMs
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - nowMs) / 1000)) }
}

/**
 * Records one event in a bucket with no limit, and answers how many live events the bucket held
 * before it: for a cost that grows with use (a delay) rather than a refusal.
 */
export async function recordEvent(
  db: Database,
  { bucket, windowMs, now }: Omit<RateLimit, 'max'>,
): Promise<{ eventId: number; before: number }> {
  const nowMs = now.getTime()
  await sweepNowAndThen(db, nowMs)
  const [live] = await db
    .select({ count: sql<number>`count(*)` })
    .from(rateLimitEvents)
    .where(sql`${rateLimitEvents.bucket} = ${bucket} AND ${rateLimitEvents.expiresAt} > ${nowMs}`)
  const [inserted] = await db
    .insert(rateLimitEvents)
    .values({ bucket, expiresAt: nowMs + windowMs })
    .returning({ id: rateLimitEvents.id })
  return { eventId: Number(inserted?.id), before: Number(live?.count ?? 0) }
}

/** The 429 a refused event answers: `error`, and in Retry-After when the next event would be admitted. */
export function tooManyRequests(c: Context, refused: { retryAfterSeconds: number }, error: string): Response {
  c.header('Retry-After', String(refused.retryAfterSeconds))
  return c.json({ error }, 429)
}

/** Gives an admitted event's slot back (a login that turned out not to be a failure). */
export async function releaseSlot(db: Database, eventId: number): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, eventId))
}

/**
 * The rate-limit key of a client address. IPv4 stays whole; IPv6 is cut to its /64, because one
 * subscriber usually holds a whole /64 and would otherwise rotate through it freely. Spellings of the
 * same address give the same key: IPv6 is expanded, an IPv4-mapped IPv6 address is its IPv4, a port
 * or zone is dropped. Anything that is not an IP address is kept as it is (lower-cased, capped).
 */
export function rateLimitAddress(raw: string): string {
  let address = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address)
  if (ipv4WithPort?.[1]) address = ipv4WithPort[1]
  address = address.replace(/%.*$/, '')
  const parsed = parseIpAddress(address)
  return parsed ? networkKeyOf(parsed) : address.slice(0, 64)
}
