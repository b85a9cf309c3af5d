import { API_MESSAGES, InviteBodySchema, type InviteCreated } from '@studio/contracts'
import { Hono } from 'hono'
import { emailInvite } from '../../alerts/invite-email'
import { findAdminByEmail } from '../../auth/admins'
import type { AdminEnv } from '../../auth/guard'
import { createInvite, listPendingInvites, revokeInvite } from '../../auth/invites'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'
import { INVALID_ID_MESSAGE, parseId } from './id-param'

/**
 * {prefix}/invites: invite a colleague by email (the answer's link is shown once, and emailed to
 * them when this server can send email), list the pending invites, revoke one.
 */
export function inviteRoutes({ db, config, alerts }: AppDeps) {
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json(await listPendingInvites(db, config.now())))

  app.post('/', jsonBody(InviteBodySchema), async (c) => {
    const { email } = c.req.valid('json')
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
