import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { auditInsert, WROTE_A_ROW } from '../audit/record'
import type { Database } from '../db/client'
import { admins, bootstrap, sessions } from '../db/schema'
import { revokeInvitesOfRemovedAdmin } from './invites'
import type { SessionAdmin } from './session'
import { endAttemptsStatement } from './two-factor/attempts'

/** Admin accounts: lookups, the allowlisted signup and the race-proof first-admin bootstrap. */

export async function findAdminByEmail(db: Database, email: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email))
  return row ?? null
}

/**
 * Whether someone without an invite can sign up now (GET /auth/signup-status, for the login page):
 * with an allowlist, while it names an email that is not an admin yet or any `@domain`; without
 * one, while the entry allows the open first signup and no admin was ever created (the bootstrap
 * slot is free). Decided by the same rules as the signup itself.
 */
export async function signupOpen(
  db: Database,
  { signupAllowlist, openBootstrap }: { signupAllowlist: readonly string[]; openBootstrap: boolean },
): Promise<boolean> {
  if (signupAllowlist.length > 0) {
    if (signupAllowlist.some((entry) => entry.startsWith('@'))) return true
    const taken = await db
      .select({ email: admins.email })
      .from(admins)
      .where(inArray(admins.email, [...signupAllowlist]))
    return taken.length < new Set(signupAllowlist).size
  }
  if (!openBootstrap) return false
  const [claimed] = await db.select({ id: bootstrap.id }).from(bootstrap).limit(1)
  return claimed === undefined && !(await anyAdminExists(db))
}

export async function anyAdminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).limit(1)
  return row !== undefined
}

/**
 * Replaces an admin's password hash, only if it is still the one the caller verified: a password
 * changed in the meantime is never overwritten with the old password's new hash.
 */
export async function replacePasswordHash(
  db: Database,
  adminId: number,
  previousHash: string,
  nextHash: string,
): Promise<void> {
  await db
    .update(admins)
    .set({ passwordHash: nextHash })
    .where(and(eq(admins.id, adminId), eq(admins.passwordHash, previousHash)))
}

/** The new admin's id, found inside the batch that creates it (the audit row names it). */
const idOfEmail = (email: string) => sql`(SELECT id FROM admins WHERE email = ${email})`

/** The signup's audit row, written only if the statement just before it created the admin. */
function signupAudit(db: Database, email: string, now: Date, onlyIf = WROTE_A_ROW) {
  const id = idOfEmail(email)
  return auditInsert(db, {
    actor: { id, email },
    action: 'signup',
    targetType: 'admin',
    targetId: id,
    at: now,
    onlyIf,
  })
}

/** Inserts an allowlisted admin; null when the email is already taken. */
export async function insertAdmin(
  db: Database,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<SessionAdmin | null> {
  const [created] = await db.batch([
    db
      .insert(admins)
      .values({ email, passwordHash, createdAt: now.toISOString() })
      .onConflictDoNothing({ target: admins.email })
      .returning({ id: admins.id, email: admins.email }),
    signupAudit(db, email, now),
  ])
  return created[0] ?? null
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
  now: Date,
): Promise<SessionAdmin | null> {
  const [, created] = await db.batch([
    db.run(sql`INSERT OR IGNORE INTO bootstrap (id, admin_id)
      SELECT 1, -1 WHERE NOT EXISTS (SELECT 1 FROM admins)`),
    db.all<SessionAdmin>(sql`INSERT INTO admins (email, password_hash) SELECT ${email}, ${passwordHash}
      WHERE EXISTS (SELECT 1 FROM bootstrap WHERE id = 1 AND admin_id = -1)
      RETURNING id, email`),
    db.run(sql`UPDATE bootstrap SET admin_id = (SELECT id FROM admins WHERE email = ${email})
      WHERE id = 1 AND admin_id = -1`),
    signupAudit(db, email, now),
  ])
  const row = created[0]
  if (!row) return null
  return { id: Number(row.id), email: String(row.email) }
}

export async function findAdminById(db: Database, id: number) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id))
  return row ?? null
}

