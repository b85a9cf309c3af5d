import { API_MESSAGES, INVITE_TTL_DAYS } from '@studio/contracts'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { auditInsert, INSERTED_ID, WROTE_A_ROW } from '../audit/record'
import type { Database } from '../db/client'
import { admins, invites } from '../db/schema'
import { randomToken, type SessionAdmin, sha256Hex } from './session'

/**
 * Team invites (issue 14): a random 256-bit token, shown once in the link and stored only as its
 * SHA-256; one-time, bound to one email, valid for INVITE_TTL_DAYS. A new invite to the same email
 * replaces a pending one; revoking deletes it.
 */

export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000

export type InviteRow = typeof invites.$inferSelect

export async function createInvite(
  db: Database,
  { email, actor, now }: { email: string; actor: SessionAdmin; now: Date },
) {
  const token = randomToken()
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString()
  const [, inserted] = await db.batch([
    db.delete(invites).where(and(eq(invites.email, email), isNull(invites.usedAt))),
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

/** Invites not used, revoked or expired, newest first, with who sent them. */
export function listPendingInvites(db: Database, now: Date) {
  const sender = alias(admins, 'sender')
  return db
    .select({
      id: invites.id,
      email: invites.email,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      invitedBy: sender.email,
    })
    .from(invites)
    .leftJoin(sender, eq(sender.id, invites.createdBy))
    .where(and(isNull(invites.usedAt), gt(invites.expiresAt, now.toISOString())))
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
    .where(and(eq(invites.id, id), isNull(invites.usedAt)))
  if (!invite) return false
  const [deleted] = await db.batch([
    db.delete(invites).where(and(eq(invites.id, id), isNull(invites.usedAt))),
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
