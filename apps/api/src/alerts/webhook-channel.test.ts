import type { ServerResponse } from 'node:http'
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net'
import { ALERT_SETTINGS_MESSAGES } from '@studio/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startHttpServer, startUnreachableReceiver } from '../test-support/test-receivers'
import type { EnquiryAlert } from './channel'
import {
  createWebhookChannel,
  REFUSAL_EXCERPT_MAX,
  refusalText,
  WEBHOOK_ANSWER_MAX_BYTES,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_UNREACHABLE,
} from './webhook-channel'

/**
 * The webhook reads another server's answer: a redirect is a failed delivery (never followed), and
 * an answer's body is read only up to a few KB and only within the total time limit, whatever the
 * receiver sends. Real local servers (node:http) give the answers.
 */

const alert: EnquiryAlert = {
  enquiry: {
    id: 7,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: null,
    subject: 'A website',
    message: 'Hello',
    language: 'en',
    created_at: '2030-01-01T00:00:00.000Z',
    source: null,
    campaign: null,
    landing_path: null,
  },
  panelUrl: 'http://localhost:5174/admin/messages?id=7',
  test: false,
  eventId: 'event-7',
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function server(handler: Parameters<typeof startHttpServer>[0]) {
  const started = await startHttpServer(handler)
  cleanups.push(started.close)
  return started
}

/** One alert posted to `url` by a channel that opted in to local addresses (as the tests' Node entry does). */
const sendTo = (url: string) => createWebhookChannel({ allowLocal: true }).send(alert, [url])

/** What a send came to: 'sent', or the error it failed with. */
const outcomeOf = (sending: Promise<void>) =>
  sending.then(
    () => 'sent' as const,
    (error: unknown) => error as Error,
  )

/**
 * A receiver answering `status` with a body of `total` bytes and no Content-Length (chunked),
 * written only as fast as the client reads it; `sent` is how much the client took before it hung up.
 */
async function endlessAnswer(status: number, total: number) {
  const state = { written: 0, finished: false }
  let closed!: () => void
  const hungUp = new Promise<void>((resolve) => {
    closed = resolve
  })
  const chunk = Buffer.alloc(64 * 1024, 'x')
  const started = await server((req, res: ServerResponse) => {
    req.resume()
    res.writeHead(status, { 'content-type': 'text/plain' })
    res.on('close', closed)
    const pump = () => {
      while (state.written < total && !res.destroyed) {
        state.written += chunk.length
        if (!res.write(chunk)) {
          res.once('drain', pump)
          return
        }
      }
      if (!res.destroyed) {
        state.finished = true
        res.end()
      }
    }
    pump()
  })
  return { ...started, state, hungUp }
}

/** A receiver whose every connection is reset before a byte of any answer. */
async function resetting() {
  const receiver = await startUnreachableReceiver()
  cleanups.push(receiver.close)
  return { url: receiver.webhookUrl, connections: receiver.connections }
}

/** A raw TCP receiver on 127.0.0.1 that treats each connection with `handle`. */
async function tcpReceiver(handle: (socket: Socket) => void) {
  const sockets: Socket[] = []
  const tcp = createTcpServer((socket) => {
    sockets.push(socket)
    socket.on('error', () => undefined)
    handle(socket)
  })
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        tcp.close(() => resolve())
      }),
  )
  const { port } = tcp.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/hook`, connections: () => sockets.length }
}

/** Another protocol's greeting (an SSH server's), then the connection ends. */
const notHttp = () => tcpReceiver((socket) => socket.write('SSH-2.0-OpenSSH_9.6\r\n', () => socket.destroy()))
/** The connection is taken and closed at once, with nothing said. */
const closingAtOnce = () => tcpReceiver((socket) => socket.destroy())

describe('what a refusal records', () => {
  it("keeps a public receiver's words on one line, without control or formatting characters", () => {
    expect(refusalText(403, { text: '  invalid_token\r\n\u0007more\tdetail \u202e ', complete: true })).toBe(
      'The webhook answered 403: invalid_token more detail',
    )
  })

  it(`cuts a public receiver's words at ${REFUSAL_EXCERPT_MAX} characters, and marks a cut or unfinished text`, () => {
    const long = refusalText(500, { text: 'é'.repeat(5000), complete: true })
    expect(long).toBe(`The webhook answered 500: ${'é'.repeat(REFUSAL_EXCERPT_MAX)}…`)
    expect(refusalText(500, { text: 'partial', complete: false })).toBe('The webhook answered 500: partial…')
  })

  it('keeps only the status when there is no text, or the receiver is local', () => {
    expect(refusalText(503, { text: ' \r\n ', complete: true })).toBe('The webhook answered 503.')
    expect(refusalText(500, null)).toBe('The webhook answered 500.')
  })
})

