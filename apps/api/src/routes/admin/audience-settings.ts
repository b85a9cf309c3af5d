import { AudienceSettingsSchema } from '@studio/contracts/audience'
import { Hono } from 'hono'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'
import { readSettings, writeSettings } from '../../settings/store'

/**
 * {prefix}/settings/audience: whether the site measures its audience, the studio's time zone (its
 * days) and how many days raw views are kept. A PUT replaces the whole group (a field left out
 * takes its default) and records the changed fields in the audit log.
 */
export function audienceSettingsRoutes({ db, config }: AppDeps) {
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json(await readSettings(db, 'audience')))

  app.put('/', jsonBody(AudienceSettingsSchema), async (c) => {
    const saved = await writeSettings(db, 'audience', c.req.valid('json'), {
      actor: c.var.session.admin,
      at: config.now(),
    })
    return c.json(saved)
  })

  return app
}
