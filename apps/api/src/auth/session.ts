import type { SignInMethod } from '@studio/contracts'
import { bytesToBase64Url, bytesToHex } from '@studio/contracts/bytes'
import { SETTINGS_GROUPS } from '@studio/contracts/settings'
import { and, desc, eq, gt, lt, lte, ne, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../db/client'
import { admins, sessions, settings } from '../db/schema'

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

/** 256 random bits as 43 base64url characters (sessions and invites). */
export function randomToken(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
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

/** A live session and the team's two-factor rule, both read in the same round trip. */
export interface SessionCheck {
  session: ActiveSession
  /** The team's rule (docs/decisions/0028) as stored with the session read: a password alone opens nothing. */
  teamRequiresTwoFactor: boolean
}

/**
 * The team settings group as the settings store reads it (settings/store.ts): through its schema,
 * its defaults when no row or a value that no longer fits.
 */
function teamRuleOf(stored: unknown): boolean {
  const schema = SETTINGS_GROUPS.team
  const parsed = schema.safeParse(stored ?? {})
  return (parsed.success ? parsed.data : schema.parse({})).require_two_factor
}

/**
 * The signed-in admin for a bearer token (null when it is malformed, unknown, expired or revoked)
 * and the team's rule, in ONE database round trip: each call is 20-80 ms away in production, and
 * the admin guard runs this on every admin request.
 *
 * The batch's writes come first and are each conditional in SQL on the row as it stands inside the
 * batch's transaction, so no read is needed before them (and a transaction that starts by writing
 * never has to upgrade a read snapshot): an expired session is deleted on sight, a signup's session
 * is marked used (with its admin's sign-in) the first time, and `last_used_at` moves only once it is
 * older than LAST_USED_RESOLUTION_MS. Expiry is `expires_at` alone (absolute lifetime): the touch
 * never lengthens it.
 */
export async function checkSession(db: Database, token: string, now: Date): Promise<SessionCheck | null> {
  if (!isWellFormedToken(token)) return null
  const tokenHash = await sha256Hex(token)
  const at = now.toISOString()
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString()
  const thisSession = eq(sessions.tokenHash, tokenHash)
  const [, , , , rows, team] = await db.batch([
    db.delete(sessions).where(and(thisSession, lte(sessions.expiresAt, at))),
    // A signup's session, used for the first time: the admin has now signed in. Only the request
    // that marks the session moves last_login_at (changes() of the statement just before), so two
    // first requests at once count one sign-in.
    db.run(
      sql`UPDATE ${sessions} SET last_used_at = ${at} WHERE token_hash = ${tokenHash} AND expires_at > ${at} AND last_used_at IS NULL`,
    ),
    db.run(
      sql`UPDATE ${admins} SET last_login_at = ${at} WHERE id = (SELECT admin_id FROM ${sessions} WHERE token_hash = ${tokenHash}) AND changes() = 1`,
    ),
    db
      .update(sessions)
      .set({ lastUsedAt: at })
      .where(and(thisSession, gt(sessions.expiresAt, at), lt(sessions.lastUsedAt, staleBefore))),
    db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        method: sessions.method,
        id: admins.id,
        email: admins.email,
      })
      .from(sessions)
      .innerJoin(admins, eq(admins.id, sessions.adminId))
      .where(and(thisSession, gt(sessions.expiresAt, at))),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'team')),
  ])
  const row = rows[0]
  if (!row) return null
  return {
    session: {
      id: row.sessionId,
      tokenHash,
      admin: { id: row.id, email: row.email },
      expiresAt: row.expiresAt,
      method: row.method as SignInMethod,
    },
    teamRequiresTwoFactor: teamRuleOf(team[0]?.value),
  }
}

/** The signed-in admin for a bearer token, or null when it is malformed, unknown, expired or revoked. */
export async function findActiveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  return (await checkSession(db, token, now))?.session ?? null
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
