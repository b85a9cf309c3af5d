import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { describe, expect, it } from 'vitest'
import { databaseBefore, versionsOf } from '../test-support/migrations'
import { MIGRATIONS_FOLDER } from './migrate'

describe('migration 0012 (settings, enquiry attribution, content_versions)', () => {
  it('keeps every content version and the triggers that move them under the new table name', async () => {
    const db = await databaseBefore(12)
    const before = await versionsOf(db, 'list_versions')
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    expect(await versionsOf(db)).toEqual(before)

    await db.run(
      sql`INSERT INTO projects (title, description) VALUES ('A project', 'Written after the rename')`,
    )
    await db.run(
      sql`INSERT INTO site_content_published (language, content, schema_version) VALUES ('en', '{}', 1)`,
    )
    const after = await versionsOf(db)
    expect(after.projects).not.toBe(before.projects)
    expect(after.site_content).not.toBe(before.site_content)
    expect(after.work_items).toBe(before.work_items)
  })

  it('gives earlier enquiries no source, campaign or landing page', async () => {
    const db = await databaseBefore(12)
    await db.run(
      sql`INSERT INTO contact_messages (name, email, message) VALUES ('Mona', 'mona@example.com', 'Hello')`,
    )
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    expect(await db.all(sql`SELECT source, campaign, landing_path FROM contact_messages`)).toEqual([
      { source: null, campaign: null, landing_path: null },
    ])
  })
})
