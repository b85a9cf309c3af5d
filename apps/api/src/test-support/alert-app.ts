import type { AlertTargets } from '@studio/contracts'
import { createSmtpSender } from '../alerts/smtp-sender'
import { SYSTEM_ACTOR } from '../audit/record'
import type { AppConfig } from '../deps'
import { writeSettings } from '../settings/store'
import { createTestApp, type TestApp, testAlertSetup } from './test-app'

/** A test app whose alerts are saved as the owner would save them (test-only code). */

export interface AlertTestOptions {
  /** The webhook's address (a local receiver). */
  webhook?: string
  /** Alert email recipients. */
  recipients?: string[]
  /** An SMTP server this app sends email through (a local receiver); none: no email sender. */
  smtpUrl?: string
  /** ENQUIRY_WEBHOOK_SECRET. */
  secret?: string
  retryDelaysMs?: number[]
  /** The Worker's rule instead of the embedded default's: public https webhooks only. */
  production?: boolean
  config?: Partial<AppConfig>
}

export const TEST_ALERT_SENDER = 'alerts@studio.test'

/** Saves where alerts go, as Settings does (one audited write, by `system` here). */
export function saveAlertTargets(t: TestApp, targets: AlertTargets) {
  return writeSettings(t.db, 'alerts', targets, { actor: SYSTEM_ACTOR, at: new Date() })
}

export async function createAlertTestApp(options: AlertTestOptions = {}): Promise<TestApp> {
  const t = await createTestApp({
    ...(options.config ? { config: options.config } : {}),
    alerts: testAlertSetup({
      email: options.smtpUrl ? createSmtpSender({ smtpUrl: options.smtpUrl, from: TEST_ALERT_SENDER }) : null,
      webhookSecret: options.secret,
      allowLocalWebhooks: !options.production,
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    }),
  })
  if (options.webhook || options.recipients) {
    await saveAlertTargets(t, { recipients: options.recipients ?? [], webhook_url: options.webhook ?? null })
  }
  return t
}
