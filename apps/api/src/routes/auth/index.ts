import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  LoginBodySchema,
  PasswordChangeBodySchema,
  type SessionResponse,
  type SignInMethod,
  SignupBodySchema,
  type SignupStatus,
} from '@studio/contracts'
import type { BatchItem } from 'drizzle-orm/batch'
import { type Context, Hono } from 'hono'
import { type AuditRecord, auditInsert, WROTE_A_ROW } from '../../audit/record'
import {
  anyAdminExists,
  changePassword,
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  insertBootstrapAdmin,
  lastLoginStatement,
  replacePasswordHash,
  signupOpen,
} from '../../auth/admins'
import { browserLabel } from '../../auth/browser-label'
import { type AdminEnv, requireAdmin } from '../../auth/guard'
import { claimInvite, findInviteByToken, inviteRefusal } from '../../auth/invites'
import { reserveLoginAttempt } from '../../auth/login-throttle'
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from '../../auth/password'
import { passwordPolicyError } from '../../auth/password-strength'
import {
  createSession,
  endSessionsStatement,
  listLiveSessions,
  revokeSessionStatement,
  type SessionAdmin,
} from '../../auth/session'
import { isEmailAllowlisted } from '../../auth/signup-allowlist'
import { endAttemptsStatement } from '../../auth/two-factor/attempts'
import type { AppDeps } from '../../deps'
import { logWarning, routeOf } from '../../lib/log'
import { takeSlot, tooManyRequests } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'
import { INVALID_ID_MESSAGE, parseId } from '../admin/id-param'
import { mountTwoFactorRoutes, secondStepFor } from './two-factor'

/** Signups one address may try in an hour: a studio adds a handful of admins, never a stream of them. */
export const SIGNUP_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const

