import type { AlertChannel, AlertSetup } from './channel'
import { createEmailChannel, type EmailSender } from './email-sender'
import { createWebhookChannel } from './webhook-channel'

export interface AlertSetupOptions {
  /** How the entry sends email (SMTP on Node, the send_email binding on the Worker), or null. */
  email: EmailSender | null
  /** With no email sender: what to set (EMAIL_SETUP_TEXTS of the entry). */
  emailSetup: string
  /** ENQUIRY_WEBHOOK_SECRET, when set. */
  webhookSecret?: string | undefined
  /** Private, loopback and plain-http webhook addresses are accepted (ALLOW_LOCAL_WEBHOOKS on Node). */
  allowLocalWebhooks: boolean
  webhookTimeoutMs?: number
  retryDelaysMs?: readonly number[]
}

/**
 * The channels an entry can deliver on: the webhook always (web-only code, shared), email when the
 * entry has a sender (each entry builds its own, so neither's imports reach the other's code).
 * Whether a channel is on, and where it goes, is the owner's, in Settings.
 */
export function createAlertSetup(options: AlertSetupOptions): AlertSetup {
  const channels: AlertChannel[] = [
    createWebhookChannel({
      secret: options.webhookSecret,
      allowLocal: options.allowLocalWebhooks,
      ...(options.webhookTimeoutMs === undefined ? {} : { timeoutMs: options.webhookTimeoutMs }),
    }),
  ]
  if (options.email) channels.push(createEmailChannel(options.email))
  return {
    channels,
    email: options.email,
    emailSetup: options.emailSetup,
    allowLocalWebhooks: options.allowLocalWebhooks,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  }
}
