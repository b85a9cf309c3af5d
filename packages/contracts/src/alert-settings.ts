import * as z from 'zod/mini'
import { EMAIL_PATTERN } from './auth'
import { LIMITS } from './constants'
import { withoutControlCharacters } from './fields'
import { BODY_MESSAGES } from './messages'

/**
 * Enquiry alerts as the Settings screen sets them: who gets the alert emails and which webhook is
 * posted to (the settings group `alerts`, stored in the database), what the screen shows of them,
 * and the test alert's answer. Secrets (the SMTP password, the webhook signing secret, the Worker's
 * send_email binding) stay in the API's environment and never appear here.
 */

export const ALERT_CHANNELS = ['webhook', 'email'] as const
export type AlertChannelName = (typeof ALERT_CHANNELS)[number]

export const ALERT_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const

/** How the API sends email: SMTP (the Node entry's SMTP_URL) or Cloudflare's send_email binding. */
export const EMAIL_SENDERS = ['smtp', 'cloudflare'] as const
export type EmailSenderKind = (typeof EMAIL_SENDERS)[number]

export const ALERT_LIMITS = {
  recipients: 10,
  webhookUrl: LIMITS.url,
} as const

export const ALERT_SETTINGS_MESSAGES = {
  recipients: `recipients must be a list of at most ${ALERT_LIMITS.recipients} email addresses.`,
  recipient: 'Each recipient must be a valid email address, such as owner@studio.example.',
  recipientRepeated: 'Each recipient may be listed only once.',
  webhookUrl: 'webhook_url must be a web address starting with https:// (or empty, to turn the webhook off).',
  webhookUrlTooLong: `webhook_url must be at most ${ALERT_LIMITS.webhookUrl} characters.`,
  webhookHttps: 'The webhook address must start with https://.',
  webhookCredentials: 'The webhook address must not contain a user name or password.',
  webhookPrivate:
    'The webhook address points at a private or local network address, which this server does not post to. Use the public https:// address your chat service gives you.',
} as const

/**
 * What to set on the server when it has no way to send email, exactly as the Settings screen shows
 * it (the Node entry: SMTP; the Worker: the send_email binding and its sender).
 */
export const EMAIL_SETUP_TEXTS = {
  smtp: "Alert emails need an SMTP account: set SMTP_URL (for example smtps://user:password@smtp.example.com:465) and SMTP_FROM (the sender, for example Studio alerts <alerts@studio.example>) in the API's environment, then restart the API.",
  cloudflare:
    'Alert emails need Cloudflare Email Sending: add the send_email binding ALERT_EMAIL in apps/api/wrangler.jsonc, set ENQUIRY_ALERT_FROM to a sender on a domain onboarded to Email Sending, then deploy the API. Each recipient must be a verified destination address of your Cloudflare account.',
} as const satisfies Record<EmailSenderKind, string>

/** Whether a URL parses and is http(s), without throwing (no URL.canParse on older browsers). */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

const recipient = z
  .string({ error: ALERT_SETTINGS_MESSAGES.recipient })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(LIMITS.email, ALERT_SETTINGS_MESSAGES.recipient),
    z.regex(EMAIL_PATTERN, ALERT_SETTINGS_MESSAGES.recipient),
    withoutControlCharacters('A recipient'),
  )

const recipients = z.array(recipient, { error: ALERT_SETTINGS_MESSAGES.recipients }).check(
  z.maxLength(ALERT_LIMITS.recipients, ALERT_SETTINGS_MESSAGES.recipients),
  z.refine((list) => new Set(list).size === list.length, ALERT_SETTINGS_MESSAGES.recipientRepeated),
)

/**
 * The webhook's address: http(s) here; whether plain http and private addresses are accepted is the
 * API's to say (only on the embedded default). Empty or null turns the webhook off.
 */
const webhookUrl = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null))),
  z.nullable(
    z
      .string({ error: ALERT_SETTINGS_MESSAGES.webhookUrl })
      .check(
        z.maxLength(ALERT_LIMITS.webhookUrl, ALERT_SETTINGS_MESSAGES.webhookUrlTooLong),
        withoutControlCharacters('webhook_url'),
        z.refine(isHttpUrl, ALERT_SETTINGS_MESSAGES.webhookUrl),
      ),
  ),
)

