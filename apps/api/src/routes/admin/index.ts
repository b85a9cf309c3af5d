import { Hono } from 'hono'
import { type AdminEnv, requireAdmin } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { allWorkRoutes } from './all-work'
import { archiveRoutes } from './archive'
import { audienceRoutes } from './audience'
import { audienceSettingsRoutes } from './audience-settings'
import { auditLogRoutes } from './audit-log'
import { contactMessageRoutes } from './contact-messages'
import { inviteRoutes } from './invites'
import { projectRoutes } from './projects'
import { settingsRoutes } from './settings'
import { siteContentRoutes } from './site-content'
import { statusRoutes } from './status'
import { teamRoutes } from './team'
import { teamSettingsRoutes } from './team-settings'
import { uploadRoutes } from './upload'

/** Where each part of the admin API is mounted, in the order Hono tries them. */
const ADMIN_ROUTES: readonly [path: string, routes: (deps: AppDeps) => Hono<AdminEnv>][] = [
  ['/projects', projectRoutes],
  ['/all-work', allWorkRoutes],
  ['/contact-messages', contactMessageRoutes],
  ['/upload', uploadRoutes],
  ['/audience', audienceRoutes],
  // Before /settings, whose own routes must not take this path.
  ['/settings/audience', audienceSettingsRoutes],
  ['/settings/team', teamSettingsRoutes],
  ['/settings', settingsRoutes],
  ['/invites', inviteRoutes],
  ['/admins', teamRoutes],
  ['/audit-log', auditLogRoutes],
  ['/site-content', siteContentRoutes],
  ['/archive', archiveRoutes],
  ['/status', statusRoutes],
]

/** The admin API, mounted at config.adminPrefix; every call needs a session. */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono()
  app.use('*', requireAdmin(deps))
  for (const [path, routes] of ADMIN_ROUTES) app.route(path, routes(deps))
  return app
}
