import { type AlertTargets, webhookShown } from '@studio/contracts'
import type { Database } from '../db/client'
import { readSettings } from '../settings/store'

/** Where alerts go: the settings group `alerts`, saved from the admin panel's Settings screen. */
export function readAlertTargets(db: Database): Promise<AlertTargets> {
  return readSettings(db, 'alerts')
}

/** The changed fields as an audit row records them: the webhook by its origin only, never its secret path. */
export function auditedTargetsChanges(before: AlertTargets, after: AlertTargets) {
  const changes: Record<string, { old: unknown; new: unknown }> = {}
  if (JSON.stringify(before.recipients) !== JSON.stringify(after.recipients)) {
    changes.recipients = { old: before.recipients, new: after.recipients }
  }
  if (before.webhook_url !== after.webhook_url) {
    changes.webhook_url = { old: webhookShown(before.webhook_url), new: webhookShown(after.webhook_url) }
  }
  return changes
}
