import { Hono } from 'hono'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { statusAttention, statusReport } from '../../status/report'

/**
 * {prefix}/status: the Status screen's report (jobs, backups, alert deliveries, audience, system,
 * and warnings that say what to do); /status/attention: the sidebar's short form, asked with the
 * unread count.
 */
export function statusRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>()
  app.get('/', async (c) => c.json(await statusReport(deps)))
  app.get('/attention', async (c) => c.json(await statusAttention(deps)))
  return app
}
