import { slugify } from '@studio/contracts/slugs'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { describe, expect, it } from 'vitest'
import { databaseBefore } from '../test-support/migrations'
import type { Database } from './client'
import { MIGRATIONS_FOLDER } from './migrate'
import { SEED_WORK_ITEMS } from './seed-data'

const insertTitle = (db: Database, title: string) =>
  db.run(sql`INSERT INTO work_items (title, description) VALUES (${title}, 'd')`)

const slugsById = (db: Database) =>
  db.all<{ id: number; title: string; slug: string }>(sql`SELECT id, title, slug FROM work_items ORDER BY id`)

describe('migration 0005 (work item slugs)', () => {
  it('gives every existing item the slug slugify makes from its title, unique in id order', async () => {
    const db = await databaseBefore(5)
    for (const item of SEED_WORK_ITEMS) await insertTitle(db, item.title)
    const awkward = [
      'Café Crème — Ünïcode Straße',
      'Shop',
      'Shop',
      'Shop 2',
      '!!!',
      '',
      'Øresund Æbleskiver Łódź',
      `${'Very long title '.repeat(6)}end`,
    ]
    for (const title of awkward) await insertTitle(db, title)
    // Read before the rename of migration 0012.
    const versionBefore = await db.get<{ version: number }>(
      sql`SELECT version FROM list_versions WHERE name = 'work_items'`,
    )

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const rows = await slugsById(db)
    const seeded = rows.slice(0, SEED_WORK_ITEMS.length)
    expect(seeded.map((row) => row.slug)).toEqual(SEED_WORK_ITEMS.map((item) => slugify(item.title)))
    expect(rows.slice(SEED_WORK_ITEMS.length).map((row) => row.slug)).toEqual([
      'cafe-creme-unicode-strasse',
      'shop',
      'shop-2',
      // "Shop 2" is its own base, but the second "Shop" took it first: the later row adds its id.
      `shop-2-${SEED_WORK_ITEMS.length + 4}`,
      'work',
      'work-2',
      'oresund-aebleskiver-lodz',
      slugify(`${'Very long title '.repeat(6)}end`),
    ])
    for (const row of rows.slice(0, -3)) expect(row.slug).toBe(row.slug.slice(0, 60))
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length)
    // The backfill is a write like any other: the public list's version moved.
    const versionAfter = await db.get<{ version: number }>(
      sql`SELECT version FROM content_versions WHERE name = 'work_items'`,
    )
    expect(versionAfter?.version).not.toBe(versionBefore?.version)
  })

  it('fills a slug for rows written straight to the database and keeps slugs unique', async () => {
    const db = await databaseBefore(5)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    await db.run(sql`INSERT INTO work_items (title, description) VALUES ('A', 'd'), ('B', 'd'), ('C', 'd')`)
    expect((await slugsById(db)).map((row) => row.slug)).toEqual(['work-1', 'work-2', 'work-3'])
    await expect(db.run(sql`UPDATE work_items SET slug = 'work-1' WHERE id = 2`)).rejects.toThrow()
    await db.run(sql`UPDATE work_items SET slug = '' WHERE id = 2`)
    expect((await slugsById(db))[1]?.slug).toBe('work-2')
  })

  it('removes an item’s old slugs with the item', async () => {
    const db = await databaseBefore(5)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    await db.run(
      sql`INSERT INTO work_items (title, description, slug) VALUES ('A', 'd', 'a'), ('B', 'd', 'b')`,
    )
    await db.run(
      sql`INSERT INTO work_item_slug_history (slug, work_item_id) VALUES ('old-a', 1), ('old-b', 2)`,
    )
    await db.run(sql`DELETE FROM work_items WHERE id = 1`)
    expect(await db.all(sql`SELECT slug FROM work_item_slug_history`)).toEqual([{ slug: 'old-b' }])
  })
})
