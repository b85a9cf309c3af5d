import { webhookBody } from './alert-text'
import { discardBody, readBodyStart } from './answer-body'
import type { AlertChannel } from './channel'
import { webhookAddressProblem } from './webhook-address'

/**
 * The whole delivery (connection, answer and the part of its body that is read) stops here; a
 * receiver that takes longer has failed, and the outbox tries again later.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** At most this much of a refusal's body is read, to record what the receiver said. */
export const WEBHOOK_ANSWER_MAX_BYTES = 2 * 1024
/** What a failed delivery records of the receiver's text (the start of it, on one line). */
const REFUSAL_TEXT_MAX = 300

export interface WebhookOptions {
  /** ENQUIRY_WEBHOOK_SECRET: each body is signed, `X-Signature-256: sha256=<hex HMAC-SHA256 of the body>`. */
  secret?: string | undefined
  /** Private, loopback and plain-http addresses are posted to (the embedded default only). */
  allowLocal?: boolean
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

const isRedirect = (status: number) => status >= 300 && status < 400

/** `The webhook answered 403: invalid_token`: the receiver's words on one line, cut short. */
function refusalOf(status: number, text: string, complete: boolean): Error {
  const line = text.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim()
  if (line === '') return new Error(`The webhook answered ${status}.`)
  const cut = line.length > REFUSAL_TEXT_MAX || !complete
  return new Error(`The webhook answered ${status}: ${line.slice(0, REFUSAL_TEXT_MAX)}${cut ? '…' : ''}`)
}

/**
 * POSTs `{"text", "event_id", "enquiry"}` JSON to the address saved in Settings (Slack and chat
 * relays show `text`); any non-2xx is a failure. A redirect is a failure too, never followed: the
 * saved address is the only one posted to, and it is checked again before every post (a database
 * moved from a laptop to production keeps a local address it must no longer reach). The answer is
 * trusted for nothing but its status: a success's body is dropped unread, a refusal's is read up to
 * WEBHOOK_ANSWER_MAX_BYTES, and all of it within WEBHOOK_TIMEOUT_MS.
 */
export function createWebhookChannel(options: WebhookOptions = {}): AlertChannel {
  const { secret, allowLocal = false } = options
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS
  return {
    name: 'webhook',
    targetsOf: (settings) => (settings.webhook_url ? [settings.webhook_url] : []),
    // Webhook URLs often carry their secret in the path (Slack's do): only the host is shown.
    shownTargetOf: hostOf,
    signed: Boolean(secret),
    async send(alert, [url]) {
      if (url === undefined) throw new Error('No webhook address is set.')
      const problem = webhookAddressProblem(url, allowLocal)
      if (problem) throw new Error(problem)
      await post(url, webhookBody(alert), alert.eventId)
    },
  }

  async function post(url: string, body: string, eventId: string): Promise<void> {
    // The same key on every attempt: a receiver that took too long and got the retry can drop it.
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'idempotency-key': eventId,
    }
    if (secret) headers['x-signature-256'] = await signatureOf(secret, body)
    // One limit for everything, body included (a timeout on fetch alone would let a trickling
    // body run on); a plain timer, so tests drive it with fake timers.
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(), timeoutMs)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: deadline.signal,
      })
      if (response.ok) {
        discardBody(response)
        return
      }
      if (isRedirect(response.status)) {
        discardBody(response)
        throw new Error(`The webhook answered ${response.status} (a redirect, which is not followed).`)
      }
      const start = await readBodyStart(response, WEBHOOK_ANSWER_MAX_BYTES, deadline.signal)
      throw refusalOf(response.status, start.text, start.complete)
    } catch (error) {
      if (deadline.signal.aborted) throw new Error(`The webhook did not answer within ${timeoutMs / 1000} s.`)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
}

/** The host of a stored address, or a placeholder when it no longer parses. */
function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'an address that is not valid'
  }
}
