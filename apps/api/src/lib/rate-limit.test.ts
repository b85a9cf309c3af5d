import { describe, expect, it } from 'vitest'
import { rateLimitEvents } from '../db/schema'
import { createTestApp } from '../test-support/test-app'
import { rateLimitAddress, releaseSlot, SWEEP_INTERVAL_MS, takeSlot } from './rate-limit'

const MINUTE = 60_000
const limit = (bucket: string, nowMs: number) => ({
  bucket,
  max: 3,
  windowMs: 10 * MINUTE,
  now: new Date(nowMs),
})
/** A clock-aligned ten-minute boundary. */
const boundary = Date.UTC(2030, 0, 1, 0, 10)

describe('sliding-window rate limits', () => {
  it('never admits more than max events in any span of one window, across a fixed boundary', async () => {
    const { db } = await createTestApp()
    for (const offset of [-3, -2, -1]) {
      expect((await takeSlot(db, limit('b', boundary + offset * MINUTE))).allowed).toBe(true)
    }
    // A fixed window would reset here; a sliding one still sees three events in the last 10 minutes.
    expect(await takeSlot(db, limit('b', boundary + 1))).toEqual({ allowed: false, retryAfterSeconds: 420 })
    expect((await takeSlot(db, limit('b', boundary + 7 * MINUTE - 1))).allowed).toBe(false)
    expect((await takeSlot(db, limit('b', boundary + 7 * MINUTE))).allowed).toBe(true)
  })

  it('rounds Retry-After up to whole seconds and gives a released slot back', async () => {
    const { db } = await createTestApp()
    const start = boundary + 123
    const taken = []
    for (let i = 0; i < 3; i++) taken.push(await takeSlot(db, limit('r', start)))
    expect(await takeSlot(db, limit('r', start + 1500))).toEqual({ allowed: false, retryAfterSeconds: 599 })
    const first = taken[0]
    if (!first?.allowed) throw new Error('expected an admitted event')
    await releaseSlot(db, first.eventId)
    expect((await takeSlot(db, limit('r', start + 1500))).allowed).toBe(true)
  })

  it('admits exactly max of 50 concurrent events', async () => {
    const { db } = await createTestApp()
    const decisions = await Promise.all(Array.from({ length: 50 }, () => takeSlot(db, limit('c', boundary))))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3)
    expect(await db.select().from(rateLimitEvents)).toHaveLength(3)
  })

  it("sweeps every bucket's stale rows, not only the bucket being counted", async () => {
    const { db } = await createTestApp()
    for (let i = 0; i < 20; i++) await takeSlot(db, limit(`contact:10.0.0.${i}`, boundary))
    expect(await db.select().from(rateLimitEvents)).toHaveLength(20)
    // Later, one request from an unrelated client clears every expired row.
    await takeSlot(db, limit('contact:192.0.2.1', boundary + 10 * MINUTE + SWEEP_INTERVAL_MS))
    const rows = await db.select().from(rateLimitEvents)
    expect(rows.map((row) => row.bucket)).toEqual(['contact:192.0.2.1'])
  })

  it('answers the count and the sweep from indexes, not a table scan', async () => {
    const { client } = await createTestApp()
    const plan = async (query: string) =>
      (await client.execute(`EXPLAIN QUERY PLAN ${query}`)).rows.map((row) => String(row.detail)).join('\n')
    expect(await plan('DELETE FROM rate_limit_events WHERE expires_at <= 1')).toMatch(
      /USING (COVERING )?INDEX rate_limit_events_expires_idx/,
    )
    expect(
      await plan("SELECT count(*) FROM rate_limit_events WHERE bucket = 'x' AND expires_at > 1"),
    ).toMatch(/USING COVERING INDEX rate_limit_events_bucket_idx/)
  })
})

describe('rate-limit addresses', () => {
  it.each([
    // Every address of one IPv6 /64 keys alike, whatever the spelling; the next /64 apart.
    [
      '2001:0db8:0001:0002::/64',
      [
        '2001:db8:1:2::1',
        '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
        '[2001:DB8:1:2::abcd]:443',
        '2001:db8:1:2:0:0:0:9%eth0',
      ],
    ],
    ['2001:0db8:0001:0003::/64', ['2001:db8:1:3::1']],
    ['0000:0000:0000:0000::/64', ['::1']],
    // An IPv4-mapped IPv6 address is its IPv4 address; IPv4 stays whole.
    ['203.0.113.7', ['::ffff:203.0.113.7', '::FFFF:cb00:7107', '203.0.113.7:51234', ' 203.0.113.7 ']],
    ['203.0.113.8', ['203.0.113.8']],
    // Anything that is not an IP address stays as it is, lower-cased.
    ['unknown', ['Unknown']],
    ['1:2:3', ['1:2:3']],
    ['300.1.1.1', ['300.1.1.1']],
  ])('keys as %j: %j', (key, addresses) => {
    for (const address of addresses) expect(rateLimitAddress(address), address).toBe(key)
  })

  it('caps anything that is not an IP address', () => {
    expect(rateLimitAddress('x'.repeat(100))).toHaveLength(64)
  })
})
