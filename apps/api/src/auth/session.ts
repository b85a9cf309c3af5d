import { and, eq, lte } from 'drizzle-orm'
import type { Database } from '../db/client'
import { admins, sessions } from '../db/schema'

/**
 * Opaque bearer sessions: the client holds 256 random bits; the database holds only their SHA-256,
 * so a leaked database cannot be replayed as tokens. Lifetime is absolute (no sliding renewal).
 */

const TOKEN_BYTES = 32
/** base64url of 32 bytes, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export interface SessionAdmin {
  id: number
  email: string
}

export interface IssuedSession {
  token: string
  expiresAt: string
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token)
}

export async function createSession(
  db: Database,
  adminId: number,
  now: Date,
  ttlMs: number,
): Promise<IssuedSession> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString()
  // The admin's own dead sessions are swept here, so the table does not grow without bound.
  await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), lte(sessions.expiresAt, now.toISOString())))
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    adminId,
    createdAt: now.toISOString(),
    expiresAt,
  })
  return { token, expiresAt }
}

export interface ActiveSession {
  tokenHash: string
  admin: SessionAdmin
  expiresAt: string
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
    .select({ expiresAt: sessions.expiresAt, id: admins.id, email: admins.email })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.tokenHash, tokenHash))
  if (!row) return null
  if (row.expiresAt <= now.toISOString()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    return null
  }
  return { tokenHash, admin: { id: row.id, email: row.email }, expiresAt: row.expiresAt }
}

/** Sign-out: the row is gone, so the same token is refused on the very next call. */
export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}
