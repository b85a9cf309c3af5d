// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError } from '@studio/contracts/api-error'
import { createPublicClient, PUBLIC_ANSWER_LIMITS, type PublicClient } from '@studio/contracts/public-client'
import type { AppLoadContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loader as allWorkLoader } from '../routes/all-work/route'
import { loaderAnswer } from '../test-support/loader-answer'
import { logLines } from '../test-support/log-lines'
import { apiContext } from '../test-support/real-api'
import { loadSiteCopy } from './load-site-copy.server'
import { serverApi } from './server-api'

/**
 * The site's reads of the API's answers stop at a byte limit and a time limit, and never follow a
 * redirect: an API (or whatever answers in its place) that streams without end, trickles, or points
 * elsewhere costs a page its error (503) or its last good copy, never the Worker's memory or time.
 * The servers here are real local HTTP servers; the Worker's own runtime is checked by
 * workers/server-api.workerd.test.ts.
 */

interface Hostile {
  origin: string
  /** Requests it received. */
  requests: string[]
  close(): Promise<void>
}

async function serve(handler: (response: ServerResponse) => void) {
  const requests: string[] = []
  const server = createServer((request: IncomingMessage, response) => {
    requests.push(`${request.method} ${request.url}`)
    request.resume()
    handler(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const hostile: Hostile = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  open.push(hostile)
  return hostile
}

const open: Hostile[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(open.splice(0).map((server) => server.close()))
})

/** A JSON answer without a length that goes on as fast as the socket takes it, up to `total` bytes. */
const endless = (total: number) =>
  serve((response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    const chunk = Buffer.from(`{"title":"${'x'.repeat(64 * 1024)}"},`)
    let sent = 0
    const write = () => {
      while (!response.destroyed && sent < total) {
        sent += chunk.length
        if (!response.write(chunk)) return void response.once('drain', write)
      }
      if (!response.destroyed) response.end('{}]')
    }
    response.write('[')
    write()
  })

/**
 * An answer whose headers come at once and whose body comes one byte at a time, never ending.
 * `trickling` settles once the server has handed the headers and a few bytes to the socket: the
 * answer has started and is on its way, so moving the clock now times out a read, not a connect.
 */
async function trickle() {
  let started: () => void = () => undefined
  const trickling = new Promise<void>((resolve) => (started = resolve))
  const hostile = await serve((response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    let bytes = 0
    const timer = setInterval(() => {
      if (response.destroyed) return clearInterval(timer)
      bytes += 1
      const enough = bytes === 4
      response.write(' ', () => {
        if (enough) started()
      })
    }, 10)
    response.on('close', () => clearInterval(timer))
  })
  return { ...hostile, trickling }
}

/**
 * A fetcher that counts the body bytes the client under test pulls: the wrapped body hands one
 * chunk per read and reads nothing ahead, so `read` is what the client took, never what the
 * sockets buffered. `largestChunk` is the slack a byte limit checked per chunk allows.
 */
function countingFetcher() {
  const counted = { read: 0, largestChunk: 0 }
  const fetcher: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    if (!response.body) return response
    const source = response.body.getReader()
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const chunk = await source.read()
          if (chunk.done) return controller.close()
          counted.read += chunk.value.byteLength
          counted.largestChunk = Math.max(counted.largestChunk, chunk.value.byteLength)
          controller.enqueue(chunk.value)
        },
        cancel: (reason) => source.cancel(reason),
      },
      { highWaterMark: 0 },
    )
    return new Response(body, { status: response.status, headers: response.headers })
  }
  return { fetcher, counted }
}

const { listBytes, copyBytes, answerBytes } = PUBLIC_ANSWER_LIMITS

/** Every read the site makes, through one client, with the byte limit of its answer. */
const EVERY_READ: Array<[string, (client: PublicClient) => Promise<unknown>, number]> = [
  ['listAllWork', (client) => client.listAllWork(), listBytes],
  ['listProjects', (client) => client.listProjects(), listBytes],
  ['listSitemapEntries', (client) => client.listSitemapEntries(), listBytes],
  ['getWorkItem', (client) => client.getWorkItem('harbourline'), answerBytes],
  ['contentVersion', (client) => client.contentVersion(), answerBytes],
  ['getSiteContent', (client) => client.getSiteContent('en'), copyBytes],
  ['getSiteContentPreview', (client) => client.getSiteContentPreview('token'), copyBytes],
  [
    'sendContact',
    (client) => client.sendContact({ name: 'A', company: '', email: 'a@b.co', subject: '', message: 'Hi' }),
    answerBytes,
  ],
]

/** The Worker's load context with its API service binding answered by `origin` (the binding's path). */
const contextFor = (origin: string): AppLoadContext => ({
  cloudflare: {
    env: {
      API: {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => {
          const { pathname, search } = new URL(new Request(input, init).url)
          return fetch(`${origin}${pathname}${search}`, init)
        },
      },
    },
    ctx: { waitUntil: () => undefined },
  },
})

