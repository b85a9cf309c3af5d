import type { SecondFactor, SignInMethod } from '@studio/contracts'
import { bytesToBase64Url } from '@studio/contracts/bytes'
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { type AuditActor, auditInsert, WROTE_A_ROW } from '../../audit/record'
import type { Database } from '../../db/client'
import { adminPasskeys, adminRecoveryCodes, adminTotp, sessions } from '../../db/schema'
import { readSettings } from '../../settings/store'
import { endAttemptsStatement } from './attempts'
import { newRecoveryCodes, recoveryCodeHash } from './recovery'

/**
 * An admin's second factors in the database: passkeys, the authenticator app and recovery codes.
 * Audit rows name the factor's kind (and a passkey's name), never a secret, a code or a key.
 */

export async function passkeysOf(db: Database, adminId: number) {
  return db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.id))
}

/** The admin's authenticator app, confirmed by a first code or still waiting for one; null if none. */
async function totpOf(db: Database, adminId: number, confirmed: boolean) {
  const [row] = await db
    .select()
    .from(adminTotp)
    .where(
      and(
        eq(adminTotp.adminId, adminId),
        confirmed ? isNotNull(adminTotp.confirmedAt) : isNull(adminTotp.confirmedAt),
      ),
    )
  return row ?? null
}

export const confirmedTotpOf = (db: Database, adminId: number) => totpOf(db, adminId, true)

export const pendingTotpOf = (db: Database, adminId: number) => totpOf(db, adminId, false)

export async function recoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))
  return row?.left ?? 0
}

/** The factors an admin can use at the second step (recovery codes only beside a real factor). */
export async function factorsOf(db: Database, adminId: number): Promise<SecondFactor[]> {
  const [keys, totp, left] = await Promise.all([
    db
      .select({ id: adminPasskeys.id })
      .from(adminPasskeys)
      .where(eq(adminPasskeys.adminId, adminId))
      .limit(1),
    confirmedTotpOf(db, adminId),
    recoveryCodesLeft(db, adminId),
  ])
  const factors: SecondFactor[] = []
  if (keys.length > 0) factors.push('passkey')
  if (totp) factors.push('totp')
  if (factors.length > 0 && left > 0) factors.push('recovery')
  return factors
}

export async function teamRequiresTwoFactor(db: Database): Promise<boolean> {
  return (await readSettings(db, 'team')).require_two_factor
}

/** Sessions signed in without a second factor. */
export const PASSWORD_ONLY_METHODS: readonly SignInMethod[] = ['password', 'signup']

const factorAudit = (
  db: Database,
  actor: AuditActor,
  adminId: number,
  action: 'add_factor' | 'remove_factor',
  factor: string,
  at: Date,
) =>
  auditInsert(db, {
    actor,
    action,
    targetType: 'admin',
    targetId: adminId,
    changes: { factor: action === 'add_factor' ? { old: null, new: factor } : { old: factor, new: null } },
    at,
    onlyIf: WROTE_A_ROW,
  })

/**
 * Statements that make fresh recovery codes (the old ones stop working) and their hashes: for the
 * batch that adds a first factor, or a regeneration.
 */
async function recoveryStatements(db: Database, adminId: number, at: Date) {
  const codes = newRecoveryCodes()
  const hashes = await Promise.all(codes.map(recoveryCodeHash))
  return {
    codes,
    statements: [
      db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)),
      db
        .insert(adminRecoveryCodes)
        .values(hashes.map((codeHash) => ({ adminId, codeHash, createdAt: at.toISOString() }))),
    ] as const,
  }
}

/** The session that proved a factor counts as signed in with it (the team's rule then lets it through). */
function upgradeSession(db: Database, sessionId: number | undefined, method: SignInMethod) {
  return db
    .update(sessions)
    .set({ method })
    .where(and(eq(sessions.id, sessionId ?? -1), sql`${sessions.method} IN ('password', 'signup')`))
}

/**
 * Stores a verified passkey; the recovery codes when it is the admin's first factor. Null when the
 * credential is registered already (to anyone).
 */
