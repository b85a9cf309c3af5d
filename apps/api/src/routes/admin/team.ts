import { API_MESSAGES, TWO_FACTOR_MESSAGES } from '@studio/contracts'
import { Hono } from 'hono'
import { findAdminById, listAdmins, removeAdmin } from '../../auth/admins'
import type { AdminEnv } from '../../auth/guard'
import { resetTwoFactor } from '../../auth/two-factor/factors'
import type { AppDeps } from '../../deps'
import { INVALID_ID_MESSAGE, parseId } from './id-param'

/**
 * {prefix}/admins: the team. Removing an admin ends all of their sessions at once and revokes the
 * invites they sent or were sent; the last admin
 * stays (409). Removing yourself is allowed while another admin remains, and ends your session too.
 */
export function teamRoutes({ db, config }: AppDeps) {
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json(await listAdmins(db)))

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const result = await removeAdmin(db, { id, actor: c.var.session.admin, now: config.now() })
    if (result === 'not_found') return c.json({ error: API_MESSAGES.notFound }, 404)
    if (result === 'last_admin') return c.json({ error: API_MESSAGES.lastAdmin }, 409)
    return c.json({ ok: true })
  })

  // Clears another admin's second factors and ends their sessions (docs/decisions/0028); audited.
  app.delete('/:id/two-factor', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const actor = c.var.session.admin
    if (id === actor.id) return c.json({ error: TWO_FACTOR_MESSAGES.resetSelf }, 400)
    if (!(await findAdminById(db, id))) return c.json({ error: API_MESSAGES.notFound }, 404)
    await resetTwoFactor(db, { actor, adminId: id, at: config.now(), via: 'team' })
    return c.json({ ok: true })
  })

  return app
}
