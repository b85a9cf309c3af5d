import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { describe, expect, it } from 'vitest'
import { databaseBefore, versionsOf } from '../test-support/migrations'
import type { Database } from './client'
import { MIGRATIONS_FOLDER } from './migrate'

const UPLOAD = 'covers/0b5e8f1a-1111-4222-8333-444455556666.jpg'

const coversOf = (db: Database, table: 'projects' | 'work_items') =>
  db.all<{ title: string; cover_key: string | null; cover_url: string | null }>(
    sql`SELECT title, cover_key, cover_url FROM ${sql.identifier(table)} ORDER BY id`,
  )

describe('migration 0015 (covers stored by key)', () => {
  it('turns every address of our media into its key, whatever base it was saved under, and keeps other addresses', async () => {
    const db = await databaseBefore(15)
    const rows: [string, string | null][] = [
      ['local default', `http://localhost:8787/media/${UPLOAD}`],
      ['another host', `https://api.studio.example/media/covers/0b5e8f1a.1600x1067.webp`],
      ['a variant', 'http://192.168.1.20:9000/media/covers/0b5e8f1a.w800.avif'],
      ['demo cover', 'http://localhost:8787/media/seed/atlas-bike-parts.webp'],
      ['foreign', 'https://images.example/fern.jpg'],
      ['in a query', 'https://images.example/p?next=/media/covers/a.jpg'],
      ['with a query', `http://localhost:8787/media/${UPLOAD}?v=2`],
      ['dot segments', 'http://localhost:8787/media/covers/../backups/a.zip'],
      ['none', null],
    ]
    for (const [title, url] of rows) {
      await db.run(sql`INSERT INTO projects (title, description, cover_url) VALUES (${title}, 'd', ${url})`)
      await db.run(sql`INSERT INTO work_items (title, description, cover_url) VALUES (${title}, 'd', ${url})`)
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const expected = [
      { title: 'local default', cover_key: UPLOAD, cover_url: null },
      { title: 'another host', cover_key: 'covers/0b5e8f1a.1600x1067.webp', cover_url: null },
      { title: 'a variant', cover_key: 'covers/0b5e8f1a.w800.avif', cover_url: null },
      { title: 'demo cover', cover_key: 'seed/atlas-bike-parts.webp', cover_url: null },
      { title: 'foreign', cover_key: null, cover_url: 'https://images.example/fern.jpg' },
      {
        title: 'in a query',
        cover_key: null,
        cover_url: 'https://images.example/p?next=/media/covers/a.jpg',
      },
      { title: 'with a query', cover_key: null, cover_url: `http://localhost:8787/media/${UPLOAD}?v=2` },
      {
        title: 'dot segments',
        cover_key: null,
        cover_url: 'http://localhost:8787/media/covers/../backups/a.zip',
      },
      { title: 'none', cover_key: null, cover_url: null },
    ]
    expect(await coversOf(db, 'projects')).toEqual(expected)
    expect(await coversOf(db, 'work_items')).toEqual(expected)
  })

  it('moves the version of a list whose item names a cover by key when that cover’s record changes', async () => {
    const db = await databaseBefore(15)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    await db.run(sql`INSERT INTO projects (title, description, cover_key) VALUES ('P', 'd', ${UPLOAD})`)
    const start = await versionsOf(db)
    await db.run(
      sql`INSERT INTO media_covers (key, width, height, content_type) VALUES (${UPLOAD}, 4, 3, 'image/jpeg')`,
    )
    const inserted = await versionsOf(db)
    expect(inserted.projects).not.toBe(start.projects)
    expect(inserted.work_items).toBe(start.work_items)

    await db.run(sql`UPDATE media_covers SET variant_widths = '[320]' WHERE key = ${UPLOAD}`)
    const updated = await versionsOf(db)
    expect(updated.projects).not.toBe(inserted.projects)

    await db.run(sql`DELETE FROM media_covers WHERE key = ${UPLOAD}`)
    expect((await versionsOf(db)).projects).not.toBe(updated.projects)
  })
})