/** The team, oldest first, with the fields the team list answers. */
export function listAdmins(db: Database) {
  return db
    .select({
      id: admins.id,
      email: admins.email,
      created_at: admins.createdAt,
      last_login_at: admins.lastLoginAt,
      two_factor: sql<boolean>`(EXISTS (SELECT 1 FROM admin_passkeys WHERE admin_id = ${admins.id})
        OR EXISTS (SELECT 1 FROM admin_totp WHERE admin_id = ${admins.id} AND confirmed_at IS NOT NULL))`.mapWith(
        Boolean,
      ),
    })
    .from(admins)
    .orderBy(asc(admins.createdAt), asc(admins.id))
}

export type RemoveAdminResult = 'removed' | 'not_found' | 'last_admin'

/**
 * Removes an admin, ends all of their sessions and revokes their invites (sent by them or to them)
 * in one transaction. The last admin is never removed: the DELETE itself checks that another admin
 * remains, and a batch holds the write lock, so two removals racing for the last two admins cannot
 * both pass.
 */
export async function removeAdmin(
  db: Database,
  { id, actor, now }: { id: number; actor: SessionAdmin; now: Date },
): Promise<RemoveAdminResult> {
  const target = await findAdminById(db, id)
  if (!target) return 'not_found'
  const [, , removed] = await db.batch([
    // Before the DELETE, whose foreign key clears created_by; under the same condition as the DELETE.
    ...revokeInvitesOfRemovedAdmin(db, { admin: { id, email: target.email }, actor, now }),
    db.run(sql`DELETE FROM admins WHERE id = ${id} AND (SELECT count(*) FROM admins) > 1`),
    auditInsert(db, {
      actor,
      action: 'remove_admin',
      targetType: 'admin',
      targetId: id,
      changes: { email: { old: target.email, new: null } },
      at: now,
      onlyIf: WROTE_A_ROW,
    }),
    // Also with foreign keys off: the guard's join refuses them anyway, and no row is left behind.
    db.run(
      sql`DELETE FROM ${sessions} WHERE admin_id = ${id} AND NOT EXISTS (SELECT 1 FROM admins WHERE id = ${id})`,
    ),
  ])
  if (removed.rowsAffected > 0) return 'removed'
  return (await findAdminById(db, id)) ? 'last_admin' : 'not_found'
}

/**
 * Sets a new password hash, only over the one the caller verified, and ends every other session of
 * that admin, in one transaction with its audit row. False when the password changed meanwhile.
 */
export async function changePassword(
  db: Database,
  options: { admin: SessionAdmin; previousHash: string; nextHash: string; keepSessionId: number; now: Date },
): Promise<boolean> {
  const { admin, previousHash, nextHash, keepSessionId, now } = options
  const [updated] = await db.batch([
    db
      .update(admins)
      .set({ passwordHash: nextHash })
      .where(and(eq(admins.id, admin.id), eq(admins.passwordHash, previousHash)))
      .returning({ id: admins.id }),
    auditInsert(db, {
      actor: admin,
      action: 'password_change',
      targetType: 'admin',
      targetId: admin.id,
      at: now,
      onlyIf: WROTE_A_ROW,
    }),
    db.run(sql`DELETE FROM ${sessions} WHERE admin_id = ${admin.id} AND id <> ${keepSessionId}
      AND EXISTS (SELECT 1 FROM admins WHERE id = ${admin.id} AND password_hash = ${nextHash})`),
    endAttemptsStatement(db, admin.id),
  ])
  return updated.length > 0
}

/** Marks a successful login (a statement for the login's batch). */
export function lastLoginStatement(db: Database, adminId: number, now: Date) {
  return db.update(admins).set({ lastLoginAt: now.toISOString() }).where(eq(admins.id, adminId))
}