export async function addPasskey(
  db: Database,
  options: {
    admin: AuditActor & { id: number }
    sessionId?: number
    name: string
    credential: { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] }
    at: Date
  },
): Promise<{ recoveryCodes?: string[] } | null> {
  const { admin, credential, at } = options
  if (await findPasskeyByCredential(db, credential.credentialId)) return null
  const first = (await factorsOf(db, admin.id)).length === 0
  const recovery = first ? await recoveryStatements(db, admin.id, at) : null
  const [inserted] = await db.batch([
    db
      .insert(adminPasskeys)
      .values({
        adminId: admin.id,
        credentialId: credential.credentialId,
        publicKey: bytesToBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports,
        name: options.name,
        createdAt: at.toISOString(),
      })
      .onConflictDoNothing({ target: adminPasskeys.credentialId })
      .returning({ id: adminPasskeys.id }),
    factorAudit(db, admin, admin.id, 'add_factor', `passkey: ${options.name}`, at),
    upgradeSession(db, options.sessionId, 'password+passkey'),
    ...(recovery?.statements ?? []),
  ])
  if (inserted.length === 0) return null
  return recovery ? { recoveryCodes: recovery.codes } : {}
}

/** Stores an unconfirmed authenticator app secret (sealed), replacing an earlier unconfirmed one. */
export async function startTotp(db: Database, adminId: number, sealed: string, at: Date): Promise<void> {
  await db.batch([
    db.delete(adminTotp).where(and(eq(adminTotp.adminId, adminId), isNull(adminTotp.confirmedAt))),
    db
      .insert(adminTotp)
      .values({ adminId, secret: sealed, createdAt: at.toISOString() })
      .onConflictDoNothing({ target: adminTotp.adminId }),
  ])
}

/** Confirms the pending app (its first code matched at `step`); recovery codes when it is the first factor. */
export async function confirmTotp(
  db: Database,
  options: { admin: AuditActor & { id: number }; sessionId?: number; step: number; at: Date },
): Promise<{ recoveryCodes?: string[] } | null> {
  const { admin, at } = options
  const first = (await factorsOf(db, admin.id)).length === 0
  const recovery = first ? await recoveryStatements(db, admin.id, at) : null
  const [confirmed] = await db.batch([
    db
      .update(adminTotp)
      .set({ confirmedAt: at.toISOString(), lastStep: options.step })
      .where(and(eq(adminTotp.adminId, admin.id), isNull(adminTotp.confirmedAt)))
      .returning({ adminId: adminTotp.adminId }),
    factorAudit(db, admin, admin.id, 'add_factor', 'authenticator app', at),
    upgradeSession(db, options.sessionId, 'password+totp'),
    ...(recovery?.statements ?? []),
  ])
  if (confirmed.length === 0) return null
  return recovery ? { recoveryCodes: recovery.codes } : {}
}

/** Takes a TOTP step for the admin: false when that step (or a later one) was already used. */
export async function takeTotpStep(db: Database, adminId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(adminTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(adminTotp.adminId, adminId),
        isNotNull(adminTotp.confirmedAt),
        sql`(${adminTotp.lastStep} IS NULL OR ${adminTotp.lastStep} < ${step})`,
      ),
    )
    .returning({ adminId: adminTotp.adminId })
  return taken.length > 0
}

/** Uses one recovery code: false when it is not one of the admin's unused codes. */
export async function useRecoveryCode(
  db: Database,
  admin: AuditActor & { id: number },
  code: string,
  at: Date,
): Promise<boolean> {
  const codeHash = await recoveryCodeHash(code)
  const [used] = await db.batch([
    db
      .update(adminRecoveryCodes)
      .set({ usedAt: at.toISOString() })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, admin.id),
          eq(adminRecoveryCodes.codeHash, codeHash),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id }),
    auditInsert(db, {
      actor: admin,
      action: 'use_recovery_code',
      targetType: 'admin',
      targetId: admin.id,
      at,
      onlyIf: WROTE_A_ROW,
    }),
  ])
  return used.length > 0
}

