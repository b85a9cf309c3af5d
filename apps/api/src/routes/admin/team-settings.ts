import { TeamSettingsSchema, TWO_FACTOR_MESSAGES } from '@studio/contracts'
import { Hono } from 'hono'
import type { AdminEnv } from '../../auth/guard'
import { factorsOf } from '../../auth/two-factor/factors'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'
import { readSettings, writeSettings } from '../../settings/store'

/**
 * {prefix}/settings/team: the team's rule "Require two-factor sign-in" (docs/decisions/0028), off
 * by default, audited as a settings change. The admin who turns it on must have a second factor
 * already, so the rule never locks out the one who set it.
 */
export function teamSettingsRoutes({ db, config }: AppDeps) {
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json(await readSettings(db, 'team')))

  app.put('/', jsonBody(TeamSettingsSchema), async (c) => {
    const body = c.req.valid('json')
    const { admin } = c.var.session
    if (body.require_two_factor && (await factorsOf(db, admin.id)).length === 0) {
      return c.json({ error: TWO_FACTOR_MESSAGES.ruleNeedsYourFactor }, 409)
    }
    return c.json(await writeSettings(db, 'team', body, { actor: admin, at: config.now() }))
  })

  return app
}
