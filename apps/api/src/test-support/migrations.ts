import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { createDatabase, type Database } from '../db/client'
import { MIGRATIONS_FOLDER } from '../db/migrate'
import { scratchDir } from './test-run-dir'

/** Helpers for the migration tests, which need a database as it was before a given migration. */

/** A database file in a fresh temporary directory, with nothing applied yet. */
export function emptyDatabase(): Database {
  const dir = scratchDir('studio-migration-test-')
  return createDatabase(createClient({ url: `file:${join(dir, 'test.db')}` }))
}

/** A copy of the migrations folder without migration `idx` and every later one. */
function migrationsBefore(idx: number): string {
  const dir = scratchDir('studio-migrations-')
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true })
  const journalPath = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] }
  // The later ones go too: drizzle applies none older than the newest it has applied.
  for (const entry of journal.entries) if (entry.idx >= idx) rmSync(join(dir, `${entry.tag}.sql`))
  journal.entries = journal.entries.filter((entry) => entry.idx < idx)
  writeFileSync(journalPath, JSON.stringify(journal))
  return dir
}

/** A database migrated up to, not including, migration `idx`, so it can hold rows from before it. */
export async function databaseBefore(idx: number): Promise<Database> {
  const db = emptyDatabase()
  await migrate(db, { migrationsFolder: migrationsBefore(idx) })
  return db
}

/** Each list's content version by its name, from `content_versions` (`list_versions` before 0012). */
export async function versionsOf(
  db: Database,
  table: 'content_versions' | 'list_versions' = 'content_versions',
): Promise<Record<string, number>> {
  const rows = await db.all<{ name: string; version: number }>(
    sql`SELECT name, version FROM ${sql.identifier(table)}`,
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.version]))
}
