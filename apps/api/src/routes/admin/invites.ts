import { API_MESSAGES, InviteBodySchema, type InviteCreated } from '@studio/contracts'
import { Hono } from 'hono'
import { emailInvite } from '../../alerts/invite-email'
import { findAdminByEmail } from '../../auth/admins'
import type { AdminEnv } from '../../auth/guard'
import { createInvite, listPendingInvites, revokeInvite } from '../../auth/invites'
import type { AppDeps } from '../../deps'
import { takeSlot, tooManyRequests } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'
import { INVALID_ID_MESSAGE, parseId } from './id-param'

/**
 * Invites one admin may send in any hour (a sliding window): each can email a stranger, so a
 * stolen session must not turn the server into a mailer. Twenty is more than a studio's whole
 * team, and a typo or two, in one sitting.
 */
export const INVITE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const

/** The 429 answer's text when an admin has sent INVITE_LIMIT's invites. */
export const INVITES_LIMITED = 'Too many invites. Please try again later.'

/**
 * {prefix}/invites: invite a colleague by email (the answer's link is shown once, and emailed to
 * them when this server can send email), list the pending invites, revoke one.
 */
export function inviteRoutes({ db, config, alerts }: AppDeps) {
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json(await listPendingInvites(db, config.now())))

  app.post('/', jsonBody(InviteBodySchema), async (c) => {
    const { email } = c.req.valid('json')
    // Every well-formed invite counts, one for an existing admin's email too.
    const slot = await takeSlot(db, {
      bucket: `invite:${c.var.session.admin.id}`,
      ...INVITE_LIMIT,
      now: config.now(),
    })
    if (!slot.allowed) {
      return tooManyRequests(c, slot, INVITES_LIMITED)
    }
    if (await findAdminByEmail(db, email)) return c.json({ error: API_MESSAGES.emailTaken }, 409)
    const invite = await createInvite(db, {
      email,
      actor: c.var.session.admin,
      now: config.now(),
      ttlMs: config.inviteTtlMs,
    })
    // The email rides along so the signup screen can fill it in; the invite itself stays bound to it.
    const url = `${config.adminOrigin}/admin/signup?invite=${invite.token}&email=${encodeURIComponent(email)}`
    // Emailed as alerts are, when this server can send email; the link is answered either way.
    const sent = await emailInvite(alerts.email, {
      to: email,
      url,
      expiresAt: invite.expiresAt,
      invitedBy: c.var.session.admin.email,
      adminOrigin: config.adminOrigin,
    })
    const answer: InviteCreated = { id: invite.id, email, url, expires_at: invite.expiresAt, ...sent }
    return c.json(answer, 201)
  })

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const revoked = await revokeInvite(db, { id, actor: c.var.session.admin, now: config.now() })
    if (!revoked) return c.json({ error: API_MESSAGES.notFound }, 404)
    return c.json({ ok: true })
  })

  return app
}
