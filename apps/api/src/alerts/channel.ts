import {
  ALERT_CHANNELS,
  type AlertChannelInfo,
  type AlertChannelName,
  type AlertTargets,
  type ContactMessage,
} from '@studio/contracts'
import type { EmailSender } from './email-sender'

/**
 * An enquiry alert channel (webhook, email): a way this server can deliver, whose addresses come
 * from the settings the owner saves (the group `alerts`). The entries build the channels they can
 * deliver on (the webhook everywhere, email when they have a sender); tests build them on real local
 * servers. Nothing here reads the environment.
 */
export interface AlertChannel {
  name: AlertChannelName
  /** Where this channel's alerts go under these settings; empty: the channel is off. */
  targetsOf(settings: AlertTargets): string[]
  /** What the Settings screen may show of one target: never a secret (a webhook's host only). */
  shownTargetOf(target: string): string
  /** Webhook only: whether bodies are signed. */
  signed?: boolean
  /** Delivers one alert to `targets` (one message for all of them); throws on failure. */
  send(alert: EnquiryAlert, targets: readonly string[]): Promise<void>
  /** Tells the owner about the alerts themselves (another channel that keeps failing); throws on failure. */
  sendNotice(notice: AlertNotice, targets: readonly string[]): Promise<void>
}

/** A message to the owner that is not an enquiry: a subject line and a plain text. */
export interface AlertNotice {
  subject: string
  text: string
  eventId: string
}

/** A reason phrase is the receiver's: printable ASCII only, and short. */
const REASON_PHRASE_MAX = 40

/**
 * A send the receiver answered with a refusal: its status, and the reason phrase when one came
 * (`410`, `Gone`). The message is the channel's own words, as for any failure.
 */
export class RefusedDelivery extends Error {
  readonly statusText: string

  constructor(
    message: string,
    readonly status: number,
    statusText = '',
  ) {
    super(message)
    this.name = 'RefusedDelivery'
    this.statusText = statusText
      .replace(/[^\x20-\x7e]+/g, ' ')
      .trim()
      .slice(0, REASON_PHRASE_MAX)
  }
}

/** The status a failed send got, when it got one: a webhook's HTTP status, an SMTP reply code. */
export function answerStatusOf(error: unknown): number | null {
  if (error instanceof RefusedDelivery) return error.status
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' ? code : null
}

/** A refusal as a short answer (`410 Gone`), or null when the send got no status with a phrase. */
export function answerLineOf(error: unknown): string | null {
  if (!(error instanceof RefusedDelivery) || error.statusText === '') return null
  return `${error.status} ${error.statusText}`
}

export interface EnquiryAlert {
  /** The enquiry, with what brought its visitor (`source`) when the site knows it. */
  enquiry: ContactMessage
  /** The message in the admin panel. */
  panelUrl: string
  /** A test alert sent from the Settings screen. */
  test: boolean
  /** The same for every attempt at one delivery (see alert_outbox.event_id). */
  eventId: string
}

export interface AlertSetup {
  /** The channels this server can deliver on, each on only while its settings name a target. */
  channels: AlertChannel[]
  /** How this server sends email (alerts and invites), or null when it cannot. */
  email: EmailSender | null
  /** With no email sender: exactly what to set (one of EMAIL_SETUP_TEXTS). */
  emailSetup: string
  /**
   * Whether a webhook may be on a private, loopback or plain-http address: set by the entry (the
   * Node entry only with ALLOW_LOCAL_WEBHOOKS=true; the Worker never), never by a request.
   */
  allowLocalWebhooks: boolean
  /**
   * Waits after each failed attempt (ms); there are `retryDelaysMs.length + 1` attempts in all.
   * Tests shorten it; the default is RETRY_DELAYS_MS in outbox.ts.
   */
  retryDelaysMs?: readonly number[]
}

/** The panel's Messages screen, opened on one message (`/admin/messages?id=<id>`). */
export function panelUrlOf(adminOrigin: string, messageId: number): string {
  return `${adminOrigin}/admin/messages?id=${messageId}`
}

/**
 * Both channels as the Settings screen lists them: on or not, and where they go (safe to show).
 * Recipients are listed even when this server cannot send email (the screen says what to set).
 */
export function channelInfos(channels: readonly AlertChannel[], settings: AlertTargets): AlertChannelInfo[] {
  return ALERT_CHANNELS.map((name) => {
    const channel = channels.find((candidate) => candidate.name === name)
    const targets = channel?.targetsOf(settings) ?? []
    const shown = channel
      ? targets.map((target) => channel.shownTargetOf(target))
      : name === 'email'
        ? settings.recipients
        : []
    return {
      channel: name,
      configured: targets.length > 0,
      target: shown.length > 0 ? shown.join(', ') : null,
      ...(name === 'webhook' ? { signed: Boolean(channel?.signed) } : {}),
    }
  })
}
