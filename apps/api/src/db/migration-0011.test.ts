import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { describe, expect, it } from 'vitest'
import { databaseBefore, versionsOf } from '../test-support/migrations'
import { MIGRATIONS_FOLDER } from './migrate'

describe('the migrations journal', () => {
  it('dates every migration after the one before, or drizzle skips it on an upgraded database', () => {
    // drizzle applies only migrations dated after the newest applied one; drizzle-kit dates a new
    // one by the clock, so check the entry it writes against the previous entry's date.
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[]
    }
    const late = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= (journal.entries[index - 1]?.when ?? 0),
    )
    expect(late.map((entry) => entry.tag)).toEqual([])
  })
})

describe('migrations 0010 and 0011 (cover records, alt texts, AVIF widths)', () => {
  it('reach a database migrated before them, keeping its rows', async () => {
    const db = await databaseBefore(10)
    await db.run(sql`INSERT INTO projects (title, description, cover_url) VALUES ('P', 'd', 'x')`)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    expect(await db.all(sql`SELECT title, cover_alt, cover_alt_ar FROM projects`)).toEqual([
      { title: 'P', cover_alt: null, cover_alt_ar: null },
    ])
    await db.run(
      sql`INSERT INTO media_covers (key, width, height, content_type) VALUES ('covers/a.jpg', 4, 3, 'image/jpeg')`,
    )
    expect(await db.all(sql`SELECT variant_widths, avif_widths FROM media_covers`)).toEqual([
      { variant_widths: '[]', avif_widths: '[]' },
    ])
  })

  it('moves the version of each list that shows a cover when its record changes, and only those', async () => {
    const db = await databaseBefore(10)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    await db.run(
      sql`INSERT INTO work_items (title, description, cover_url) VALUES ('W', 'd', 'http://localhost:8787/media/covers/a.jpg')`,
    )
    const start = await versionsOf(db)
    await db.run(
      sql`INSERT INTO media_covers (key, width, height, content_type) VALUES ('covers/a.jpg', 4, 3, 'image/jpeg')`,
    )
    const inserted = await versionsOf(db)
    expect(inserted.work_items).not.toBe(start.work_items)
    expect(inserted.projects).toBe(start.projects)

    await db.run(sql`UPDATE media_covers SET variant_widths = '[320]' WHERE key = 'covers/a.jpg'`)
    const updated = await versionsOf(db)
    expect(updated.work_items).not.toBe(inserted.work_items)

    // A cover no item shows (an upload whose form is not saved yet) moves nothing.
    await db.run(
      sql`INSERT INTO media_covers (key, width, height, content_type) VALUES ('covers/b.jpg', 4, 3, 'image/jpeg')`,
    )
    expect(await versionsOf(db)).toEqual(updated)

    await db.run(sql`DELETE FROM media_covers WHERE key = 'covers/a.jpg'`)
    expect((await versionsOf(db)).work_items).not.toBe(updated.work_items)
  })
})
