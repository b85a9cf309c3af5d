import { Hono } from 'hono'
import { requireAdmin } from '../../auth/guard'
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
import { teamRoutes } from './team'
import { uploadRoutes } from './upload'

/** The admin API, mounted at config.adminPrefix; every call needs a session. */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono()
  app.use('*', requireAdmin(deps))
  app.route('/projects', projectRoutes(deps))
  app.route('/all-work', allWorkRoutes(deps))
  app.route('/contact-messages', contactMessageRoutes(deps))
  app.route('/upload', uploadRoutes(deps))
  app.route('/audience', audienceRoutes(deps))
  // Before /settings, whose own routes must not take this path.
  app.route('/settings/audience', audienceSettingsRoutes(deps))
  app.route('/settings', settingsRoutes(deps))
  app.route('/invites', inviteRoutes(deps))
  app.route('/admins', teamRoutes(deps))
  app.route('/audit-log', auditLogRoutes(deps))
  app.route('/site-content', siteContentRoutes(deps))
  app.route('/archive', archiveRoutes(deps))
  return app
}
