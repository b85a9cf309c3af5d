import type { AlertChannelInfo, AlertChannelName, ContactMessage } from '@studio/contracts'

/**
 * An enquiry alert channel (webhook, email). The entries build the configured ones (web-only code
 * for the Worker, SMTP for Node) and hand them to the app; tests hand it channels that talk to real
 * local servers. Nothing here reads the environment.
 */
export interface AlertChannel {
  name: AlertChannelName
  /** What the Settings screen may show: never a secret. */
  info: AlertChannelInfo
  /** Delivers one alert; throws on failure (the outbox retries). */
  send(alert: EnquiryAlert): Promise<void>
}

export interface EnquiryAlert {
  enquiry: ContactMessage
  /** The message in the admin panel. */
  panelUrl: string
  /** A test alert sent from the Settings screen. */
  test: boolean
  /** The same for every attempt at one delivery (see alert_outbox.event_id). */
  eventId: string
}

export interface AlertSetup {
  channels: AlertChannel[]
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

/** Channels as the Settings screen lists them: both, configured or not. */
export function channelInfos(channels: readonly AlertChannel[]): AlertChannelInfo[] {
  const byName = new Map(channels.map((channel) => [channel.name, channel.info]))
  return (['webhook', 'email'] as const).map(
    (name) => byName.get(name) ?? { channel: name, configured: false, target: null },
  )
}
