import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BODY_LIMIT_BYTES } from '@studio/contracts/constants'
import { SITE_URL } from './api-server'
import { API_URL, adminToken, expect, test } from './fixtures'
import { RESTARTED_SITE_URL, startSite, stopSite } from './site-server'

/**
 * The built site keeps serving whatever a client sends: bodies over the limit (with a length, or
 * chunked without one), methods a page does not take, malformed requests. Raw HTTP clients (node:net
 * and node:http, one connection each, no retries) drive both local ways the Worker runs: `vite
 * preview` (the e2e site) and `wrangler dev` on the same build (the local runtime whose proxy broke
 * the next request after a half-read body).
 */

/** What came back on one connection: each answer's status line and headers, in order. */
interface RawAnswer {
  statuses: number[]
  head: string
  closed: 'end' | 'reset' | 'timeout' | 'answered' | 'sent'
}

interface RawOptions {
  /** How many answers to read; 0: none, the client lets go once its parts are sent (as one that gives up). */
  answers?: number
  /**
   * Half-closes the connection once the parts are sent and the first answer has come: a server then
   * answers what it still holds and closes, or closes, instead of waiting in silence for more bytes.
   */
  end?: boolean
  /** A ceiling, not a wait: how long a silent connection is kept before it counts as silent. */
  waitMs?: number
}

/**
 * Writes `parts` on one new connection (a turn of the event loop between them, as a real upload
 * sends packets) and reads until `answers` answers have come or the server closes; a connection
 * silent for `waitMs` is let go.
 */
function raw(
  origin: string,
  parts: Array<string | Buffer>,
  { answers = 1, end = false, waitMs = 10_000 }: RawOptions = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    let received = ''
    let settled = false
    let sent = false
    let answered = 0
    const endOnceAnswered = () => {
      if (end && sent && answered > 0 && !socket.destroyed) socket.end()
    }
    const settle = (closed: RawAnswer['closed']) => {
      if (settled) return
      settled = true
      socket.destroy()
      const statuses = [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]))
      resolve({ statuses, head: received.split('\r\n\r\n')[0] ?? '', closed })
    }
    socket.setTimeout(waitMs, () => settle('timeout'))
    socket.on('data', (data) => {
      received += data.toString('latin1')
      answered = [...received.matchAll(/^HTTP\/1\.1 \d{3}/gm)].length
      if (answers > 0 && answered >= answers) settle('answered')
      else endOnceAnswered()
    })
    socket.on('end', () => settle('end'))
    socket.on('error', () => settle('reset'))
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return
        // Written: handed to the system, so each part leaves as its own packet.
        await new Promise((written) => socket.write(part, written))
      }
      sent = true
      if (answers === 0) settle('sent')
      else endOnceAnswered()
    })
  })
}

/**
 * A GET on its own connection: its status, or 0 when no whole answer came within 10 s (a stalled site
 * never answers at all; a busy machine answers in well under that).
 */
