import { createTransport } from 'nodemailer'
import { type EmailSender, emailErrorText } from './email-sender'

/**
 * Email over SMTP (the Node entry; nodemailer never enters the Worker bundle, which uses
 * cloudflare-email-sender.ts). SMTP_URL carries host, port, TLS and credentials, e.g.
 * smtps://user:pass@smtp.example.com:465.
 */

/**
 * nodemailer waits 2 minutes for a connection and 10 minutes on a silent socket by default: longer
 * than the outbox's claim lease, so a slow server could have an alert claimed again and sent twice.
 * Each wait is shorter here, and one deadline bounds the whole send (the connection is closed
 * when it passes), well inside the lease (smtp-sender.test.ts holds them to it).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
} as const
export const SMTP_SEND_DEADLINE_MS = 30_000

export interface SmtpOptions {
  smtpUrl: string
  from: string
}

export function createSmtpSender({ smtpUrl, from }: SmtpOptions): EmailSender {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
  return {
    kind: 'smtp',
    async send(mail) {
      const deadline = new AbortController()
      const timer = setTimeout(() => deadline.abort(), SMTP_SEND_DEADLINE_MS)
      try {
        await transport.sendMail({
          from,
          to: [...mail.to],
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          signal: deadline.signal,
        })
      } catch (error) {
        if (deadline.signal.aborted) {
          throw new Error(`The mail server did not finish within ${SMTP_SEND_DEADLINE_MS / 1000} s.`)
        }
        throw new Error(emailErrorText(error))
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
