import {
  API_MESSAGES,
  AttemptBodySchema,
  type FactorAdded,
  OptionalAttemptBodySchema,
  PasskeyRegisterBodySchema,
  PasskeySignInBodySchema,
  type SecondFactor,
  type SecondStep,
  SecondStepBodySchema,
  type SessionResponse,
  type SignInMethod,
  TotpConfirmBodySchema,
  TWO_FACTOR_MESSAGES,
  type TwoFactorStatus,
} from '@studio/contracts'
import { bytesToBase32 } from '@studio/contracts/bytes'
import type { Context, Hono } from 'hono'
import { findAdminById } from '../../auth/admins'
import { type AdminEnv, bearerToken, requireAdmin } from '../../auth/guard'
import { LOGIN_WINDOW_MS, MAX_LOGIN_ATTEMPTS_PER_ADDRESS } from '../../auth/login-throttle'
import { verifyPassword } from '../../auth/password'
import { findActiveSession, type SessionAdmin } from '../../auth/session'
import {
  type Attempt,
  consumeAttempt,
  createAttempt,
  findAttempt,
  findRegistration,
  setAttemptChallenge,
} from '../../auth/two-factor/attempts'
import {
  addPasskey,
  confirmedTotpOf,
  confirmTotp,
  factorsOf,
  findPasskeyByCredential,
  markPasskeyUsed,
  PASSWORD_ONLY_METHODS,
  passkeysOf,
  pendingTotpOf,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  secondStepFailedAudit,
  startTotp,
  takeTotpStep,
  teamRequiresTwoFactor,
  useRecoveryCode,
} from '../../auth/two-factor/factors'
import { openSecret, sealSecret } from '../../auth/two-factor/secret-box'
import { matchTotp, newTotpSecret, totpUri } from '../../auth/two-factor/totp'
import {
  authenticationOptions,
  credentialIdOf,
  registrationOptions,
  relyingPartyOf,
  verifyAuthentication,
  verifyRegistration,
} from '../../auth/two-factor/webauthn'
import type { AppDeps } from '../../deps'
import { logWarning, routeOf } from '../../lib/log'
import { releaseSlot, takeSlot, tooManyRequests } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'
import { INVALID_ID_MESSAGE, parseId } from '../admin/id-param'

/**
 * Wrong second factors one admin may get in the login window, from any number of addresses: the
 * per-address limits alone let someone holding the password guess codes from many addresses.
 */
export const MAX_SECOND_STEP_FAILURES_PER_ADMIN = 10

/** What the auth routes lend the two-factor routes: the login limits and the one way a session is made. */
export interface SignInHelpers {
  /** Takes a login attempt for `email` (the same limits as a password): the 429 answer, or a release. */
  passwordAttempt: (
    c: Context<AdminEnv>,
    email: string,
  ) => Promise<{ refused: Response } | { release: () => Promise<void>; releaseAll: () => Promise<void> }>
  /** Creates the session (with the login's audit row and last_login_at) and its answer. */
  issueSession: (
    admin: SessionAdmin,
    userAgent: string | undefined,
    method: SignInMethod,
  ) => Promise<SessionResponse>
}

/**
 * The second step a right password leads to, or null when a session can be made at once: the
 * admin's factors, or a setup when the team requires one and the admin has none.
 */
export async function secondStepFor(
  deps: AppDeps,
  admin: SessionAdmin,
  userAgent: string | undefined,
): Promise<SecondStep | null> {
  const { db, config } = deps
  const methods = await factorsOf(db, admin.id)
  const setup = methods.length === 0
  if (setup && !(await teamRequiresTwoFactor(db))) return null
  const attempt = await createAttempt(db, {
    purpose: setup ? 'setup' : 'second_step',
    adminId: admin.id,
    userAgent,
    now: config.now(),
  })
  return { token: attempt.token, expires_at: attempt.expiresAt, methods, setup }
}

/**
 * `/auth/second-step*`, `/auth/passkey*` and `/auth/two-factor*` (docs/decisions/0028): the second
 * step after a password, a passkey alone, and your factors in Account (or, with a setup attempt,
 * the factor the team requires before the first session).
 */
