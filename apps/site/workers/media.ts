import { isPublicMediaKey } from '@studio/contracts/cover-variants'
import { logFailure } from '@studio/contracts/log'
import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import { UPLOAD_MAX_BYTES } from '@studio/contracts/upload'
import { siteConfig } from '../app/config'
import type { SiteWorkerEnv } from '../app/lib/server-api'
import { MEDIA_PATH } from '../app/site-pages'

/**
 * The site's own `/media/<key>`: a cover or one of its variants, read from the API's `/media/<key>`
 * (the service binding when deployed, over HTTP at the configured API URL locally) and kept in the
 * edge cache under its key, so a page's images come over the page's own connection
 * (docs/decisions/0019-pictures-from-the-site.md). Only the configured API is ever asked, only for a
 * cover's or share card's key (isPublicMediaKey: no `..`, no hidden file, no other prefix), and its answer
 * is read within a byte and a time limit without following a redirect.
 */

/** A media key's bytes never change (uploads get fresh names), so browsers and the edge keep a file for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** No stored file is larger than an upload may be (the variants are smaller than their original). */
export const MEDIA_MAX_BYTES = UPLOAD_MAX_BYTES

/** One file, request to last byte; a 5 MB original comes through the binding in well under a second. */
export const MEDIA_TIME_LIMIT_MS = 10_000

/** What the site serves: the raster types a cover and its variants are stored as. */
const IMAGE_TYPES = new Set(['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/gif'])

/** Where the media store's files are read from: the API's `/media/<key>`, answered as it is (3xx included). */
export type MediaOrigin = (key: string, signal: AbortSignal) => Promise<Response>

/** Any origin will do through a service binding: the request goes straight to the API Worker. */
const SERVICE_ORIGIN = 'https://studio-api.internal'

/**
 * The configured API: the `API` service binding when deployed, the build's API URL locally. Each read
 * carries the visitor request's id (`requestId`), so the API's lines for it join the site's.
 */
export function mediaOrigin(env: Pick<SiteWorkerEnv, 'API'>, requestId?: string): MediaOrigin {
  const binding = env.API
  const headers = requestId ? { [REQUEST_ID_HEADER]: requestId } : undefined
  const init = (signal: AbortSignal): RequestInit => ({
    redirect: 'manual',
    signal,
    ...(headers && { headers }),
  })
  if (binding) return (key, signal) => binding.fetch(`${SERVICE_ORIGIN}${MEDIA_PATH}/${key}`, init(signal))
  const base = siteConfig.apiUrl.replace(/\/+$/, '')
  return (key, signal) => fetch(`${base}${MEDIA_PATH}/${key}`, init(signal))
}

/** The part of the Workers Cache API used here (caches.default), keyed by URL. */
export interface MediaCache {
  match(url: string): Promise<Response | undefined>
  put(url: string, response: Response): Promise<void>
}

export interface MediaRequest {
  cache: MediaCache
  origin: MediaOrigin
  /** Keeps the Worker alive for the cache write after the answer is sent (ctx.waitUntil). */
  waitUntil(promise: Promise<unknown>): void
  /** Ends the read from the API (default: MEDIA_TIME_LIMIT_MS from now). */
  signal?: AbortSignal
}

/** The key a `/media/...` path names, or null (not a cover's or a share card's key: nothing a page shows). */
export function mediaKeyOfPath(pathname: string): string | null {
  const key = pathname.slice(`${MEDIA_PATH}/`.length)
  return pathname.startsWith(`${MEDIA_PATH}/`) && isPublicMediaKey(key) ? key : null
}

function notFound(request: Request): Response {
  return new Response(request.method === 'HEAD' ? null : 'Not Found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      // A variant may be made seconds later (the API's backfill): a miss is never kept.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Edge-Cache': 'MISS',
    },
  })
}

/**
 * The API did not give the file as it should (an error, a redirect, too large, too slow): logged
 * here, where the reason is known, with the key (a cover's, checked by isPublicMediaKey).
 */
function badGateway(request: Request, key: string, why: { cause: unknown; api_status?: number }): Response {
  logFailure('media.read_failed', { route: `${request.method} ${MEDIA_PATH}/:key`, key, ...why })
  return new Response('Bad Gateway', {
    status: 502,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Edge-Cache': 'MISS',
    },
  })
}