describe('webhook answers the API does not trust', () => {
  it.each([301, 302, 303, 307, 308])(
    'counts a %i redirect as a failed delivery and never follows it',
    async (status) => {
      const elsewhere = await server((_req, res) => res.end('followed'))
      const hook = await server((req, res) => {
        req.resume()
        res.writeHead(status, { location: elsewhere.url })
        res.end()
      })
      const outcome = await outcomeOf(sendTo(hook.url))
      expect(outcome).toBeInstanceOf(Error)
      expect((outcome as Error).message).toBe(
        `The webhook answered ${status} (a redirect, which is not followed).`,
      )
      expect(hook.hits()).toBe(1)
      expect(elsewhere.hits()).toBe(0)
    },
  )

  it('stops reading a 50 MB answer without a length: a success is taken at its status', async () => {
    const hook = await endlessAnswer(200, 50 * 1024 * 1024)
    expect(await outcomeOf(sendTo(hook.url))).toBe('sent')
    await hook.hungUp
    expect(hook.state.finished).toBe(false)
    // What the sockets' buffers held when the client hung up, no more.
    expect(hook.state.written).toBeLessThan(16 * 1024 * 1024)
  })

  it('stops reading a 50 MB refusal without a length after a few KB, recording only its status', async () => {
    const hook = await endlessAnswer(500, 50 * 1024 * 1024)
    const outcome = await outcomeOf(sendTo(hook.url))
    expect(outcome).toBeInstanceOf(Error)
    expect((outcome as Error).message).toBe('The webhook answered 500.')
    await hook.hungUp
    expect(hook.state.finished).toBe(false)
    expect(hook.state.written).toBeLessThan(16 * 1024 * 1024)
  })

  it("never records a local receiver's words, only its status", async () => {
    const hook = await server((req, res) => {
      req.resume()
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('db_password=hunter2\nredis=10.0.0.7:6379')
    })
    const outcome = await outcomeOf(sendTo(hook.url))
    expect((outcome as Error).message).toBe('The webhook answered 500.')
  })

  it.each([
    ['a connection reset before any answer', resetting],
    ['a server that is not HTTP', notHttp],
    ['a connection closed without an answer', closingAtOnce],
  ])('records %s in the same fixed words as every failure to get an answer', async (_case, start) => {
    const { url, connections } = await start()
    const outcome = await outcomeOf(sendTo(url))
    expect((outcome as Error).message).toBe(WEBHOOK_UNREACHABLE)
    expect(connections()).toBeGreaterThan(0)
  })

  it('gives up at the total time limit on an answer that trickles in a byte at a time', async () => {
    let trickle: NodeJS.Timeout | undefined
    let bytes = 0
    let begun!: () => void
    const trickling = new Promise<void>((resolve) => {
      begun = resolve
    })
    let hungUp!: () => void
    const closed = new Promise<void>((resolve) => {
      hungUp = resolve
    })
    const hook = await server((req, res) => {
      req.resume()
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.on('close', () => {
        clearInterval(trickle)
        hungUp()
      })
      // The receiver's own pace is real time (setInterval); the channel's limit runs on the fake clock.
      trickle = setInterval(() => {
        res.write('x')
        bytes += 1
        if (bytes === 3) begun()
      }, 5)
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const outcome = outcomeOf(sendTo(hook.url))
    await trickling
    await vi.advanceTimersByTimeAsync(WEBHOOK_TIMEOUT_MS)
    const result = await outcome
    expect(result).toBeInstanceOf(Error)
    expect((result as Error).message).toBe(
      `The webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`,
    )
    await closed
    expect(bytes).toBeLessThan(WEBHOOK_ANSWER_MAX_BYTES)
  })

  it('gives up at the total time limit on a receiver that never answers', async () => {
    let reached!: () => void
    const arrived = new Promise<void>((resolve) => {
      reached = resolve
    })
    const hook = await server((req) => {
      req.resume()
      reached()
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const outcome = outcomeOf(sendTo(hook.url))
    // The clock jumps only once the receiver has the request: one that took it and never answers.
    await arrived
    expect(hook.hits()).toBe(1)
    await vi.advanceTimersByTimeAsync(WEBHOOK_TIMEOUT_MS)
    expect(((await outcome) as Error).message).toBe(
      `The webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`,
    )
  })
})

describe('webhook addresses the production rule refuses', () => {
  it.each([
    ['http://127.0.0.1:9/hook', ALERT_SETTINGS_MESSAGES.webhookHttps],
    ['https://127.0.0.1:9/hook', ALERT_SETTINGS_MESSAGES.webhookPrivate],
    ['https://[::1]:9/hook', ALERT_SETTINGS_MESSAGES.webhookPrivate],
    ['https://localhost:9/hook', ALERT_SETTINGS_MESSAGES.webhookPrivate],
  ])('refuses %s before any connection, in words the owner can act on', async (url, message) => {
    const hook = await server((req, res) => {
      req.resume()
      res.end('ok')
    })
    const local = url.replace(':9/hook', `:${new URL(hook.url).port}/hook`)
    const outcome = await outcomeOf(createWebhookChannel().send(alert, [local]))
    expect((outcome as Error).message).toBe(message)
    expect(hook.hits()).toBe(0)
  })

  it('posts to a loopback address when the entry opts in', async () => {
    const hook = await server((req, res) => {
      req.resume()
      res.end('ok')
    })
    expect(await outcomeOf(sendTo(hook.url))).toBe('sent')
    expect(hook.hits()).toBe(1)
  })
})
