import type { AlertChannelName, AlertDelivery, EmailSenderKind, TestAlertResult } from '@studio/contracts'

export const CHANNEL_NAMES: Record<AlertChannelName, string> = { webhook: 'Webhook', email: 'Email' }

export const EMAIL_SENDER_NAMES: Record<EmailSenderKind, string> = {
  smtp: 'Sent through the SMTP account set on the API.',
  cloudflare: 'Sent through Cloudflare Email Sending.',
}

export const ALERT_TEXTS = {
  noRecipients: 'No one gets alert emails yet.',
  noWebhook: 'No webhook: alerts are not posted to a chat.',
  emailCannotSend: 'Alert emails cannot be sent from this server yet',
  webhookRequired: 'Enter the address your chat service gives you, starting with https://.',
  testHint: 'Add a recipient or a webhook to send a test alert.',
  testFailed: 'The test alert could not be sent.',
  saveFailed: 'The alert settings could not be saved.',
} as const

/** Where the webhook posts, as far as the API tells (its host only: the path may hold its secret). */
export function webhookDetail(host: string, signed: boolean): string {
  return `Posts to ${host} (${signed ? 'signed with ENQUIRY_WEBHOOK_SECRET' : 'not signed'}).`
}

/** One line per channel and target of a test alert: what it answered. */
export function testAlertLines({ results }: TestAlertResult): string[] {
  if (results.length === 0) return ['No recipient or webhook is set: nothing was sent.']
  return results.map(({ channel, target, ok, error }) =>
    ok
      ? `${CHANNEL_NAMES[channel]} to ${target}: sent.`
      : `${CHANNEL_NAMES[channel]} to ${target}: ${error ?? 'failed.'}`,
  )
}

export function retentionText(days: number | null): string {
  if (days === null) return 'Archived messages are kept until someone deletes them.'
  return `Archived messages are deleted ${days} ${days === 1 ? 'day' : 'days'} after they were archived.`
}

export const DELIVERY_STATUS: Record<AlertDelivery['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
}