/** workerd's own pass-through stream: an abort of its writer errors the reader without an uncaught rejection. */
declare const IdentityTransformStream: new () => {
  readable: ReadableStream<Uint8Array>
  writable: WritableStream<Uint8Array>
}

/**
 * `body` passed on as it arrives, until more than `maxBytes` have come or `signal` aborts (a stalled
 * answer): then the stream errors (a cached copy is never written, and the visitor's download fails
 * rather than hangs or ends short) and the rest of the API's answer is cancelled, never read.
 * `pumped` settles when the copy is over, either way.
 */
function boundedBody(body: ReadableStream<Uint8Array>, maxBytes: number, signal: AbortSignal) {
  const { readable, writable } = new IdentityTransformStream()
  const writer = writable.getWriter()
  const reader = body.getReader()
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
  aborted.catch(() => undefined)
  const pumped = (async () => {
    let size = 0
    try {
      for (;;) {
        const read = reader.read()
        // The read that loses to the deadline rejects once the reader is cancelled: nobody awaits it.
        read.catch(() => undefined)
        const { done, value } = await Promise.race([read, aborted])
        if (done) break
        size += value.byteLength
        if (size > maxBytes) throw new Error(`The media file is larger than ${maxBytes} bytes.`)
        await writer.write(value)
      }
      await writer.close()
    } catch (error) {
      reader.cancel(error).catch(() => undefined)
      await writer.abort(error).catch(() => undefined)
    }
  })()
  return { body: readable, pumped }
}

/** Answers a GET or HEAD of `/media/<key>` (other methods are refused before: workers/methods.ts). */
export async function serveMedia(request: Request, media: MediaRequest): Promise<Response> {
  const url = new URL(request.url)
  const key = mediaKeyOfPath(url.pathname)
  if (!key || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound(request)
  // Keyed by the file's own address without its query: one entry per key, whatever was appended, and
  // purged like any URL of the zone.
  const cacheKey = `${url.origin}${MEDIA_PATH}/${key}`
  const hit = await media.cache.match(cacheKey)
  if (hit) return answer(request, hit, 'HIT')

  const signal = media.signal ?? AbortSignal.timeout(MEDIA_TIME_LIMIT_MS)
  let fetched: Response
  try {
    fetched = await media.origin(key, signal)
  } catch (error) {
    return badGateway(request, key, { cause: error })
  }
  const type = fetched.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  const length = fetched.headers.get('content-length')
  if (fetched.status === 404 || (fetched.ok && !IMAGE_TYPES.has(type))) {
    await fetched.body?.cancel()
    return notFound(request)
  }
  if (fetched.status !== 200 || !fetched.body || Number(length ?? 0) > MEDIA_MAX_BYTES) {
    await fetched.body?.cancel()
    const cause =
      fetched.status !== 200
        ? 'the API answered another status than 200'
        : !fetched.body
          ? 'the API answered without a body'
          : `the file is larger than ${MEDIA_MAX_BYTES} bytes`
    return badGateway(request, key, { cause, api_status: fetched.status })
  }
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
  })
  if (length) headers.set('Content-Length', length)
  const { body, pumped } = boundedBody(fetched.body, MEDIA_MAX_BYTES, signal)
  media.waitUntil(pumped)
  if (request.method === 'HEAD') {
    media.waitUntil(media.cache.put(cacheKey, new Response(body, { headers })).catch(() => undefined))
    return answer(request, new Response(null, { headers }), 'MISS')
  }
  const [visitor, kept] = body.tee()
  media.waitUntil(media.cache.put(cacheKey, new Response(kept, { headers })).catch(() => undefined))
  return answer(request, new Response(visitor, { headers }), 'MISS')
}

/** The answer as the request asked for it (no body for a HEAD), saying where it came from. */
function answer(request: Request, response: Response, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(response.headers)
  headers.set('X-Edge-Cache', state)
  if (request.method !== 'HEAD') return new Response(response.body, { status: 200, headers })
  response.body?.cancel().catch(() => undefined)
  return new Response(null, { status: 200, headers })
}
