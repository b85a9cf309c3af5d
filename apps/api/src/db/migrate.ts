import { fileURLToPath } from 'node:url'
import { migrate } from 'drizzle-orm/libsql/migrator'
import type { Database } from './client'
import { migrateSiteCopy } from './site-copy-migration'

/** The committed drizzle-kit migrations; the same files migrate a local file and Turso. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * The SQL migrations, then the data steps that need code (the site copy's seeding and upgrades,
 * site-copy-migration.ts). Both are safe to run again: drizzle records what it applied, and each
 * data step writes only where it finds its work undone.
 */
export async function migrateDatabase(
  db: Database,
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
  await migrateSiteCopy(db, now)
}
