import type { AlertSettings, TestAlertResult } from '@studio/contracts'
import { Hono } from 'hono'
import { channelInfos } from '../../alerts/channel'
import { recentDeliveries, sendTestAlerts } from '../../alerts/outbox'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'

/** How many deliveries the Settings screen lists. */
export const RECENT_DELIVERIES = 20

/** {prefix}/settings: what the panel's Settings screen shows about enquiry alerts, and its test button. */
export function settingsRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>()

  app.get('/alerts', async (c) => {
    const answer: AlertSettings = {
      channels: channelInfos(deps.alerts.channels),
      retention_days: deps.config.messageRetentionDays,
      deliveries: await recentDeliveries(deps.db, RECENT_DELIVERIES),
    }
    return c.json(answer)
  })

  // Answers once every channel has answered (each has its own timeout), with one result per channel.
  app.post('/alerts/test', async (c) => {
    const answer: TestAlertResult = { results: await sendTestAlerts(deps) }
    // What was sent, and how each channel answered (an error's text, or "sent").
    const changes = Object.fromEntries(
      answer.results.map((result) => [result.channel, { old: null, new: result.error ?? 'sent' }]),
    )
    await auditInsert(deps.db, {
      actor: c.var.session.admin,
      action: 'test_alert',
      targetType: 'alert',
      targetId: null,
      changes,
      at: deps.config.now(),
    })
    return c.json(answer)
  })

  return app
}
