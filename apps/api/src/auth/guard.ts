import { API_MESSAGES, TWO_FACTOR_MESSAGES } from '@studio/contracts'
import { createMiddleware } from 'hono/factory'
import type { AppDeps } from '../deps'
import { logWarning, routeOf } from '../lib/log'
import { type ActiveSession, checkSession } from './session'
import { PASSWORD_ONLY_METHODS } from './two-factor/factors'

export interface AdminEnv {
  Variables: { session: ActiveSession }
}

/** Reads `Authorization: Bearer <token>`; anything else (cookies, query strings) is ignored. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/**
 * Lets a request through only with a live session: a missing, malformed, unknown, expired or
 * revoked token all get the same 401 so none can be told apart. One database round trip: the session,
 * the team's rule and the session's bookkeeping are one batch (checkSession).
 */
export function requireAdmin(deps: AppDeps) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    const checked = token ? await checkSession(deps.db, token, deps.config.now()) : null
    if (!checked) {
      // Only the area asked for (no ids) and whether a token came: never the token itself.
      logWarning('auth.unauthorized', {
        route: `${c.req.method} ${c.req.path.split('/').slice(0, 3).join('/')}`,
        status: 401,
        token_sent: token !== null,
      })
      c.header('WWW-Authenticate', 'Bearer')
      return c.json({ error: API_MESSAGES.unauthorized }, 401)
    }
    // The team's rule (docs/decisions/0028): a session signed in by a password alone opens nothing
    // while the team requires a second factor; signing in again leads through the second step.
    const { session } = checked
    if (PASSWORD_ONLY_METHODS.includes(session.method) && checked.teamRequiresTwoFactor) {
      logWarning('auth.second_factor_required', { route: routeOf(c), status: 401 })
      c.header('WWW-Authenticate', 'Bearer')
      return c.json({ error: TWO_FACTOR_MESSAGES.required }, 401)
    }
    c.set('session', session)
    await next()
  })
}
