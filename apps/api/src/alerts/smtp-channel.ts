import { createTransport } from 'nodemailer'
import { emailSubject, emailText, replyToOf } from './alert-text'
import type { AlertChannel } from './channel'

/**
 * Email alerts over SMTP (the Node entry; nodemailer never enters the Worker bundle, which uses
 * cloudflare-email-channel.ts). SMTP_URL carries host, port, TLS and credentials, e.g.
 * smtps://user:pass@smtp.example.com:465.
 */
export interface SmtpOptions {
  smtpUrl: string
  from: string
  to: string
}

export function createSmtpChannel({ smtpUrl, from, to }: SmtpOptions): AlertChannel {
  const transport = createTransport(smtpUrl)
  return {
    name: 'email',
    info: { channel: 'email', configured: true, target: to },
    async send(alert) {
      await transport.sendMail({
        from,
        to,
        replyTo: replyToOf(alert),
        subject: emailSubject(alert),
        text: emailText(alert),
      })
    },
  }
}
