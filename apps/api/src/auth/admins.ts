import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { admins } from '../db/schema'
import type { SessionAdmin } from './session'

/** Admin accounts: lookups, the allowlisted signup and the race-proof first-admin bootstrap. */

export async function findAdminByEmail(db: Database, email: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email))
  return row ?? null
}

export async function anyAdminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).limit(1)
  return row !== undefined
}

/** Inserts an allowlisted admin; null when the email is already taken. */
export async function insertAdmin(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<SessionAdmin | null> {
  const [row] = await db
    .insert(admins)
    .values({ email, passwordHash })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id, email: admins.email })
  return row ?? null
}

/**
 * Creates the first admin if, and only if, no admin exists and the bootstrap slot (bootstrap row
 * id 1) is still free. The three statements run as ONE transaction (a libSQL batch), and the first
 * is a write, so it holds the write lock from the start: racing signups are serialised by the
 * database and exactly one can see the slot free. The slot is claimed with a placeholder admin id
 * (-1) and completed in the same transaction, so no other request ever sees the placeholder.
 * Returns null when signup is closed.
 */
export async function insertBootstrapAdmin(
  db: Database,
  email: string,
  passwordHash: string,
): Promise<SessionAdmin | null> {
  const [, created] = await db.batch([
    db.run(sql`INSERT OR IGNORE INTO bootstrap (id, admin_id)
      SELECT 1, -1 WHERE NOT EXISTS (SELECT 1 FROM admins)`),
    db.all<SessionAdmin>(sql`INSERT INTO admins (email, password_hash) SELECT ${email}, ${passwordHash}
      WHERE EXISTS (SELECT 1 FROM bootstrap WHERE id = 1 AND admin_id = -1)
      RETURNING id, email`),
    db.run(sql`UPDATE bootstrap SET admin_id = (SELECT id FROM admins WHERE email = ${email})
      WHERE id = 1 AND admin_id = -1`),
  ])
  const row = created[0]
  if (!row) return null
  return { id: Number(row.id), email: String(row.email) }
}