describe('the limits on what the site reads of the API', () => {
  it('stops every read of an answer without a length at its byte limit, reading no further', async () => {
    // Only the byte limit may end these reads: on a loaded machine the 5 s clock could win first.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const total = 4 * listBytes
    for (const [name, call, limit] of EVERY_READ) {
      const hostile = await endless(total)
      const { fetcher, counted } = countingFetcher()
      const failed = await call(createPublicClient(hostile.origin, fetcher)).catch((error: unknown) => error)
      expect(failed, name).toBeInstanceOf(ApiError)
      expect((failed as ApiError).status, name).toBe(502)
      // What the client took: up to its limit, and the one chunk that went over it.
      expect(counted.read, name).toBeGreaterThan(limit)
      expect(counted.read, name).toBeLessThanOrEqual(limit + counted.largestChunk)
      await hostile.close()
    }
  })

  it('gives up on an answer that trickles at the time limit, whatever the call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    for (const [name, call] of EVERY_READ) {
      const hostile = await trickle()
      const settled = call(createPublicClient(hostile.origin)).then(
        () => 'answered',
        (error: unknown) => error,
      )
      // The answer has started: its headers came, its body is on its way.
      await hostile.trickling
      await vi.advanceTimersByTimeAsync(PUBLIC_ANSWER_LIMITS.timeMs)
      const failure = await settled
      expect(failure, name).toBeInstanceOf(ApiError)
      expect((failure as ApiError).status, name).toBe(0)
      await hostile.close()
    }
  })

  it('never follows a redirect: the address it names gets no request', async () => {
    const trap = await serve((response) => response.end('{}'))
    const redirecting = await serve((response) => {
      response.writeHead(302, { location: `${trap.origin}/elsewhere`, 'content-type': 'application/json' })
      response.end('{"redirect":"elsewhere"}')
    })
    for (const [name, call] of EVERY_READ) {
      const answered = await call(createPublicClient(redirecting.origin)).catch((error: unknown) => error)
      expect(answered, name).toBeInstanceOf(ApiError)
    }
    expect(trap.requests).toEqual([])
  })

  it('answers a page with its error (503) when the API streams without end or trickles', async () => {
    const lines = logLines()
    const endlessApi = await endless(4 * listBytes)
    expect(
      (
        await loaderAnswer(
          { path: '/all-work', loader: allWorkLoader },
          '/all-work',
          contextFor(endlessApi.origin),
        )
      ).status,
    ).toBe(503)
    const copy = await loadSiteCopy({
      request: new Request('https://site.test/'),
      context: contextFor(endlessApi.origin),
    }).catch((error: unknown) => error)
    expect((copy as { init?: { status?: number } }).init?.status).toBe(503)
    expect(lines.map((line) => line.event)).toEqual(['list.load_failed', 'site_copy.load_failed'])

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const slowApi = await trickle()
    const page = loaderAnswer(
      { path: '/all-work', loader: allWorkLoader },
      '/all-work',
      contextFor(slowApi.origin),
    )
    await slowApi.trickling
    await vi.advanceTimersByTimeAsync(PUBLIC_ANSWER_LIMITS.timeMs)
    expect((await page).status).toBe(503)
  })

  it('shares one time limit among the calls of one visitor request (the Worker hands it in the context)', async () => {
    const slowApi = await trickle()
    const deadline = new AbortController()
    const context = { ...contextFor(slowApi.origin), apiDeadline: deadline.signal }
    const calls = [serverApi(context).contentVersion(), serverApi(context).listAllWork()].map((call) =>
      call.catch((error: unknown) => error),
    )
    await slowApi.trickling
    deadline.abort()
    for (const failure of await Promise.all(calls)) expect(failure).toBeInstanceOf(ApiError)
  })
})

describe('the limits are generous for real answers', () => {
  it('read 500 All Work items with every text at its longest in both languages', async () => {
    const real = await apiContext()
    const arabic = 'م'.repeat(2000)
    await real.createWorkItem({
      title: 'T'.repeat(120),
      description: 'é'.repeat(2000),
      title_ar: 'ع'.repeat(120),
      description_ar: arabic,
      tags: Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(32, 'ت')),
      cover_url: `https://media.example/${'c'.repeat(2000)}`,
      website: `https://site.example/${'w'.repeat(2000)}`,
      href: `https://link.example/${'h'.repeat(2000)}`,
      category: 'c'.repeat(40),
    })
    const answer = await real.api.app.request('/public/all-work')
    const oneItem = (await answer.arrayBuffer()).byteLength
    expect(500 * oneItem).toBeLessThan(listBytes)
    expect(await serverApi(real.context).listAllWork()).toHaveLength(1)
  })

  it('read the largest draft the API keeps, in a preview', async () => {
    const real = await apiContext()
    // About the API's limit on a draft it saves: the largest preview answer there can be.
    await real.saveSiteContentDraft((draft) => {
      draft.privacy.body = 'م'.repeat(240_000)
    })
    const preview = await serverApi(real.context).getSiteContentPreview(await real.previewToken())
    expect(preview.kind).toBe('draft')
  })
})
