import { webhookBody } from './alert-text'
import type { AlertChannel } from './channel'

/** A receiver that takes longer than this has failed; the outbox tries again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000

export interface WebhookOptions {
  url: string
  /** When set, each body is signed: `X-Signature-256: sha256=<hex HMAC-SHA256 of the body>`. */
  secret?: string | undefined
  timeoutMs?: number
}

/** hex(HMAC-SHA256(secret, body)) through WebCrypto, so the Worker and Node share it. */
export async function signatureOf(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)))
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** POSTs `{"text", "event_id", "enquiry"}` JSON (Slack and chat relays show `text`); any non-2xx is a failure. */
export function createWebhookChannel(options: WebhookOptions): AlertChannel {
  const { url, secret } = options
  return {
    name: 'webhook',
    // Webhook URLs often carry their secret in the path (Slack's do): only the host is shown.
    info: { channel: 'webhook', configured: true, target: new URL(url).host, signed: Boolean(secret) },
    async send(alert) {
      const body = webhookBody(alert)
      // The same key on every attempt: a receiver that took too long and got the retry can drop it.
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': alert.eventId,
      }
      if (secret) headers['x-signature-256'] = await signatureOf(secret, body)
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      })
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) throw new Error(`The webhook answered ${response.status}.`)
    },
  }
}