/** The settings group `alerts`: who gets alert emails and where the webhook posts; empty: off. */
export const AlertTargetsSchema = z.object({
  recipients: z._default(recipients, []),
  webhook_url: z._default(webhookUrl, null),
})
export type AlertTargets = z.output<typeof AlertTargetsSchema>

/**
 * A webhook address as the audit log and the screens may show it: its origin and a mark where the
 * path was (Slack's and Discord's addresses carry their secret in the path).
 */
export function webhookShown(url: string | null): string | null {
  if (url === null) return null
  try {
    const { origin, pathname, search } = new URL(url)
    return pathname === '/' && search === '' ? origin : `${origin}/…`
  } catch {
    return '…'
  }
}

/** PUT {prefix}/settings/alerts: a field left out keeps its value; `webhook_url` null or "" clears it. */
export const AlertTargetsBodySchema = z.object(
  { recipients: z.optional(recipients), webhook_url: z.optional(webhookUrl) },
  { error: BODY_MESSAGES.notObject },
)
export type AlertTargetsBody = z.input<typeof AlertTargetsBodySchema>

/** One channel as the Settings screen shows it: never a secret, never a URL's path or credentials. */
export const AlertChannelInfoSchema = z.object({
  channel: z.enum(ALERT_CHANNELS),
  /** Alerts go out on it: its address is set, and (email) this server can send email. */
  configured: z.boolean(),
  /** Where alerts go, safe to show: the webhook's host, or the recipients; null when none is set. */
  target: z.nullable(z.string()),
  /** Webhook only: whether bodies are signed (ENQUIRY_WEBHOOK_SECRET is set). */
  signed: z.optional(z.boolean()),
})
export type AlertChannelInfo = z.infer<typeof AlertChannelInfoSchema>

export const AlertDeliverySchema = z.object({
  id: z.int(),
  /** null for a test alert, or once the message was deleted. */
  message_id: z.nullable(z.int()),
  channel: z.enum(ALERT_CHANNELS),
  status: z.enum(ALERT_DELIVERY_STATUSES),
  attempts: z.int(),
  next_attempt_at: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
})
export type AlertDelivery = z.infer<typeof AlertDeliverySchema>

/** GET (and the answer of PUT) {prefix}/settings/alerts */
export const AlertSettingsSchema = z.object({
  /** Who gets the alert emails, as stored (the form's value). */
  recipients: z.array(z.string()),
  /** How this server sends email, or null when it cannot. */
  email_sender: z.nullable(z.enum(EMAIL_SENDERS)),
  /** When it cannot: exactly what to set on the server (one of EMAIL_SETUP_TEXTS); else null. */
  email_setup: z.nullable(z.string()),
  /** Whether a webhook may be on a private or loopback address, or plain http (the embedded default). */
  webhook_local_allowed: z.boolean(),
  /** Both channels, on or not. The webhook's full address is never answered: only its host. */
  channels: z.array(AlertChannelInfoSchema),
  /** MESSAGE_RETENTION_DAYS: archived messages older than this are deleted; null keeps them. */
  retention_days: z.nullable(z.int()),
  /** The latest deliveries, newest first. */
  deliveries: z.array(AlertDeliverySchema),
})
export type AlertSettings = z.infer<typeof AlertSettingsSchema>

/**
 * POST {prefix}/settings/alerts/test: what each channel answered, one result per webhook and per
 * recipient (each recipient gets its own test email, so one bad address shows as itself).
 */
export const TestAlertResultSchema = z.object({
  results: z.array(
    z.object({
      channel: z.enum(ALERT_CHANNELS),
      /** The webhook's host, or the recipient's address. */
      target: z.string(),
      ok: z.boolean(),
      /** What went wrong, in the channel's words; null when sent. */
      error: z.nullable(z.string()),
    }),
  ),
})
export type TestAlertResult = z.infer<typeof TestAlertResultSchema>
