import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createDatabase } from '../db/client'
import { createTestApp } from '../test-support/test-app'
import { existingSaltKeyOf, saltKeyOf } from './salts'
import { visitorHash } from './visitor'

const facts = { host: 'studio.test', address: '203.0.113.1', userAgent: 'Test' }

describe("a day's salt", () => {
  it('is one salt for every process that needs it first at the same time', async () => {
    const t = await createTestApp()
    // Two more handles on the same file: as two processes (or isolates) would have.
    const url = `file:${t.dir}/test.db`
    const others = [1, 2].map(() => createDatabase(createClient({ url, timeout: 10_000 })))
    const keys = await Promise.all(
      [t.db, ...others].flatMap((db) => [
        saltKeyOf(db, '2031-06-01', '2031-06-01'),
        saltKeyOf(db, '2031-06-01', '2031-06-01'),
      ]),
    )
    const hashes = new Set(await Promise.all(keys.map((key) => visitorHash(key, facts))))
    expect(hashes.size).toBe(1)
    expect(await t.db.all(sql`SELECT day FROM audience_salts`)).toEqual([{ day: '2031-06-01' }])
  })

  it('is only looked up, never made, when an enquiry looks for a visit', async () => {
    const t = await createTestApp()
    expect(await existingSaltKeyOf(t.db, '2031-06-01', '2031-06-01')).toBeNull()
    expect(await t.db.all(sql`SELECT day FROM audience_salts`)).toEqual([])
    const made = await saltKeyOf(t.db, '2031-06-01', '2031-06-01')
    const found = await existingSaltKeyOf(t.db, '2031-06-01', '2031-06-01')
    expect(found && (await visitorHash(found, facts))).toBe(await visitorHash(made, facts))
  })

  it('is random: two days, or two databases, never share one', async () => {
    const [a, b] = [await createTestApp(), await createTestApp()]
    const hashes = await Promise.all([
      saltKeyOf(a.db, '2031-06-01', '2031-06-01').then((key) => visitorHash(key, facts)),
      saltKeyOf(a.db, '2031-05-31', '2031-06-01').then((key) => visitorHash(key, facts)),
      saltKeyOf(b.db, '2031-06-01', '2031-06-01').then((key) => visitorHash(key, facts)),
    ])
    expect(new Set(hashes).size).toBe(3)
  })
})
