import type { AlertChannelInfo, AlertChannelName, AlertDelivery } from '@studio/contracts'

export const CHANNEL_NAMES: Record<AlertChannelName, string> = { webhook: 'Webhook', email: 'Email' }

/** Where a channel's alerts go, or how to turn it on: never a secret (the API sends none). */
export function channelDetail(channel: AlertChannelInfo): string {
  if (channel.channel === 'webhook') {
    if (!channel.configured) return 'Set ENQUIRY_WEBHOOK_URL on the API to post each enquiry to a chat.'
    const signing = channel.signed ? 'signed with ENQUIRY_WEBHOOK_SECRET' : 'not signed'
    return `Posts to ${channel.target ?? 'the configured address'} (${signing}).`
  }
  if (!channel.configured) {
    return 'Set ENQUIRY_ALERT_EMAIL on the API (with SMTP_URL and SMTP_FROM, or the Worker email binding).'
  }
  return `Sends to ${channel.target ?? 'the configured address'}.`
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
