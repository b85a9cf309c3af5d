import { type EmailSender, emailErrorText } from './email-sender'

/**
 * Email on the Worker through a `send_email` binding (Cloudflare Email Service). The binding takes a
 * structured message (`send({ from, to, subject, text, replyTo })`, at most 50 recipients), so no
 * MIME is built here and no Node code enters the bundle. The sender must be on a domain onboarded to
 * Email Sending; an unrestricted binding sends to the account's verified destination addresses,
 * which suits a studio alerting itself. A refusal throws an Error with a `code` such as
 * E_RECIPIENT_NOT_ALLOWED, kept in the recorded text.
 */
export interface CloudflareEmailOptions {
  binding: SendEmail
  from: string
}

export function createCloudflareEmailSender({ binding, from }: CloudflareEmailOptions): EmailSender {
  return {
    kind: 'cloudflare',
    async send(mail) {
      try {
        await binding.send({
          from,
          to: [...mail.to],
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        })
      } catch (error) {
        throw new Error(emailErrorText(error))
      }
    },
  }
}
