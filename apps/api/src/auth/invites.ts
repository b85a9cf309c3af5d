import { API_MESSAGES } from '@studio/contracts'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { auditInsert, countOfPreviousWrite, INSERTED_ID, WROTE_A_ROW } from '../audit/record'
import type { Database } from '../db/client'
import { admins, invites } from '../db/schema'
import { randomToken, type SessionAdmin, sha256Hex } from './session'

/**
 * Team invites: a random 256-bit token, shown once in the link and stored only as its
 * SHA-256; one-time, bound to one email, valid for the configured INVITE_TTL_DAYS (7 by default). A
 * new invite to the same email replaces a pending one; revoking one deletes it. Removing an admin
 * revokes (marks, so the signup can say so) what they sent and what was addressed to them.
 */

export type InviteRow = typeof invites.$inferSelect

export async function createInvite(
  db: Database,
  { email, actor, now, ttlMs }: { email: string; actor: SessionAdmin; now: Date; ttlMs: number },
) {
  const token = randomToken()
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString()
  const [, inserted] = await db.batch([
    db
      .delete(invites)
      .where(and(eq(invites.email, email), isNull(invites.usedAt), isNull(invites.revokedAt))),
    db
      .insert(invites)
      .values({
        email,
        tokenHash: await sha256Hex(token),
        createdBy: actor.id,
        createdAt: now.toISOString(),
        expiresAt,
      })
      .returning({ id: invites.id }),
    auditInsert(db, {
      actor,
      action: 'invite',
      targetType: 'invite',
      targetId: INSERTED_ID,
      changes: { email: { old: null, new: email } },
      at: now,
    }),
  ])
  return { id: inserted[0]!.id, token, expiresAt }
}

/** Invites not used, revoked or expired, newest first, with who sent them: the fields the list answers. */
export function listPendingInvites(db: Database, now: Date) {
  const sender = alias(admins, 'sender')
  return db
    .select({
      id: invites.id,
      email: invites.email,
      created_at: invites.createdAt,
      expires_at: invites.expiresAt,
      invited_by: sender.email,
    })
    .from(invites)
    .leftJoin(sender, eq(sender.id, invites.createdBy))
    .where(and(isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now.toISOString())))
    .orderBy(desc(invites.createdAt), desc(invites.id))
}

/** Revokes a pending invite (a used one is history and stays); false when there is none. */
export async function revokeInvite(
  db: Database,
  { id, actor, now }: { id: number; actor: SessionAdmin; now: Date },
): Promise<boolean> {
  const [invite] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, id), isNull(invites.usedAt), isNull(invites.revokedAt)))
  if (!invite) return false
  const [deleted] = await db.batch([
    db.delete(invites).where(and(eq(invites.id, id), isNull(invites.usedAt), isNull(invites.revokedAt))),
    auditInsert(db, {
      actor,
      action: 'revoke_invite',
      targetType: 'invite',
      targetId: id,
      changes: { email: { old: invite.email, new: null } },
      at: now,
      onlyIf: WROTE_A_ROW,
    }),
  ])
  return deleted.rowsAffected > 0
}

export async function findInviteByToken(db: Database, token: string): Promise<InviteRow | null> {
  const [row] = await db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, await sha256Hex(token)))
  return row ?? null
}

export interface InviteRefusal {
  status: 400 | 403 | 410
  error: string
}

/** Why an invite cannot admit this email now, or null when it can. */
export function inviteRefusal(invite: InviteRow | null, email: string, now: Date): InviteRefusal | null {
  if (!invite) return { status: 400, error: API_MESSAGES.inviteInvalid }
  if (invite.usedAt !== null) return { status: 410, error: API_MESSAGES.inviteUsed }
  // Revoked with a removed admin, or sent by one who is gone (created_by is set null with them).
  if (invite.revokedAt !== null || invite.createdBy === null) {
    return { status: 410, error: API_MESSAGES.inviteRevoked }
  }
  if (invite.expiresAt <= now.toISOString()) return { status: 410, error: API_MESSAGES.inviteExpired }
  if (invite.email !== email) return { status: 403, error: API_MESSAGES.inviteEmailMismatch }
  return null
}

/**
 * Uses the invite and creates its admin in one transaction: the invite is marked used only if it
 * is still pending, unexpired, for this email and the email is not an admin yet, and the admin is
 * inserted only if that mark was made (changes() of the statement just before). Of two signups
 * racing with one invite, exactly one gets an admin. Null when the invite could not be used.
 */
export async function claimInvite(
  db: Database,
  { token, email, passwordHash, now }: { token: string; email: string; passwordHash: string; now: Date },
): Promise<SessionAdmin | null> {
  const at = now.toISOString()
  const tokenHash = await sha256Hex(token)
  const [, created] = await db.batch([
    db.run(sql`UPDATE ${invites} SET used_at = ${at}
      WHERE token_hash = ${tokenHash} AND email = ${email} AND used_at IS NULL AND expires_at > ${at}
        AND revoked_at IS NULL AND created_by IN (SELECT id FROM ${admins})
        AND NOT EXISTS (SELECT 1 FROM ${admins} WHERE email = ${email})`),
    db.all<SessionAdmin>(sql`INSERT INTO ${admins} (email, password_hash, created_at)
      SELECT ${email}, ${passwordHash}, ${at} WHERE changes() = 1
      RETURNING id, email`),
    auditInsert(db, {
      actor: { id: sql`(SELECT id FROM admins WHERE email = ${email})`, email },
      action: 'signup',
      targetType: 'admin',
      targetId: sql`(SELECT id FROM admins WHERE email = ${email})`,
      changes: { invite: { old: null, new: 'used' } },
      at: now,
      onlyIf: WROTE_A_ROW,
    }),
  ])
  const row = created[0]
  return row ? { id: Number(row.id), email: String(row.email) } : null
}

/**
 * For the batch that removes an admin, just before its DELETE (whose foreign key clears created_by):
 * revokes every pending invite they sent and every one addressed to their email (which would
 * otherwise let them straight back in), and records how many. It holds the DELETE's own condition
 * (another admin remains), so a refused removal revokes nothing.
 */
export function revokeInvitesOfRemovedAdmin(
  db: Database,
  { admin, actor, now }: { admin: SessionAdmin; actor: SessionAdmin; now: Date },
) {
  const at = now.toISOString()
  return [
    db.run(sql`UPDATE ${invites} SET revoked_at = ${at}
      WHERE used_at IS NULL AND revoked_at IS NULL AND (created_by = ${admin.id} OR email = ${admin.email})
        AND EXISTS (SELECT 1 FROM ${admins} WHERE id = ${admin.id}) AND (SELECT count(*) FROM ${admins}) > 1`),
    auditInsert(db, {
      actor,
      action: 'revoke_invite',
      targetType: 'admin',
      targetId: admin.id,
      changes: countOfPreviousWrite('invites_revoked'),
      at: now,
      onlyIf: WROTE_A_ROW,
    }),
  ] as const
}