export function mountTwoFactorRoutes(app: Hono<AdminEnv>, deps: AppDeps, helpers: SignInHelpers) {
  const { db, config } = deps
  const rp = relyingPartyOf(config.adminOrigin)
  const attemptInvalid = (c: Context) => c.json({ error: TWO_FACTOR_MESSAGES.attemptInvalid }, 401)

  async function adminOf(attempt: Attempt): Promise<SessionAdmin | null> {
    if (attempt.adminId === null) return null
    const admin = await findAdminById(db, attempt.adminId)
    return admin ? { id: admin.id, email: admin.email } : null
  }

  /** The admin's authenticator app secret, opened with TWO_FACTOR_KEY; null when it does not open. */
  async function totpSecretOf(adminId: number, sealed: string) {
    if (!config.twoFactorKey) return null
    return openSecret(config.twoFactorKey, adminId, sealed)
  }

  /**
   * Checks one factor of the second step: whether it proves the admin, or `unreadable` when the
   * admin's authenticator secret no longer opens (TWO_FACTOR_KEY changed), which is no wrong code.
   */
  async function checkFactor(
    admin: SessionAdmin,
    attempt: Attempt,
    body: { method: SecondFactor; code?: string | undefined; response?: Record<string, unknown> | undefined },
  ): Promise<boolean | 'unreadable'> {
    const now = config.now()
    if (body.method === 'totp') {
      const totp = await confirmedTotpOf(db, admin.id)
      const secret = totp ? await totpSecretOf(admin.id, totp.secret) : null
      if (totp && !secret) return 'unreadable'
      const step = secret && body.code ? matchTotp(secret, body.code, now, totp?.lastStep ?? null) : null
      return step !== null && (await takeTotpStep(db, admin.id, step))
    }
    if (body.method === 'recovery') {
      return body.code ? useRecoveryCode(db, admin, body.code, now) : false
    }
    const credentialId = credentialIdOf(body.response)
    const passkey = credentialId ? await findPasskeyByCredential(db, credentialId) : null
    if (!passkey || passkey.adminId !== admin.id || !attempt.webauthnChallenge) return false
    const counter = await verifyAuthentication(rp, body.response, attempt.webauthnChallenge, passkey, false)
    if (counter === null) return false
    await markPasskeyUsed(db, passkey.id, counter, now)
    return true
  }

  // The second step: the attempt a right password answered, and one factor. Wrong codes count
  // toward the login limits exactly as wrong passwords do, and each is an audit row.
  app.post('/second-step', jsonBody(SecondStepBodySchema), async (c) => {
    const body = c.req.valid('json')
    const attempt = await findAttempt(db, body.attempt, ['second_step'], config.now())
    const admin = attempt ? await adminOf(attempt) : null
    if (!attempt || !admin) return attemptInvalid(c)
    if (body.method === 'totp' && !config.twoFactorKey) {
      return c.json({ error: TWO_FACTOR_MESSAGES.totpUnavailable }, 409)
    }
    const limited = await helpers.passwordAttempt(c, admin.email)
    if ('refused' in limited) return limited.refused
    const tries = await takeSlot(db, {
      bucket: `second-step:${admin.id}`,
      max: MAX_SECOND_STEP_FAILURES_PER_ADMIN,
      windowMs: LOGIN_WINDOW_MS,
      now: config.now(),
    })
    if (!tries.allowed) return tooManyRequests(c, tries, API_MESSAGES.tooManyLogins)
    const proved = await checkFactor(admin, attempt, body)
    if (proved === 'unreadable') {
      await Promise.all([limited.releaseAll(), releaseSlot(db, tries.eventId)])
      logWarning('auth.totp_unreadable', { route: routeOf(c), status: 409 })
      return c.json({ error: TWO_FACTOR_MESSAGES.totpKeyChanged }, 409)
    }
    if (!proved) {
      await secondStepFailedAudit(db, admin, body.method, config.now())
      // The factor tried, never the code.
      logWarning('auth.second_step_failed', { route: routeOf(c), status: 401, factor: body.method })
      const error =
        body.method === 'passkey' ? TWO_FACTOR_MESSAGES.passkeyFailed : TWO_FACTOR_MESSAGES.codeWrong
      return c.json({ error }, 401)
    }
    // The password already counted this sign-in's attempt for the address: a right factor gives all back.
    await Promise.all([limited.releaseAll(), releaseSlot(db, tries.eventId)])
    if (!(await consumeAttempt(db, attempt.tokenHash, config.now()))) return attemptInvalid(c)
    const method: SignInMethod = `password+${body.method}`
    return c.json(await helpers.issueSession(admin, attempt.userAgent ?? undefined, method), 200)
  })

  // A challenge for this attempt's admin's passkeys; each call replaces the last.
  app.post('/second-step/passkey-options', jsonBody(AttemptBodySchema), async (c) => {
    const attempt = await findAttempt(db, c.req.valid('json').attempt, ['second_step'], config.now())
    if (!attempt || attempt.adminId === null) return attemptInvalid(c)
    const keys = await passkeysOf(db, attempt.adminId)
    if (keys.length === 0) return c.json({ error: TWO_FACTOR_MESSAGES.passkeyUnknown }, 400)
    const options = await authenticationOptions(rp, keys, 'preferred')
    await setAttemptChallenge(db, attempt.tokenHash, options.challenge)
    return c.json({ options })
  })

  // A passkey alone: a discoverable credential with user verification is both factors at once.
  app.post('/passkey/options', async (c) => {
    const slot = await takeSlot(db, {
      bucket: `login:address:${deps.clientAddress(c)}`,
      max: MAX_LOGIN_ATTEMPTS_PER_ADDRESS,
      windowMs: LOGIN_WINDOW_MS,
      now: config.now(),
    })
    if (!slot.allowed) {
      return tooManyRequests(c, slot, API_MESSAGES.tooManyLogins)
    }
    const options = await authenticationOptions(rp, [], 'required')
    const attempt = await createAttempt(db, {
      purpose: 'passkey',
      adminId: null,
      userAgent: c.req.header('user-agent'),
      webauthnChallenge: options.challenge,
      now: config.now(),
    })
    return c.json({ attempt: attempt.token, options })
  })

  app.post('/passkey', jsonBody(PasskeySignInBodySchema), async (c) => {
    const body = c.req.valid('json')
    const attempt = await findAttempt(db, body.attempt, ['passkey'], config.now())
    if (!attempt?.webauthnChallenge) return attemptInvalid(c)
    const credentialId = credentialIdOf(body.response)
    const passkey = credentialId ? await findPasskeyByCredential(db, credentialId) : null
    const admin = passkey ? await findAdminById(db, passkey.adminId) : null
    const counter =
      passkey && admin
        ? await verifyAuthentication(rp, body.response, attempt.webauthnChallenge, passkey, true)
        : null
    if (!passkey || !admin || counter === null) {
      logWarning('auth.passkey_failed', { route: routeOf(c), status: 401 })
      return c.json({ error: TWO_FACTOR_MESSAGES.passkeyFailed }, 401)
    }
    if (!(await consumeAttempt(db, attempt.tokenHash, config.now()))) return attemptInvalid(c)
    await markPasskeyUsed(db, passkey.id, counter, config.now())
    const user = { id: admin.id, email: admin.email }
    return c.json(await helpers.issueSession(user, c.req.header('user-agent'), 'passkey'), 200)
  })

  /**
   * Who is adding a factor: the admin of a live setup attempt (the team requires a factor before
   * the first session), or the admin of the session in Authorization (Account).
   */
  async function whoAdds(
    c: Context<AdminEnv>,
    attemptToken: string | undefined,
  ): Promise<{ admin: SessionAdmin; attempt?: Attempt; sessionId?: number } | null> {
    const now = config.now()
    if (attemptToken !== undefined) {
      const attempt = await findAttempt(db, attemptToken, ['setup'], now)
      const admin = attempt ? await adminOf(attempt) : null
      // A setup attempt adds the first factor only: once there is one, it signs in with it.
      if (!attempt || !admin || (await factorsOf(db, admin.id)).length > 0) return null
      return { admin, attempt }
    }
    const token = bearerToken(c.req.header('authorization'))
    const session = token ? await findActiveSession(db, token, now) : null
    if (!session) return null
    if (PASSWORD_ONLY_METHODS.includes(session.method) && (await teamRequiresTwoFactor(db))) return null
    return { admin: session.admin, sessionId: session.id }
  }

  /**
   * From Account, adding a factor takes your password again (under the login limits): a stolen
   * session must not become a passkey that signs in for ever. A setup attempt has just checked it.
   */
  async function passwordRefusal(
    c: Context<AdminEnv>,
    who: { admin: SessionAdmin; attempt?: Attempt },
    password: string | undefined,
  ): Promise<Response | null> {
    if (who.attempt) return null
    const limited = await helpers.passwordAttempt(c, who.admin.email)
    if ('refused' in limited) return limited.refused
    const admin = await findAdminById(db, who.admin.id)
    if (!admin || !password || !(await verifyPassword(password, admin.passwordHash))) {
      return c.json({ error: TWO_FACTOR_MESSAGES.currentPasswordWrong }, 400)
    }
    await limited.release()
    return null
  }

  const notAllowed = (c: Context, attempt: string | undefined) =>
    attempt === undefined ? c.json({ error: API_MESSAGES.unauthorized }, 401) : attemptInvalid(c)

  /** Who adds a factor with this body (from Account, having typed their password again), or the refusal. */
  async function checkedAdder(
    c: Context<AdminEnv>,
    body: { attempt?: string | undefined; current_password?: string | undefined },
  ) {
    const who = await whoAdds(c, body.attempt)
    if (!who) return { refused: notAllowed(c, body.attempt) }
    const refusal = await passwordRefusal(c, who, body.current_password)
    return refusal ? { refused: refusal } : { who }
  }

  /** Who adds a factor, and when: what confirmTotp and addPasskey record it as. */
  const addedBy = (who: { admin: SessionAdmin; sessionId?: number }) => ({
    admin: who.admin,
    sessionId: who.sessionId,
    at: config.now(),
  })

  /** A factor added: its recovery codes, and for a setup attempt the session it was for. */
  async function factorAdded(
    c: Context,
    who: { admin: SessionAdmin; attempt?: Attempt },
    added: { recoveryCodes?: string[] },
    method: SignInMethod,
    status: 200 | 201,
  ): Promise<Response> {
    const answer: FactorAdded = added.recoveryCodes ? { recovery_codes: added.recoveryCodes } : {}
    if (!who.attempt) return c.json(answer, status)
    if (!(await consumeAttempt(db, who.attempt.tokenHash, config.now()))) return attemptInvalid(c)
    return c.json(
      { ...answer, ...(await helpers.issueSession(who.admin, who.attempt.userAgent ?? undefined, method)) },
      status,
    )
  }

  // The authenticator app: a new secret (shown once, stored sealed), then confirmed by a first code.
  app.post('/two-factor/totp', jsonBody(OptionalAttemptBodySchema), async (c) => {
    const { attempt } = c.req.valid('json')
    const who = await whoAdds(c, attempt)
    if (!who) return notAllowed(c, attempt)
    if (!config.twoFactorKey) return c.json({ error: TWO_FACTOR_MESSAGES.totpUnavailable }, 409)
    if (await confirmedTotpOf(db, who.admin.id)) return c.json({ error: TWO_FACTOR_MESSAGES.totpTaken }, 409)
    const secret = newTotpSecret()
    await startTotp(
      db,
      who.admin.id,
      await sealSecret(config.twoFactorKey, who.admin.id, secret),
      config.now(),
    )
    return c.json({ secret: bytesToBase32(secret), uri: totpUri(who.admin.email, secret) })
  })

  app.post('/two-factor/totp/confirm', jsonBody(TotpConfirmBodySchema), async (c) => {
    const body = c.req.valid('json')
    const adder = await checkedAdder(c, body)
    if ('refused' in adder) return adder.refused
    const { who } = adder
    const pending = await pendingTotpOf(db, who.admin.id)
    if (!pending) return c.json({ error: TWO_FACTOR_MESSAGES.totpNotStarted }, 400)
    const secret = await totpSecretOf(who.admin.id, pending.secret)
    if (!secret) return c.json({ error: TWO_FACTOR_MESSAGES.totpNotStarted }, 400)
    const step = matchTotp(secret, body.code, config.now(), null)
    if (step === null) return c.json({ error: TWO_FACTOR_MESSAGES.codeWrong }, 400)
    const confirmed = await confirmTotp(db, { ...addedBy(who), step })
    if (!confirmed) return c.json({ error: TWO_FACTOR_MESSAGES.totpNotStarted }, 400)
    return factorAdded(c, who, confirmed, 'password+totp', 200)
  })

  // A passkey: registration options (excluding the ones you have), then the authenticator's answer.
  app.post('/two-factor/passkeys/options', jsonBody(OptionalAttemptBodySchema), async (c) => {
    const { attempt } = c.req.valid('json')
    const who = await whoAdds(c, attempt)
    if (!who) return notAllowed(c, attempt)
    const options = await registrationOptions(rp, who.admin, await passkeysOf(db, who.admin.id))
    if (who.attempt) await setAttemptChallenge(db, who.attempt.tokenHash, options.challenge)
    else {
      await createAttempt(db, {
        purpose: 'register',
        adminId: who.admin.id,
        sessionId: who.sessionId,
        webauthnChallenge: options.challenge,
        now: config.now(),
      })
    }
    return c.json({ options })
  })

  app.post('/two-factor/passkeys', jsonBody(PasskeyRegisterBodySchema), async (c) => {
    const body = c.req.valid('json')
    const adder = await checkedAdder(c, body)
    if ('refused' in adder) return adder.refused
    const { who } = adder
    const registration =
      who.attempt ?? (who.sessionId ? await findRegistration(db, who.sessionId, config.now()) : null)
    if (!registration?.webauthnChallenge) return c.json({ error: TWO_FACTOR_MESSAGES.passkeyFailed }, 400)
    const credential = await verifyRegistration(rp, body.response, registration.webauthnChallenge)
    if (!credential) return c.json({ error: TWO_FACTOR_MESSAGES.passkeyFailed }, 400)
    // The account's challenge is used once; a setup attempt is used by the session it leads to.
    if (!who.attempt) await consumeAttempt(db, registration.tokenHash, config.now())
    const added = await addPasskey(db, { ...addedBy(who), name: body.name, credential })
    if (!added) return c.json({ error: TWO_FACTOR_MESSAGES.passkeyTaken }, 409)
    return factorAdded(c, who, added, 'password+passkey', 201)
  })

  // Your factors in Account: never a secret, only what there is.
  app.get('/two-factor', requireAdmin(deps), async (c) => {
    const { admin } = c.var.session
    const [keys, totp, left, required] = await Promise.all([
      passkeysOf(db, admin.id),
      confirmedTotpOf(db, admin.id),
      recoveryCodesLeft(db, admin.id),
      teamRequiresTwoFactor(db),
    ])
    const answer: TwoFactorStatus = {
      passkeys: keys.map((key) => ({
        id: key.id,
        name: key.name,
        created_at: key.createdAt,
        last_used_at: key.lastUsedAt,
      })),
      totp: totp !== null,
      recovery_codes_left: left,
      required,
    }
    return c.json(answer)
  })

  /** Whether removing this factor would leave the admin none while the team requires one. */
  async function wouldLeaveNone(adminId: number, removing: 'totp' | 'passkey'): Promise<boolean> {
    if (!(await teamRequiresTwoFactor(db))) return false
    const keys = (await passkeysOf(db, adminId)).length
    const totp = (await confirmedTotpOf(db, adminId)) ? 1 : 0
    return removing === 'totp' ? keys === 0 : keys - 1 + totp === 0
  }

  app.delete('/two-factor/totp', requireAdmin(deps), async (c) => {
    const { admin } = c.var.session
    if (!(await confirmedTotpOf(db, admin.id))) return c.json({ error: API_MESSAGES.notFound }, 404)
    if (await wouldLeaveNone(admin.id, 'totp')) return c.json({ error: TWO_FACTOR_MESSAGES.lastFactor }, 409)
    await removeTotp(db, admin, config.now())
    return c.json({ ok: true })
  })

  app.delete('/two-factor/passkeys/:id', requireAdmin(deps), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const { admin } = c.var.session
    const mine = (await passkeysOf(db, admin.id)).some((key) => key.id === id)
    if (!mine) return c.json({ error: API_MESSAGES.notFound }, 404)
    if (await wouldLeaveNone(admin.id, 'passkey'))
      return c.json({ error: TWO_FACTOR_MESSAGES.lastFactor }, 409)
    if (!(await removePasskey(db, admin, id, config.now())))
      return c.json({ error: API_MESSAGES.notFound }, 404)
    return c.json({ ok: true })
  })

  // New recovery codes (the old ones stop working), shown once.
  app.post('/two-factor/recovery-codes', requireAdmin(deps), async (c) => {
    const { admin } = c.var.session
    if ((await factorsOf(db, admin.id)).length === 0)
      return c.json({ error: TWO_FACTOR_MESSAGES.required }, 409)
    return c.json({ codes: await regenerateRecoveryCodes(db, admin, config.now()) })
  })
}
