import type { EmailSenderKind } from '@studio/contracts'
import { emailSubject, emailText, replyToOf } from './alert-text'
import type { AlertChannel } from './channel'

/**
 * How this server sends email, for enquiry alerts and invites alike: SMTP on the Node entry
 * (smtp-sender.ts), Cloudflare's send_email binding on the Worker (cloudflare-email-sender.ts). The
 * sender address and any credentials are the entry's (its environment); the recipients are not.
 */
export interface EmailSender {
  kind: EmailSenderKind
  /** Sends one message to every address in `to`; throws with the server's words on failure. */
  send(mail: OutgoingEmail): Promise<void>
}

export interface OutgoingEmail {
  to: readonly string[]
  subject: string
  text: string
  /** One plain address (already checked), or none. */
  replyTo?: string | undefined
}

/** Alert emails to the recipients saved in Settings, with Reply-To set to the enquiry's sender. */
export function createEmailChannel(sender: EmailSender): AlertChannel {
  return {
    name: 'email',
    targetsOf: (settings) => settings.recipients,
    shownTargetOf: (recipient) => recipient,
    async send(alert, targets) {
      await sender.send({
        to: targets,
        subject: emailSubject(alert),
        text: emailText(alert),
        replyTo: replyToOf(alert),
      })
    },
    async sendNotice(notice, targets) {
      await sender.send({ to: targets, subject: notice.subject, text: notice.text })
    },
  }
}

/** The words of a failed send, with the service's error code when it gives one (E_RECIPIENT_NOT_ALLOWED). */
export function emailErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as Error & { code?: unknown }).code
  const message = error.message || 'The email could not be sent.'
  return typeof code === 'string' && code !== '' && !message.includes(code) ? `${code}: ${message}` : message
}
