import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http'
import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** Real local servers for the alert tests (test-only code): HTTP receivers, SMTP, and one nobody reaches. */

export interface ReceivedRequest {
  headers: IncomingHttpHeaders
  body: string
}

/**
 * A webhook receiver on 127.0.0.1. `answers` are the statuses of the next requests in turn (then
 * `fallback`, default 200); `hold` keeps answers back until `release()`, to show nobody waits on it.
 * `arrived(n)` resolves once n requests have come in whole, so a test waits for them, not for time.
 */
export async function startWebhookReceiver(options: { answers?: number[]; fallback?: number } = {}) {
  const answers = [...(options.answers ?? [])]
  const requests: ReceivedRequest[] = []
  const waiting: { count: number; resolve: () => void }[] = []
  let held: (() => void)[] | null = null
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      requests.push({ headers: req.headers, body })
      for (const waiter of waiting.filter((w) => w.count <= requests.length)) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve()
      }
      const answer = () => {
        const status = answers.shift() ?? options.fallback ?? 200
        res.writeHead(status, { 'content-type': 'text/plain' })
        // A refusal with no text, so a failed delivery records the status alone.
        res.end(status < 300 ? 'ok' : '')
      }
      if (held) held.push(answer)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/T000/SECRET-PATH`,
    requests,
    arrived(count = 1) {
      return new Promise<void>((resolve) => {
        if (requests.length >= count) resolve()
        else waiting.push({ count, resolve })
      })
    },
    hold() {
      held = []
    },
    release() {
      const waiting = held ?? []
      held = null
      for (const answer of waiting) answer()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Any local HTTP server on 127.0.0.1 (test-only): `handler` answers every request; `hits` counts
 * them. For answers a receiver should never give (redirects, endless bodies).
 */
export async function startHttpServer(handler: RequestListener) {
  let hits = 0
  const server = createServer((req, res) => {
    hits += 1
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface ReceivedMail {
  from: string | undefined
  to: string[]
  raw: string
}

/**
 * A receiver nobody can reach, on 127.0.0.1: every connection is reset as soon as it is taken, before
 * a byte of any answer. It stays listening until `close()`, so its port cannot go to another
 * process meanwhile, as a just-closed port can (and another test's server would then answer).
 */
export async function startUnreachableReceiver() {
  let connections = 0
  const server = createTcpServer((socket) => {
    connections += 1
    socket.resetAndDestroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    webhookUrl: `http://127.0.0.1:${port}/hooks/T000/SECRET-PATH`,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    /** How many connections were made to it (each one reset). */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A plain SMTP server on 127.0.0.1 that keeps every message it receives. `refuse` lists recipients
 * it answers 550 for (a mailbox that does not exist), as a real server does at RCPT TO.
 */
export async function startSmtpReceiver(options: { refuse?: string[] } = {}) {
  const mails: ReceivedMail[] = []
  const refused = new Set(options.refuse ?? [])
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback()
      const error = new Error(`No such mailbox: ${address.address}`) as Error & { responseCode: number }
      error.responseCode = 550
      callback(error)
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        raw += chunk
      })
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        mails.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        callback()
      })
    },
  })
  // smtp-server re-emits a socket error during a mail transaction as its own 'error' event, which with
  // no listener would end the whole test run; the sender's side sees that failure where it matters.
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    // A failure to listen rejects here rather than leaving the test waiting.
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The body of a quoted-printable part, as text (RFC 2045: soft breaks and =XX bytes). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(joined.charCodeAt(i))
  }
  return new TextDecoder().decode(new Uint8Array(bytes))
}

/** A received plain-text mail's headers, and its body as text (nodemailer sends it quoted-printable). */
export function mailParts(mail: ReceivedMail): { headers: string; text: string } {
  const end = mail.raw.indexOf('\r\n\r\n')
  const headers = mail.raw.slice(0, end)
  const body = mail.raw.slice(end + 4)
  const quoted = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers)
  return { headers, text: quoted ? decodeQuotedPrintable(body) : body }
}
