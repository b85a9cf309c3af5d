import {
  ADMIN_MESSAGES,
  API_MESSAGES,
  LoginBodySchema,
  type SessionResponse,
  SignupBodySchema,
} from '@studio/contracts'
import { Hono } from 'hono'
import { anyAdminExists, findAdminByEmail, insertAdmin, insertBootstrapAdmin } from '../../auth/admins'
import { isCommonPassword } from '../../auth/common-password-check'
import { type AdminEnv, requireAdmin } from '../../auth/guard'
import { reserveLoginAttempt } from '../../auth/login-throttle'
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../auth/password'
import { createSession, revokeSession, type SessionAdmin } from '../../auth/session'
import { isEmailAllowlisted } from '../../auth/signup-allowlist'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'

/** `/auth/*`: closed signup, throttled login, revocable bearer sessions. */
export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono<AdminEnv>()

  async function signIn(admin: SessionAdmin): Promise<SessionResponse> {
    const session = await createSession(db, admin.id, config.now(), config.sessionTtlMs)
    return {
      access_token: session.token,
      token_type: 'bearer',
      expires_at: session.expiresAt,
      user: { id: admin.id, email: admin.email },
    }
  }

  app.post('/signup', jsonBody(SignupBodySchema), async (c) => {
    const { email, password } = c.req.valid('json')
    if (isCommonPassword(password)) return c.json({ error: API_MESSAGES.commonPassword }, 400)

    const allowlisted = isEmailAllowlisted(email, config.signupAllowlist)
    // Cheap refusals first, so a closed signup never costs a password hash.
    if (!allowlisted && (await anyAdminExists(db))) {
      return c.json({ error: ADMIN_MESSAGES.signupClosed }, 403)
    }
    if (allowlisted && (await findAdminByEmail(db, email))) {
      return c.json({ error: API_MESSAGES.emailTaken }, 409)
    }

    const passwordHash = await hashPassword(password)
    if (allowlisted) {
      const admin = await insertAdmin(db, email, passwordHash)
      if (!admin) return c.json({ error: API_MESSAGES.emailTaken }, 409)
      return c.json(await signIn(admin), 201)
    }
    // The authoritative check: one transaction decides which of several racing signups is first.
    const admin = await insertBootstrapAdmin(db, email, passwordHash)
    if (!admin) return c.json({ error: ADMIN_MESSAGES.signupClosed }, 403)
    return c.json(await signIn(admin), 201)
  })

  app.post('/login', jsonBody(LoginBodySchema), async (c) => {
    const { email, password } = c.req.valid('json')
    const reservation = await reserveLoginAttempt(db, {
      email,
      address: deps.clientAddress(c),
      now: config.now(),
    })
    if (!reservation.allowed) {
      c.header('Retry-After', String(reservation.retryAfterSeconds))
      return c.json({ error: API_MESSAGES.tooManyLogins }, 429)
    }
    const admin = await findAdminByEmail(db, email)
    // An unknown email still pays for one PBKDF2 run, so timing does not reveal which emails exist.
    const matches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_PASSWORD_HASH)
    if (!admin || !matches) return c.json({ error: API_MESSAGES.invalidCredentials }, 401)
    await reservation.release()
    return c.json(await signIn(admin), 200)
  })

  app.post('/logout', requireAdmin(deps), async (c) => {
    await revokeSession(db, c.var.session.tokenHash)
    return c.json({ ok: true })
  })

  app.get('/me', requireAdmin(deps), (c) => c.json({ user: c.var.session.admin }))

  return app
}
