import { SECOND_STEP_MINUTES } from '@studio/contracts'
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { signInAttempts } from '../../db/schema'
import { isWellFormedToken, randomToken, sha256Hex } from '../session'

/**
 * Sign-in attempts between the password and the second step (docs/decisions/0028): 256 random bits
 * the client holds, their SHA-256 in the database, alive SECOND_STEP_MINUTES and used once. The
 * token is not a session: the guard looks tokens up in `sessions` only, so it opens nothing else.
 *
 * Purposes: `second_step` (the password was right, a factor is due), `setup` (the team requires a
 * factor this admin lacks), `passkey` (a passkey alone, no admin known yet) and `register` (a passkey
 * being added from Account, tied to that session).
 */
export type AttemptPurpose = 'second_step' | 'setup' | 'passkey' | 'register'

export const ATTEMPT_TTL_MS = SECOND_STEP_MINUTES * 60 * 1000

export type Attempt = typeof signInAttempts.$inferSelect

export async function createAttempt(
  db: Database,
  options: {
    purpose: AttemptPurpose
    adminId: number | null
    sessionId?: number
    userAgent?: string | null
    webauthnChallenge?: string
    now: Date
  },
): Promise<{ token: string; tokenHash: string; expiresAt: string }> {
  const token = randomToken()
  const tokenHash = await sha256Hex(token)
  const at = options.now.toISOString()
  const expiresAt = new Date(options.now.getTime() + ATTEMPT_TTL_MS).toISOString()
  await db.batch([
    // Dead attempts are swept as new ones come, so the table stays small.
    db.delete(signInAttempts).where(lte(signInAttempts.expiresAt, at)),
    db.insert(signInAttempts).values({
      tokenHash,
      adminId: options.adminId,
      sessionId: options.sessionId ?? null,
      purpose: options.purpose,
      webauthnChallenge: options.webauthnChallenge ?? null,
      userAgent: options.userAgent?.slice(0, 512) || null,
      createdAt: at,
      expiresAt,
    }),
  ])
  return { token, tokenHash, expiresAt }
}

/**
 * Ends every attempt of an admin (a statement for a batch): a new password, a reset of the second
 * factors or ended sessions also end the sign-ins begun before them.
 */
export function endAttemptsStatement(db: Database, adminId: number) {
  return db.delete(signInAttempts).where(eq(signInAttempts.adminId, adminId))
}

/** A live attempt of one of `purposes` for this token: unknown, forged, used or expired ones are null. */
export async function findAttempt(
  db: Database,
  token: string,
  purposes: readonly AttemptPurpose[],
  now: Date,
): Promise<Attempt | null> {
  if (!isWellFormedToken(token)) return null
  const [row] = await db
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.tokenHash, await sha256Hex(token)))
  if (!row || row.usedAt !== null || row.expiresAt <= now.toISOString()) return null
  return purposes.includes(row.purpose as AttemptPurpose) ? row : null
}

/** Marks the attempt used; false when another request used it first (or it expired meanwhile). */
export async function consumeAttempt(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const used = await db
    .update(signInAttempts)
    .set({ usedAt: at })
    .where(
      and(
        eq(signInAttempts.tokenHash, tokenHash),
        isNull(signInAttempts.usedAt),
        gt(signInAttempts.expiresAt, at),
      ),
    )
    .returning({ tokenHash: signInAttempts.tokenHash })
  return used.length > 0
}

/** A new WebAuthn challenge for a live attempt (each options call replaces the last one). */
export async function setAttemptChallenge(db: Database, tokenHash: string, challenge: string): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ webauthnChallenge: challenge })
    .where(and(eq(signInAttempts.tokenHash, tokenHash), isNull(signInAttempts.usedAt)))
}

/** The newest live passkey registration this session started (Account). */
export async function findRegistration(db: Database, sessionId: number, now: Date): Promise<Attempt | null> {
  const [row] = await db
    .select()
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.sessionId, sessionId),
        eq(signInAttempts.purpose, 'register'),
        isNull(signInAttempts.usedAt),
        gt(signInAttempts.expiresAt, now.toISOString()),
      ),
    )
    .orderBy(desc(signInAttempts.createdAt))
    .limit(1)
  return row ?? null
}
