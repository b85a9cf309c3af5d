import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { describe, expect, it } from 'vitest'
import { databaseBefore } from '../test-support/migrations'
import { MIGRATIONS_FOLDER } from './migrate'

describe('migration 0009 (Arabic texts, enquiry language)', () => {
  it('keeps earlier rows: enquiries in English, portfolio entries without Arabic texts', async () => {
    const db = await databaseBefore(9)
    await db.run(sql`INSERT INTO contact_messages (name, email, message) VALUES ('Ada', 'a@x.test', 'm')`)
    await db.run(sql`INSERT INTO projects (title, description) VALUES ('P', 'd')`)
    await db.run(sql`INSERT INTO work_items (title, description) VALUES ('W', 'd')`)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    expect(await db.all(sql`SELECT name, language FROM contact_messages`)).toEqual([
      { name: 'Ada', language: 'en' },
    ])
    for (const table of ['projects', 'work_items'])
      expect(await db.all(sql`SELECT title_ar, description_ar FROM ${sql.identifier(table)}`)).toEqual([
        { title_ar: null, description_ar: null },
      ])
  })

  it('moves the content version when only an Arabic text changes', async () => {
    const db = await databaseBefore(9)
    await db.run(sql`INSERT INTO work_items (title, description) VALUES ('W', 'd')`)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    const version = async () =>
      (
        await db.all<{ version: number }>(sql`SELECT version FROM content_versions WHERE name = 'work_items'`)
      )[0]?.version
    const before = await version()
    await db.run(sql`UPDATE work_items SET title_ar = 'عنوان'`)
    expect(await version()).not.toBe(before)
  })
})
