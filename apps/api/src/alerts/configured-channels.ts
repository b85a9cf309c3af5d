import type { AlertConfig } from '../config'
import type { AlertChannel } from './channel'
import { createWebhookChannel } from './webhook-channel'

/**
 * The channels an entry's configuration turns on: the webhook (web-only, shared) and the email
 * channel the entry builds its own way (SMTP on Node, the send_email binding on the Worker), so
 * neither entry's imports reach the other's code.
 */
export function configuredChannels<Email>(
  config: AlertConfig<Email>,
  emailChannel: (email: Email) => AlertChannel,
): AlertChannel[] {
  const channels: AlertChannel[] = []
  if (config.webhook) channels.push(createWebhookChannel(config.webhook))
  if (config.email) channels.push(emailChannel(config.email))
  return channels
}
