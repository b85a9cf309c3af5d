import {
  type AlertSettings,
  type AlertTargets,
  AlertTargetsBodySchema,
  type TestAlertResult,
} from '@studio/contracts'
import { BackupSettingsSchema } from '@studio/contracts/settings'
import { Hono } from 'hono'
import { auditedTargetsChanges, readAlertTargets } from '../../alerts/alert-targets'
import { channelInfos } from '../../alerts/channel'
import { recentDeliveries, sendTestAlerts } from '../../alerts/outbox'
import { webhookAddressProblem } from '../../alerts/webhook-address'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { takeSlot, tooManyRequests } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'
import { readSettings, writeSettings } from '../../settings/store'

/** How many deliveries the Settings screen lists. */
export const RECENT_DELIVERIES = 20

/**
 * Test alerts one admin may send in any hour (a sliding window). Each goes to the webhook and to
 * every recipient, up to ALERT_LIMITS.recipients emails, so five already make up to 55 deliveries:
 * enough to try a change a few times over, and never a way to flood the recipients or a receiver.
 */
export const TEST_ALERT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const

/** The 429 answer's text when an admin has sent TEST_ALERT_LIMIT's test alerts. */
export const TEST_ALERTS_LIMITED = 'Too many test alerts. Please try again later.'

/**
 * {prefix}/settings/alerts: where enquiry alerts go (recipients and a webhook, saved in the database
 * and audited), how this server can send them, what they last did, and a test alert.
 * {prefix}/settings/backups: whether the daily backups hold the enquiries (off until the owner says).
 */
export function settingsRoutes(deps: AppDeps) {
  const { db, config, alerts } = deps
  const app = new Hono<AdminEnv>()

  async function alertSettings(): Promise<AlertSettings> {
    const targets = await readAlertTargets(db)
    return {
      recipients: targets.recipients,
      email_sender: alerts.email?.kind ?? null,
      email_setup: alerts.email ? null : alerts.emailSetup,
      webhook_local_allowed: alerts.allowLocalWebhooks,
      channels: channelInfos(alerts.channels, targets),
      retention_days: config.messageRetentionDays,
      deliveries: await recentDeliveries(db, RECENT_DELIVERIES),
    }
  }

  app.get('/alerts', async (c) => c.json(await alertSettings()))

  // A field left out keeps its value; the answer is the screen's new state.
  app.put('/alerts', jsonBody(AlertTargetsBodySchema), async (c) => {
    const body = c.req.valid('json')
    if (body.webhook_url) {
      const problem = webhookAddressProblem(body.webhook_url, alerts.allowLocalWebhooks)
      if (problem) return c.json({ error: problem }, 400)
    }
    const current = await readAlertTargets(db)
    const next: AlertTargets = {
      recipients: body.recipients ?? current.recipients,
      webhook_url: body.webhook_url === undefined ? current.webhook_url : body.webhook_url,
    }
    await writeSettings(db, 'alerts', next, {
      actor: c.var.session.admin,
      at: config.now(),
      audited: auditedTargetsChanges,
    })
    return c.json(await alertSettings())
  })

  // The daily backup reads this group; a PUT replaces it whole and records the change in the audit log.
  app.get('/backups', async (c) => c.json(await readSettings(db, 'backups')))
  app.put('/backups', jsonBody(BackupSettingsSchema), async (c) =>
    c.json(
      await writeSettings(db, 'backups', c.req.valid('json'), {
        actor: c.var.session.admin,
        at: config.now(),
      }),
    ),
  )

  // Answers once every send has answered (each has its own time limit), with one result per send.
  app.post('/alerts/test', async (c) => {
    const slot = await takeSlot(db, {
      bucket: `test-alert:${c.var.session.admin.id}`,
      ...TEST_ALERT_LIMIT,
      now: config.now(),
    })
    if (!slot.allowed) {
      return tooManyRequests(c, slot, TEST_ALERTS_LIMITED)
    }
    const answer: TestAlertResult = { results: await sendTestAlerts(deps) }
    // What was tried, and how each answered (an error's text, or "sent").
    const changes = Object.fromEntries(
      answer.results.map((result) => [
        `${result.channel} ${result.target}`,
        { old: null, new: result.error ?? 'sent' },
      ]),
    )
    await auditInsert(db, {
      actor: c.var.session.admin,
      action: 'test_alert',
      targetType: 'alert',
      targetId: null,
      changes,
      at: config.now(),
    })
    return c.json(answer)
  })

  return app
}
