import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openDatabase } from './database'
import { readJsonBody, sendError, sendJson } from './http-io'
import { runPipeline } from './pipeline'
import { type ServerStats, StatsCounter } from './stats'
import { HttpError, StreamRegistry } from './streams'

export interface LibsqlHttpServerOptions {
  /** The libSQL (SQLite) file; created when missing. */
  file: string
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /** Added before every protocol answer, standing in for the distance to Turso. */
  rttMs?: number
  /** When set, every request needs `Authorization: Bearer <authToken>`. */
  authToken?: string
  /** How long an idle stream (and its open transaction) lives; sqld's default is 10 s. */
  streamIdleMs?: number
  /** How long a statement waits for another stream's write lock before SQLITE_BUSY. */
  busyTimeoutMs?: number
  now?: () => number
}

export interface LibsqlHttpServer {
  url: string
  stats(): ServerStats
  close(): Promise<void>
}

const NOT_IMPLEMENTED: Record<string, string> = {
  '/v3/cursor': 'Cursors (/v3/cursor) are not implemented by this server; use pipeline batches',
  '/v3-protobuf':
    'The protobuf encoding (/v3-protobuf) is not implemented by this server; use JSON (/v2 or /v3)',
  '/v3-protobuf/pipeline':
    'The protobuf encoding (/v3-protobuf) is not implemented by this server; use /v3/pipeline',
  '/v3-protobuf/cursor': 'The protobuf encoding and cursors are not implemented by this server',
  '/v1/execute': 'Hrana over HTTP v1 is not implemented by this server; use /v2/pipeline',
  '/v1/batch': 'Hrana over HTTP v1 is not implemented by this server; use /v2/pipeline',
}

const PIPELINE_VERSIONS: Record<string, number> = { '/v2/pipeline': 2, '/v3/pipeline': 3 }
const IDLE_CONNECTION_MS = 5 * 60 * 1000

export async function startLibsqlHttpServer(options: LibsqlHttpServerOptions): Promise<LibsqlHttpServer> {
  const { rttMs = 0, authToken, now = Date.now, streamIdleMs = 10_000 } = options
  const database = openDatabase(options.file)
  const streams = new StreamRegistry(database, {
    idleMs: streamIdleMs,
    busyTimeoutMs: options.busyTimeoutMs ?? 5_000,
    now,
  })
  const stats = new StatsCounter()
  const sweep = setInterval(() => streams.expireIdle(), Math.min(streamIdleMs, 1_000))
  sweep.unref()

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://server').pathname.replace(/\/+$/, '') || '/'
    const method = request.method ?? 'GET'
    if (authToken !== undefined && request.headers.authorization !== `Bearer ${authToken}`) {
      throw new HttpError(401, 'Missing or wrong auth token (Authorization: Bearer …)', 'UNAUTHORIZED')
    }
    if (path.startsWith('/stats')) response.setHeader('x-round-trips', String(stats.roundTrips))
    if (path === '/stats' && method === 'GET')
      return sendJson(response, 200, stats.snapshot(streams.openCount))
    if (path === '/stats/reset' && method === 'POST') {
      stats.reset()
      return sendJson(response, 200, stats.snapshot(streams.openCount))
    }
    stats.countRoundTrip()
    response.setHeader('x-round-trips', String(stats.roundTrips))
    if (rttMs > 0) await new Promise((resolve) => setTimeout(resolve, rttMs))
    const notImplemented = NOT_IMPLEMENTED[path]
    if (notImplemented !== undefined) throw new HttpError(501, notImplemented, 'NOT_IMPLEMENTED')
    if (path === '/v2' || path === '/v3') {
      if (method !== 'GET') throw new HttpError(405, `${path} answers GET only`, 'METHOD_NOT_ALLOWED')
      response.writeHead(200, { 'content-type': 'text/plain' })
      return void response.end(`Hrana over HTTP ${path.slice(1)} (JSON) is supported\n`)
    }
    const version = PIPELINE_VERSIONS[path]
    if (version === undefined) throw new HttpError(404, `No such endpoint: ${method} ${path}`, 'NOT_FOUND')
    if (method !== 'POST') throw new HttpError(405, `${path} answers POST only`, 'METHOD_NOT_ALLOWED')
    sendJson(response, 200, await runPipeline(await readJsonBody(request), version, streams, stats))
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      const httpError =
        error instanceof HttpError
          ? error
          : new HttpError(500, error instanceof Error ? error.message : String(error), 'INTERNAL')
      response.setHeader('x-round-trips', String(stats.roundTrips))
      if (!response.headersSent) sendError(response, httpError)
      else response.end()
    })
  })
  // Node closes a connection idle for 5 s; a Worker's runtime may reuse it after a long stretch of
  // other work (an import moving 2,000 files for 20 s), and its next query then fails with "Network
  // connection lost" (seen in the Worker limits bench). This stand-in keeps idle connections for 5
  // minutes, so what a run shows is the product's behaviour, not Node's default.
  server.keepAliveTimeout = IDLE_CONNECTION_MS
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { address, port } = server.address() as AddressInfo
  const host = address.includes(':') ? `[${address}]` : address

  return {
    url: `http://${host}:${port}`,
    stats: () => stats.snapshot(streams.openCount),
    async close() {
      clearInterval(sweep)
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      streams.closeAll()
      database.close()
    },
  }
}
