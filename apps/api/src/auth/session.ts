import type { SignInMethod } from '@studio/contracts'
import { bytesToHex } from '@studio/contracts/bytes'
import { and, desc, eq, gt, lte, ne, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../db/client'
import { admins, sessions } from '../db/schema'

/**
 * Opaque bearer sessions: the client holds 256 random bits; the database holds only their SHA-256,
 * so a leaked database cannot be replayed as tokens. Lifetime is absolute (no sliding renewal).
 * A session also has a plain integer id, the name the account screen uses for it.
 */

const TOKEN_BYTES = 32
/** base64url of 32 bytes, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
/** `last_used_at` moves at most this often, so a busy panel costs one extra write a minute. */
export const LAST_USED_RESOLUTION_MS = 60 * 1000
/** Stored user agents are cut here: enough for a browser label, never a large row. */
const USER_AGENT_MAX = 512

export interface SessionAdmin {
  id: number
  email: string
}

export interface IssuedSession {
  id: number
  token: string
  expiresAt: string
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** 256 random bits as 43 base64url characters (sessions and invites). */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return bytesToHex(digest)
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token)
}

export interface NewSessionOptions {
  userAgent?: string | null
  /**
   * False for the session a signup answers: it counts as a sign-in (and moves the admin's
   * last_login_at) only once a browser first uses it. A login's session is used at once.
   */
  used?: boolean
  /** Statements that commit with the session (the login's audit row, last_login_at). */
  also?: BatchItem<'sqlite'>[]
  /** How it was signed in (docs/decisions/0028); a password alone by default. */
  method?: SignInMethod
}

export async function createSession(
  db: Database,
  adminId: number,
  now: Date,
  ttlMs: number,
  options: NewSessionOptions = {},
): Promise<IssuedSession> {
  const token = randomToken()
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString()
  const [, inserted] = await db.batch([
    // The admin's own dead sessions are swept here, so the table does not grow without bound.
    db.delete(sessions).where(and(eq(sessions.adminId, adminId), lte(sessions.expiresAt, now.toISOString()))),
    db
      .insert(sessions)
      .values({
        tokenHash: await sha256Hex(token),
        adminId,
        createdAt: now.toISOString(),
        lastUsedAt: options.used === false ? null : now.toISOString(),
        expiresAt,
        userAgent: options.userAgent?.slice(0, USER_AGENT_MAX) || null,
        method: options.method ?? 'password',
      })
      .returning({ id: sessions.id }),
    ...(options.also ?? []),
  ])
  return { id: inserted[0]!.id, token, expiresAt }
}

export interface ActiveSession {
  id: number
  tokenHash: string
  admin: SessionAdmin
  expiresAt: string
  /** How it was signed in: the team's rule refuses a password alone (guard.ts). */
  method: SignInMethod
}

/** The signed-in admin for a bearer token, or null when it is malformed, unknown, expired or revoked. */
export async function findActiveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null
  const tokenHash = await sha256Hex(token)
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      method: sessions.method,
      id: admins.id,
      email: admins.email,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.tokenHash, tokenHash))
  if (!row) return null
  if (row.expiresAt <= now.toISOString()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    return null
  }
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString()
  if (row.lastUsedAt === null) await markFirstUse(db, row.sessionId, row.id, now)
  else if (row.lastUsedAt < staleBefore) {
    await db.update(sessions).set({ lastUsedAt: now.toISOString() }).where(eq(sessions.id, row.sessionId))
  }
  return {
    id: row.sessionId,
    tokenHash,
    admin: { id: row.id, email: row.email },
    expiresAt: row.expiresAt,
    method: row.method as SignInMethod,
  }
}

/**
 * A signup's session, used for the first time: the admin has now signed in. Only the request that
 * marks the session moves last_login_at (changes() of the statement just before), so two first
 * requests at once count one sign-in.
 */
async function markFirstUse(db: Database, sessionId: number, adminId: number, now: Date): Promise<void> {
  const at = now.toISOString()
  await db.batch([
    db.run(sql`UPDATE ${sessions} SET last_used_at = ${at} WHERE id = ${sessionId} AND last_used_at IS NULL`),
    db.run(sql`UPDATE ${admins} SET last_login_at = ${at} WHERE id = ${adminId} AND changes() = 1`),
  ])
}

/** Sign-out: the row is gone, so the same token is refused on the very next call. */
export function revokeSessionStatement(db: Database, sessionId: number) {
  return db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends an admin's sessions: all but `keep`, or only `only` (never another admin's). */
export function endSessionsStatement(db: Database, adminId: number, which: { keep?: number; only?: number }) {
  return db
    .delete(sessions)
    .where(
      and(
        eq(sessions.adminId, adminId),
        which.keep === undefined ? undefined : ne(sessions.id, which.keep),
        which.only === undefined ? undefined : eq(sessions.id, which.only),
      ),
    )
}

export type SessionRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'createdAt' | 'lastUsedAt' | 'userAgent' | 'method'
>

/** An admin's live sessions, most recently used first. */
export function listLiveSessions(db: Database, adminId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      method: sessions.method,
    })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.expiresAt, now.toISOString())))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`), desc(sessions.id))
}
