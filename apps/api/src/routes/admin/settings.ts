import type { AlertSettings, TestAlertResult } from '@studio/contracts'
import { Hono } from 'hono'
import { channelInfos } from '../../alerts/channel'
import { recentDeliveries, sendTestAlerts } from '../../alerts/outbox'
import type { AppDeps } from '../../deps'

/** How many deliveries the Settings screen lists. */
export const RECENT_DELIVERIES = 20

/** {prefix}/settings: what the panel's Settings screen shows about enquiry alerts, and its test button. */
export function settingsRoutes(deps: AppDeps) {
  const app = new Hono()

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
    return c.json(answer)
  })

  return app
}