export async function regenerateRecoveryCodes(
  db: Database,
  admin: AuditActor & { id: number },
  at: Date,
): Promise<string[]> {
  const recovery = await recoveryStatements(db, admin.id, at)
  await db.batch([
    ...recovery.statements,
    auditInsert(db, {
      actor: admin,
      action: 'new_recovery_codes',
      targetType: 'admin',
      targetId: admin.id,
      at,
    }),
  ])
  return recovery.codes
}

/** After a factor is removed: an admin left with none keeps no recovery codes either. */
function dropRecoveryWithoutFactors(db: Database, adminId: number) {
  return db.run(sql`DELETE FROM ${adminRecoveryCodes} WHERE admin_id = ${adminId}
    AND NOT EXISTS (SELECT 1 FROM ${adminPasskeys} WHERE admin_id = ${adminId})
    AND NOT EXISTS (SELECT 1 FROM ${adminTotp} WHERE admin_id = ${adminId} AND confirmed_at IS NOT NULL)`)
}

export async function removePasskey(
  db: Database,
  admin: AuditActor & { id: number },
  passkeyId: number,
  at: Date,
): Promise<boolean> {
  const [key] = await db
    .select({ name: adminPasskeys.name })
    .from(adminPasskeys)
    .where(and(eq(adminPasskeys.id, passkeyId), eq(adminPasskeys.adminId, admin.id)))
  if (!key) return false
  const [removed] = await db.batch([
    db.delete(adminPasskeys).where(and(eq(adminPasskeys.id, passkeyId), eq(adminPasskeys.adminId, admin.id))),
    factorAudit(db, admin, admin.id, 'remove_factor', `passkey: ${key.name}`, at),
    dropRecoveryWithoutFactors(db, admin.id),
  ])
  return removed.rowsAffected > 0
}

export async function removeTotp(
  db: Database,
  admin: AuditActor & { id: number },
  at: Date,
): Promise<boolean> {
  const [removed] = await db.batch([
    db.delete(adminTotp).where(and(eq(adminTotp.adminId, admin.id), isNotNull(adminTotp.confirmedAt))),
    factorAudit(db, admin, admin.id, 'remove_factor', 'authenticator app', at),
    dropRecoveryWithoutFactors(db, admin.id),
  ])
  return removed.rowsAffected > 0
}

/**
 * Clears every second factor of `adminId` and ends all of their sessions, audited (another admin
 * from Team, or the operator from the command line). False when the admin had nothing to clear and
 * no session.
 */
export async function resetTwoFactor(
  db: Database,
  options: { actor: AuditActor | null; adminId: number; at: Date; via: 'team' | 'command line' },
): Promise<void> {
  const { adminId, at } = options
  await db.batch([
    db.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId)),
    db.delete(adminTotp).where(eq(adminTotp.adminId, adminId)),
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId)),
    db.delete(sessions).where(eq(sessions.adminId, adminId)),
    endAttemptsStatement(db, adminId),
    auditInsert(db, {
      actor: options.actor,
      action: 'reset_two_factor',
      targetType: 'admin',
      targetId: adminId,
      changes: { via: { old: null, new: options.via } },
      at,
    }),
  ])
}

/** A failed second step, on record (never the code that was typed). */
export function secondStepFailedAudit(
  db: Database,
  admin: AuditActor & { id: number },
  factor: string,
  at: Date,
) {
  return auditInsert(db, {
    actor: admin,
    action: 'second_step_failed',
    targetType: 'admin',
    targetId: admin.id,
    changes: { factor: { old: null, new: factor } },
    at,
  })
}

/** Records the passkey's use (its new signature counter and when). */
export async function markPasskeyUsed(db: Database, passkeyId: number, counter: number, at: Date) {
  await db
    .update(adminPasskeys)
    .set({ counter, lastUsedAt: at.toISOString() })
    .where(eq(adminPasskeys.id, passkeyId))
}

export async function findPasskeyByCredential(db: Database, credentialId: string) {
  const [row] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.credentialId, credentialId))
  return row ?? null
}
