import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { describe, expect, it } from 'vitest'
import { databaseBefore, emptyDatabase } from '../test-support/migrations'
import { MIGRATIONS_FOLDER } from './migrate'
import { SEED_PROJECTS, SEED_WORK_ITEMS } from './seed-data'

const day = (n: number) => new Date(Date.UTC(2026, 0, 31 - n)).toISOString()

describe('migration 0004 (team, audit, order)', () => {
  it('keeps data written before it: today order becomes the saved order, sessions stay valid', async () => {
    const db = await databaseBefore(4)

    // The demo content, plus two rows sharing a date, written as the old schema had them.
    for (const [index, project] of SEED_PROJECTS.entries()) {
      await db.run(sql`INSERT INTO projects (title, description, tags, created_at, updated_at)
        VALUES (${project.title}, ${project.description}, ${JSON.stringify(project.tags)}, ${day(index)}, ${day(index)})`)
    }
    await db.run(
      sql`INSERT INTO projects (title, description, created_at) VALUES ('Tie A', 'd', ${day(2)}), ('Tie B', 'd', ${day(2)})`,
    )
    // Inserted oldest first, with featured items scattered, so id order tells nothing.
    for (const [index, item] of [...SEED_WORK_ITEMS.entries()].reverse()) {
      await db.run(sql`INSERT INTO work_items (title, description, category, featured, created_at, updated_at)
        VALUES (${item.title}, ${item.description}, ${item.category}, ${item.featured ? 1 : 0}, ${day(index)}, ${day(index)})`)
    }
    await db.run(sql`UPDATE work_items SET featured = 1 WHERE id = (SELECT min(id) FROM work_items)`)
    await db.run(sql`INSERT INTO admins (email, password_hash) VALUES ('owner@studio.test', 'x')`)
    await db.run(sql`INSERT INTO sessions (token_hash, admin_id, created_at, expires_at)
      VALUES ('aa', 1, '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z'),
             ('bb', 1, '2026-01-02T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`)

    const oldProjects = await db.all<{ title: string }>(
      sql`SELECT title FROM projects ORDER BY created_at DESC, id DESC`,
    )
    const oldWork = await db.all<{ title: string }>(
      sql`SELECT title FROM work_items ORDER BY featured DESC, created_at DESC, id DESC`,
    )

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

    const newProjects = await db.all<{ title: string; position: number; hidden: number }>(
      sql`SELECT title, position, hidden FROM projects ORDER BY position`,
    )
    expect(newProjects.map((row) => row.title)).toEqual(oldProjects.map((row) => row.title))
    expect(newProjects.map((row) => row.position)).toEqual(newProjects.map((_, index) => index))
    expect(newProjects.every((row) => row.hidden === 0)).toBe(true)
    const newWork = await db.all<{ title: string }>(sql`SELECT title FROM work_items ORDER BY position`)
    expect(newWork.map((row) => row.title)).toEqual(oldWork.map((row) => row.title))

    const sessionRows = await db.all<{ id: number; token_hash: string }>(
      sql`SELECT id, token_hash FROM sessions ORDER BY id`,
    )
    expect(sessionRows).toEqual([
      { id: 1, token_hash: 'aa' },
      { id: 2, token_hash: 'bb' },
    ])
    // The list triggers survive and the new tables exist.
    const versions = await db.all<{ name: string; version: number }>(
      sql`SELECT name, version FROM content_versions`,
    )
    expect(versions.every((row) => row.version > 0)).toBe(true)
    await db.run(sql`INSERT INTO audit_log (action, target_type) VALUES ('login', 'admin')`)
    await db.run(sql`INSERT INTO invites (email, token_hash, expires_at) VALUES ('a@b.co', 'h', 'x')`)
  })

  it('migrates an empty database from scratch', async () => {
    const db = emptyDatabase()
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    const tables = await db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
    )
    expect(tables.map((row) => row.name)).toEqual(
      expect.arrayContaining(['audit_log', 'invites', 'sessions']),
    )
  })
})