function get(origin: string, pathname = '/'): Promise<number> {
  return new Promise((resolve) => {
    const request = httpRequest(`${origin}${pathname}`, { agent: false, timeout: 10_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve(0))
    request.end()
  })
}

/** The site still answers pages: three GETs in a row, each whole. */
async function expectServing(origin: string, after: string) {
  for (let index = 0; index < 3; index++)
    expect(await get(origin, index === 1 ? '/contact' : '/'), `GET after ${after}`).toBe(200)
}

const FORM = 'content-type: application/x-www-form-urlencoded'
const oversized = `name=A&email=a%40b.co&message=${'x'.repeat(BODY_LIMIT_BYTES + 6 * 1024)}`

/** The body as HTTP/1.1 chunks of 8 KB (no length declared), then the last chunk. */
function chunked(body: string): string[] {
  const parts: string[] = []
  for (let start = 0; start < body.length; start += 8192) {
    const part = body.slice(start, start + 8192)
    parts.push(`${part.length.toString(16)}\r\n${part}\r\n`)
  }
  return [...parts, '0\r\n\r\n']
}

const chunkedPost = (pathname: string) => [
  `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\n${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  ...chunked(oversized),
]
const lengthPost = (pathname: string, body = oversized) => [
  `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\n${FORM}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  body,
]

/** The checks, for one running site. */
function keepsServing(origin: () => string) {
  test('refuses a 70 KB chunked post with 413, then answers every page at once', async () => {
    for (const pathname of ['/contact', '/ar/contact', '/contact.data']) {
      const answer = await raw(origin(), chunkedPost(pathname))
      expect(answer.statuses, pathname).toEqual([413])
      await expectServing(origin(), `a chunked post to ${pathname}`)
    }
  })

  test('refuses a post whose length is over the limit with 413, then answers every page at once', async () => {
    for (const pathname of ['/contact', '/ar/contact']) {
      const answer = await raw(origin(), lengthPost(pathname))
      expect(answer.statuses, pathname).toEqual([413])
      await expectServing(origin(), `a long post to ${pathname}`)
    }
    // A length announced beyond what the Worker reads and drops, and never sent: refused at once.
    const announced = await raw(origin(), [
      `POST /contact HTTP/1.1\r\nHost: localhost\r\n${FORM}\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`,
      'name=A',
    ])
    expect(announced.statuses).toEqual([413])
    await expectServing(origin(), 'a post announcing 64 MB')
  })

  test('answers a page on the same connection after an oversized post, or closes it: never a 5xx', async () => {
    for (const post of [lengthPost('/contact'), chunkedPost('/contact')]) {
      // Once the 413 has come the client half-closes: a server answers the read and closes, or
      // closes without answering it (never a 5xx either way); the end of the connection ends the wait.
      const read = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'
      const answer = await raw(origin(), [...post, read], { answers: 2, end: true })
      expect(answer.statuses[0]).toBe(413)
      for (const status of answer.statuses) expect(status).toBeLessThan(500)
      await expectServing(origin(), 'an oversized post and a read on its connection')
    }
  })

  test('answers 405 with Allow for methods a page does not take, even after an unread body', async () => {
    const cases: Array<[string, string, string]> = [
      ['OPTIONS', '/', 'GET, HEAD'],
      ['PUT', '/', 'GET, HEAD'],
      ['DELETE', '/services', 'GET, HEAD'],
      ['PATCH', '/all-work', 'GET, HEAD'],
      ['POST', '/', 'GET, HEAD'],
      ['POST', '/ar/services', 'GET, HEAD'],
      ['OPTIONS', '/contact', 'GET, HEAD, POST'],
      ['PUT', '/contact', 'GET, HEAD, POST'],
      ['DELETE', '/ar/contact', 'GET, HEAD, POST'],
      ['PATCH', '/contact', 'GET, HEAD, POST'],
    ]
    for (const [method, pathname, allow] of cases) {
      // Right after a request whose body the Worker leaves unread.
      await raw(origin(), [
        `PUT ${pathname} HTTP/1.1\r\nHost: localhost\r\n${FORM}\r\nContent-Length: ${oversized.length}\r\n\r\n`,
        oversized,
      ])
      const answer = await raw(origin(), [
        `${method} ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ])
      expect(answer.statuses, `${method} ${pathname}`).toEqual([405])
      expect(answer.head, `${method} ${pathname}`).toMatch(new RegExp(`^allow: ${allow}$`, 'im'))
    }
    await expectServing(origin(), 'the refused methods')
  })

  test('never redirects off the site, and never with a preview token, whatever the address', async ({
    request,
  }) => {
    const token = await previewToken(request)
    for (const address of ['/ar//evil.example/', '/ar/\\evil.example', '/ar/%2F%2Fevil.example/']) {
      const answer = await raw(origin(), [
        `GET ${address}?preview=${token} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      ])
      const location = answer.head.match(/^location: (.*)$/im)?.[1] ?? ''
      expect(answer.statuses, address).toEqual([302])
      expect(location, address).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, origin()).origin, address).toBe(new URL(origin()).origin)
    }
  })

  test('keeps answering through a few hundred malformed and oversized requests', async () => {
    test.setTimeout(180_000)
    const malformed = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!',
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnope\r\n',
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`,
      'GET / HTTP/1.1\r\nHost: localhost\r\n',
      'GET /\u0000 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost\r\n\r\n',
      `POST /contact HTTP/1.1\r\nHost: localhost\r\n${FORM}\r\nContent-Length: 100\r\n\r\nname=`,
    ]
    const oversizedRequests = [
      () => chunkedPost('/contact'),
      () => lengthPost('/contact'),
      () => chunkedPost('/'),
      () => lengthPost('/ar/contact', 'x'.repeat(512 * 1024)),
      () => [
        `PATCH /contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 200000\r\n\r\n`,
        'x'.repeat(200_000),
      ],
    ]
    let sent = 0
    for (let round = 0; round < 20; round++) {
      for (const request of malformed) {
        // Some never finish (a head without its end, a body shorter than announced), and what comes
        // back is not the point: each is let go once sent, as a client that gives up.
        await raw(origin(), [request], { answers: 0 })
        sent++
      }
      for (const request of oversizedRequests) {
        const answer = await raw(origin(), request())
        for (const status of answer.statuses) expect(status).toBeLessThan(500)
        sent++
      }
      expect(await get(origin()), `after ${sent} requests`).toBe(200)
    }
    expect(sent).toBeGreaterThanOrEqual(300)
    await expectServing(origin(), `${sent} malformed and oversized requests`)
  })
}

/** A preview token of the English draft, made through the admin API. */
async function previewToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  const made = await request.post(`${API_URL}/sb-admin/site-content/preview?lang=en`, { headers })
  expect(made.ok(), await made.text()).toBe(true)
  return new URL(((await made.json()) as { url: string }).url).searchParams.get('preview') ?? ''
}

test.describe('under vite preview', () => {
  keepsServing(() => SITE_URL)
})

test.describe('under wrangler dev', () => {
  test.describe.configure({ mode: 'serial' })
  let state = ''
  test.beforeAll(async () => {
    state = mkdtempSync(path.join(tmpdir(), 'site-serving-'))
    await startSite(state)
  })
  test.afterAll(async () => {
    await stopSite()
    rmSync(state, { recursive: true, force: true })
  })
  keepsServing(() => RESTARTED_SITE_URL)
})
