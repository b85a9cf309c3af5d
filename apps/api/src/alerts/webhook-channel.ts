import { bytesToHex } from '@studio/contracts/bytes'
import { plainChatText, webhookBody } from './alert-text'
import { type BodyStart, discardBody, readBodyStart } from './answer-body'
import { type AlertChannel, RefusedDelivery } from './channel'
import { isLocalHost, webhookAddressProblem } from './webhook-address'

/**
 * The whole delivery (connection, answer and the part of its body that is read) stops here; a
 * receiver that takes longer has failed, and the outbox tries again later.
 */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** At most this much of a refusal's body is read, to record what the receiver said. */
export const WEBHOOK_ANSWER_MAX_BYTES = 2 * 1024
/** What a failed delivery records of a public receiver's text: the start of it, on one line. */
export const REFUSAL_EXCERPT_MAX = 200

/**
 * Every failure to get an answer (refused, reset, no such name, TLS, not HTTP) is recorded in these
 * same words: the delivery records are shown in Settings, and the cause would tell an open port
 * from a closed one on whatever network the server sits in.
 */
export const WEBHOOK_UNREACHABLE = 'The webhook could not be reached.'

export interface WebhookOptions {
  /** ENQUIRY_WEBHOOK_SECRET: each body is signed, `X-Signature-256: sha256=<hex HMAC-SHA256 of the body>`. */
  secret?: string | undefined
  /** Private, loopback and plain-http addresses are posted to (the Node entry's opt-in, the tests). */
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
  return `sha256=${bytesToHex(mac)}`
}

const isRedirect = (status: number) => status >= 300 && status < 400

/**
 * What a refusal records: its status, and for a receiver on the public internet the start of its
 * text on one line, with control and formatting characters removed and at most
 * REFUSAL_EXCERPT_MAX characters (`The webhook answered 403: invalid_token`). A local receiver's
 * text (`start` null) is never kept: it could be any internal service's answer.
 */
export function refusalText(status: number, start: BodyStart | null): string {
  const line = (start?.text ?? '').replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim()
  if (!start || line === '') return `The webhook answered ${status}.`
  const characters = Array.from(line)
  const cut = characters.length > REFUSAL_EXCERPT_MAX || !start.complete
  return `The webhook answered ${status}: ${characters.slice(0, REFUSAL_EXCERPT_MAX).join('')}${cut ? '…' : ''}`
}

/**
 * POSTs `{"text", "event_id", "enquiry"}` JSON to the address saved in Settings (Slack and chat
 * relays show `text`); any non-2xx is a failure. A redirect is a failure too, never followed: the
 * saved address is the only one posted to, and it is checked again before every post (a database
 * moved from a laptop to production keeps a local address it must no longer reach). The answer is
 * trusted for nothing but its status: a success's body is dropped unread, a refusal's is read up to
 * WEBHOOK_ANSWER_MAX_BYTES, and all of it within WEBHOOK_TIMEOUT_MS; only a public receiver's
 * refusal keeps a short excerpt of its text (refusalText).
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
    async sendNotice(notice, [url]) {
      if (url === undefined) throw new Error('No webhook address is set.')
      const problem = webhookAddressProblem(url, allowLocal)
      if (problem) throw new Error(problem)
      await post(
        url,
        JSON.stringify({ text: plainChatText(notice.text), event_id: notice.eventId }),
        notice.eventId,
      )
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
      const request = { method: 'POST', headers, body, redirect: 'manual', signal: deadline.signal } as const
      const failure = await failureOf(url, request, deadline.signal)
      if (typeof failure === 'string') throw new Error(failure)
      if (failure !== null) throw failure
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * Why one post failed, in the channel's own fixed words (a receiver's only when public), or null;
   * a refusal keeps its status.
   */
  async function failureOf(
    url: string,
    request: RequestInit,
    deadline: AbortSignal,
  ): Promise<string | RefusedDelivery | null> {
    const timedOut = `The webhook did not answer within ${timeoutMs / 1000} s.`
    let response: Response
    try {
      response = await fetch(url, request)
    } catch {
      return deadline.aborted ? timedOut : WEBHOOK_UNREACHABLE
    }
    if (response.ok) {
      discardBody(response)
      return null
    }
    if (isRedirect(response.status)) {
      discardBody(response)
      return new RefusedDelivery(
        `The webhook answered ${response.status} (a redirect, which is not followed).`,
        response.status,
        response.statusText,
      )
    }
    // Read alike for every receiver (bounded in bytes and time); only a public one's words are kept.
    const start = await readBodyStart(response, WEBHOOK_ANSWER_MAX_BYTES, deadline).catch(() => null)
    if (deadline.aborted) return timedOut
    const words = refusalText(response.status, isLocalHost(new URL(url).hostname) ? null : start)
    return new RefusedDelivery(words, response.status, response.statusText)
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
