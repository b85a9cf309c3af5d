import { emailSubject, emailText, replyToOf } from './alert-text'
import type { AlertChannel } from './channel'

/**
 * Email alerts on the Worker through a `send_email` binding (Cloudflare Email Service; with Email
 * Routing the recipient must be a verified address). The binding takes a structured message, so no
 * MIME is built here and no Node code enters the bundle.
 */
export interface CloudflareEmailOptions {
  binding: SendEmail
  from: string
  to: string
}

export function createCloudflareEmailChannel({ binding, from, to }: CloudflareEmailOptions): AlertChannel {
  return {
    name: 'email',
    info: { channel: 'email', configured: true, target: to },
    async send(alert) {
      const replyTo = replyToOf(alert)
      await binding.send({
        from,
        to,
        subject: emailSubject(alert),
        text: emailText(alert),
        ...(replyTo ? { replyTo } : {}),
      })
    },
  }
}