/**
 * `/auth/*`: closed signup (or by invite) that signs the new admin in, whether signup is open,
 * throttled login, revocable bearer sessions, your account.
 */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono<AdminEnv>()

  /** Ends `admin`'s sessions (`which`) with one audit row naming `target` if any ended; how many did. */
  async function endSessions(
    admin: { id: number; email: string },
    which: { keep?: number; only?: number },
    target: Pick<AuditRecord, 'targetType' | 'targetId'>,
  ) {
    const [ended] = await db.batch([
      endSessionsStatement(db, admin.id, which),
      auditInsert(db, {
        actor: admin,
        action: 'end_sessions',
        ...target,
        at: config.now(),
        onlyIf: WROTE_A_ROW,
      }),
      endAttemptsStatement(db, admin.id),
    ])
    return ended.rowsAffected
  }
  /** An account under a spread-out attack answers slower instead of locking (auth/login-throttle.ts). */
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  /**
   * Takes a password attempt for `email` under the login limits: the 429 answer when refused, else the
   * reservation (released once the password proved right), after the account's slow-down.
   */
  async function passwordAttempt(c: Context<AdminEnv>, email: string) {
    const reservation = await reserveLoginAttempt(db, {
      email,
      address: deps.clientAddress(c),
      now: config.now(),
    })
    if (!reservation.allowed) {
      logWarning('auth.login_throttled', { route: routeOf(c), status: 429, email })
      return { refused: tooManyRequests(c, reservation, API_MESSAGES.tooManyLogins) } as const
    }
    if (reservation.delayMs > 0) await sleep(reservation.delayMs)
    return { release: reservation.release, releaseAll: reservation.releaseAll } as const
  }

  /**
   * A new session: a login's, with `also` in its batch and last_login_at moved now; or the one a
   * signup answers (the admin app keeps it, so the new admin lands signed in), which moves
   * last_login_at only when first used: an admin whose browser never used it never signed in.
   */
  async function signIn(
    admin: SessionAdmin,
    userAgent: string | undefined,
    how: { signup: true } | { also: (now: Date) => BatchItem<'sqlite'>[]; method?: SignInMethod },
  ): Promise<SessionResponse> {
    const now = config.now()
    if ('signup' in how) {
      // The team requires a second factor: the new admin sets one up before any session.
      const step = await secondStepFor(deps, admin, userAgent)
      if (step) return { user: { id: admin.id, email: admin.email }, second_step: step }
    }
    const session = await createSession(db, admin.id, now, config.sessionTtlMs, {
      userAgent,
      ...('signup' in how
        ? { used: false, method: 'signup' as const }
        : { also: [lastLoginStatement(db, admin.id, now), ...how.also(now)], method: how.method }),
    })
    return {
      access_token: session.token,
      token_type: 'bearer',
      expires_at: session.expiresAt,
      user: { id: admin.id, email: admin.email },
    }
  }

  // No session needed: the login page asks before offering "Create one". An invite link opens the
  // signup whatever this says.
  app.get('/signup-status', async (c) => {
    const answer: SignupStatus = { open: await signupOpen(db, config) }
    return c.json(answer, 200, { 'Cache-Control': 'no-store' })
  })

  app.post('/signup', jsonBody(SignupBodySchema), async (c) => {
    const { email, password, invite } = c.req.valid('json')
    const userAgent = c.req.header('user-agent')
    const allowlisted = isEmailAllowlisted(email, config.signupAllowlist)
    // Refusals decided from the config alone come first: they hold even while the database is
    // unreachable, and they tell a stranger nothing.
    if (invite === undefined && !allowlisted) {
      // A set allowlist governs the first signup too: a stranger cannot take an empty database.
      if (config.signupAllowlist.length > 0) return c.json({ error: ADMIN_MESSAGES.signupClosed }, 403)
      if (!config.openBootstrap) return c.json({ error: API_MESSAGES.bootstrapRefused }, 403)
    }
    // Every attempt past them counts, refused or not, so one address can neither mint admins nor try emails.
    const slot = await takeSlot(db, {
      bucket: `signup:${deps.clientAddress(c)}`,
      ...SIGNUP_LIMIT,
      now: config.now(),
    })
    if (!slot.allowed) {
      logWarning('auth.signup_throttled', { route: routeOf(c), status: 429 })
      return tooManyRequests(c, slot, API_MESSAGES.tooManySignups)
    }
    if (invite !== undefined) {
      // An invite admits exactly its email, whatever the allowlist says (empty on the Worker too).
      const refusal = inviteRefusal(await findInviteByToken(db, invite), email, config.now())
      if (refusal) return c.json({ error: refusal.error }, refusal.status)
      if (await findAdminByEmail(db, email)) return c.json({ error: API_MESSAGES.emailTaken }, 409)
      const policyError = passwordPolicyError(password, email)
      if (policyError) return c.json({ error: policyError }, 400)
      const passwordHash = await hashPassword(password)
      const admin = await claimInvite(db, { token: invite, email, passwordHash, now: config.now() })
      if (admin) return c.json(await signIn(admin, userAgent, { signup: true }), 201)
      // Lost a race: say what happened to the invite (used, most likely) or the email.
      const now = config.now()
      const lost = inviteRefusal(await findInviteByToken(db, invite), email, now)
      if (lost) return c.json({ error: lost.error }, lost.status)
      return c.json({ error: API_MESSAGES.emailTaken }, 409)
    }

    // Refusals first, cheapest first, so a closed signup never costs a strength check or a hash.
    if (!allowlisted) {
      if (await anyAdminExists(db)) return c.json({ error: ADMIN_MESSAGES.signupClosed }, 403)
    } else if (await findAdminByEmail(db, email)) {
      // The same answer as an email the allowlist does not name: a stranger learns nothing of who has an account.
      return c.json({ error: ADMIN_MESSAGES.signupClosed }, 403)
    }
    const policyError = passwordPolicyError(password, email)
    if (policyError) return c.json({ error: policyError }, 400)

    const passwordHash = await hashPassword(password)
    if (allowlisted) {
      const admin = await insertAdmin(db, email, passwordHash, config.now())
      if (!admin) return c.json({ error: ADMIN_MESSAGES.signupClosed }, 403)
      return c.json(await signIn(admin, userAgent, { signup: true }), 201)
    }
    // The authoritative check: one transaction decides which of several racing signups is first.
    const admin = await insertBootstrapAdmin(db, email, passwordHash, config.now())
    if (!admin) return c.json({ error: ADMIN_MESSAGES.signupClosed }, 403)
    return c.json(await signIn(admin, userAgent, { signup: true }), 201)
  })

  app.post('/login', jsonBody(LoginBodySchema), async (c) => {
    const { email, password } = c.req.valid('json')
    const attempt = await passwordAttempt(c, email)
    if ('refused' in attempt) return attempt.refused
    const admin = await findAdminByEmail(db, email)
    // An unknown email still pays for one PBKDF2 run, so timing does not reveal which emails exist.
    const matches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_PASSWORD_HASH)
    if (!admin || !matches) {
      // The attempt is on record (never the password): a guessing run shows in the log.
      logWarning('auth.login_failed', { route: routeOf(c), status: 401, email })
      return c.json({ error: API_MESSAGES.invalidCredentials }, 401)
    }
    await attempt.release()
    // The only moment the password is at hand: a hash from before a cost increase is brought up to date.
    if (needsRehash(admin.passwordHash)) {
      await replacePasswordHash(db, admin.id, admin.passwordHash, await hashPassword(password))
    }
    // A second factor (or the team's rule) turns the answer into the second step: no session yet.
    const step = await secondStepFor(deps, admin, c.req.header('user-agent'))
    if (step) return c.json({ user: { id: admin.id, email: admin.email }, second_step: step }, 200)
    return c.json(await issueSession(admin, c.req.header('user-agent'), 'password'), 200)
  })

  /** A session after the sign-in is complete, with its audit row naming how it was signed in. */
  function issueSession(admin: SessionAdmin, userAgent: string | undefined, method: SignInMethod) {
    return signIn(admin, userAgent, {
      method,
      also: (now) => [
        auditInsert(db, {
          actor: admin,
          action: 'login',
          targetType: 'admin',
          targetId: admin.id,
          ...(method === 'password' ? {} : { changes: { method: { old: null, new: method } } }),
          at: now,
        }),
      ],
    })
  }

  mountTwoFactorRoutes(app, deps, { passwordAttempt, issueSession })

  app.post('/logout', requireAdmin(deps), async (c) => {
    const { id, admin } = c.var.session
    await db.batch([
      revokeSessionStatement(db, id),
      auditInsert(db, {
        actor: admin,
        action: 'logout',
        targetType: 'session',
        targetId: id,
        at: config.now(),
        onlyIf: WROTE_A_ROW,
      }),
    ])
    return c.json({ ok: true })
  })

  app.get('/me', requireAdmin(deps), (c) => c.json({ user: c.var.session.admin }))

  // Your account: change the password, see and end your sessions.
  app.post('/password', requireAdmin(deps), jsonBody(PasswordChangeBodySchema), async (c) => {
    const { current_password: current, new_password: next } = c.req.valid('json')
    const session = c.var.session
    // A stolen session must not become a way to guess the password: the login limits apply.
    const attempt = await passwordAttempt(c, session.admin.email)
    if ('refused' in attempt) return attempt.refused
    const admin = await findAdminById(db, session.admin.id)
    if (!admin || !(await verifyPassword(current, admin.passwordHash))) {
      return c.json({ error: API_MESSAGES.currentPasswordWrong }, 400)
    }
    await attempt.release()
    const policyError = passwordPolicyError(next, admin.email)
    if (policyError) return c.json({ error: policyError }, 400)
    const changed = await changePassword(db, {
      admin: session.admin,
      previousHash: admin.passwordHash,
      nextHash: await hashPassword(next),
      keepSessionId: session.id,
      now: config.now(),
    })
    // Changed by another request between the check and the write: this one's current is stale.
    if (!changed) return c.json({ error: API_MESSAGES.currentPasswordWrong }, 400)
    return c.json({ ok: true })
  })

  app.get('/sessions', requireAdmin(deps), async (c) => {
    const session = c.var.session
    const rows = await listLiveSessions(db, session.admin.id, config.now())
    return c.json(
      rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt,
        last_used_at: row.lastUsedAt,
        browser: browserLabel(row.userAgent),
        current: row.id === session.id,
        method: row.method as SignInMethod,
      })),
    )
  })

  /** "Sign out everywhere else": every session of yours but this one ends. */
  app.delete('/sessions', requireAdmin(deps), async (c) => {
    const { id, admin } = c.var.session
    const count = await endSessions(admin, { keep: id }, { targetType: 'admin', targetId: admin.id })
    return c.json({ count })
  })

  app.delete('/sessions/:id', requireAdmin(deps), async (c) => {
    const sessionId = parseId(c.req.param('id'))
    if (sessionId === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const { admin } = c.var.session
    // Only your own sessions: another admin's id is simply not found.
    const count = await endSessions(
      admin,
      { only: sessionId },
      { targetType: 'session', targetId: sessionId },
    )
    if (count === 0) return c.json({ error: API_MESSAGES.notFound }, 404)
    return c.json({ ok: true })
  })

  return app
}
