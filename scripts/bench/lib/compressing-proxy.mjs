/**
 * A small reverse proxy that compresses text answers the way Cloudflare's edge does for both
 * static assets and Worker responses (workerd under `vite preview` sends them uncompressed), so
 * Lighthouse's page-weight figures stay honest. Status and headers pass through; a text body
 * (html, js, css, svg, json, xml, text/x-script) the client accepts in brotli or gzip is buffered,
 * compressed (brotli 11 / gzip 9, the best the edge serves) and answered with its length. Compressed
 * bodies are kept by content hash, so a page or asset served again costs nothing to compress.
 */
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createServer, request as httpRequest } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml|x-script)|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)\b/i
const CACHE_LIMIT = 500

export function isCompressible(contentType) {
  return COMPRESSIBLE.test(String(contentType ?? '').trim())
}

/** The encoding to answer with for an Accept-Encoding header: 'br', 'gzip' or null (q=0 refuses). */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

function compress(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 })
}

/** Adds Accept-Encoding to a Vary header without repeating it. */
function varyWith(vary) {
  const list = String(vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  if (list.includes('*') || list.some((v) => v.toLowerCase() === 'accept-encoding')) return list.join(', ')
  return [...list, 'Accept-Encoding'].join(', ')
}

/**
 * Starts the proxy on `port` (every interface unless `host`) in front of `target` (an origin such
 * as http://127.0.0.1:8850).
 * The Host header is passed on unchanged, so redirects and absolute URLs name the proxy's address.
 * Resolves with `{ url, stats, close() }`; `stats` counts compressed and passed-through answers.
 */
export async function startCompressingProxy({ port, target, host }) {
  const upstream = new URL(target)
  const cache = new Map()
  const stats = { compressed: 0, passed: 0, errors: 0 }

  const server = createServer((req, res) => {
    const headers = { ...req.headers }
    // The proxy does the encoding; ask the origin for identity bodies.
    headers['accept-encoding'] = 'identity'
    // The client holds the weakened ETags handed out below; the origin knows its strong ones.
    if (typeof headers['if-none-match'] === 'string')
      headers['if-none-match'] = headers['if-none-match'].replace(/W\//g, '')
    const proxied = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 502
        const encoding = chooseEncoding(req.headers['accept-encoding'])
        const bodiless = req.method === 'HEAD' || status === 204 || status === 304 || status < 200
        const compressible =
          isCompressible(answer.headers['content-type']) && !answer.headers['content-encoding']
        if (compressible) answer.headers.vary = varyWith(answer.headers.vary)
        if (!compressible || !encoding || bodiless) {
          stats.passed++
          res.writeHead(
            status,
            answer.statusMessage,
            answer.rawHeaders ? rawWithVary(answer) : answer.headers,
          )
          answer.pipe(res)
          return
        }
        const chunks = []
        answer.on('data', (chunk) => chunks.push(chunk))
        answer.on('error', () => res.destroy())
        answer.on('end', () => {
          const body = Buffer.concat(chunks)
          const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`
          let encoded = cache.get(key)
          if (!encoded) {
            encoded = compress(body, encoding)
            if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value)
            cache.set(key, encoded)
          }
          stats.compressed++
          const out = { ...answer.headers }
          delete out['content-length']
          delete out['transfer-encoding']
          out['content-encoding'] = encoding
          out['content-length'] = String(encoded.length)
          // As Cloudflare does: a strong ETag becomes weak once the body is re-encoded.
          if (typeof out.etag === 'string' && !out.etag.startsWith('W/')) out.etag = `W/${out.etag}`
          res.writeHead(status, answer.statusMessage, out)
          res.end(encoded)
        })
      },
    )
    proxied.on('error', (error) => {
      stats.errors++
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`compressing proxy: ${error.message}`)
    })
    req.pipe(proxied)
  })

  server.listen(port, host)
  await once(server, 'listening')
  return {
    url: `http://${host ?? 'localhost'}:${port}`,
    stats,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** The origin's headers as it sent them (case, repeats), with the Vary set above. */
function rawWithVary(answer) {
  const out = []
  let sawVary = false
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i]
    if (name.toLowerCase() === 'vary') {
      if (sawVary) continue
      sawVary = true
      if (answer.headers.vary) out.push(name, answer.headers.vary)
      continue
    }
    out.push(name, answer.rawHeaders[i + 1])
  }
  if (!sawVary && answer.headers.vary) out.push('Vary', answer.headers.vary)
  return out
}
