/**
 * A small reverse proxy that compresses text answers the way Cloudflare's edge does for static
 * assets and Worker responses alike (workerd under `vite preview` sends them uncompressed), so the
 * page-weight figures are what production serves. Status and headers pass through; a text body the
 * client accepts in brotli or gzip is compressed (brotli 11 / gzip 9) and answered with its length.
 * Compressed bodies are kept by content hash, so a body served again costs nothing to compress.
 */
import { createHash } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { listen } from './processes.mjs'

const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml|x-script)|application\/(javascript|json|xml|manifest\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)\b/i

/** The encoding to answer with for an Accept-Encoding header: 'br', 'gzip' or null (q=0 refuses). */
function chooseEncoding(acceptEncoding) {
  const accepted = new Map()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

const compress = (body, encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 9 })

/**
 * Starts the proxy on `port` in front of `target` (an origin such as http://127.0.0.1:8848). The
 * Host header passes unchanged, so redirects and absolute URLs name the proxy's address.
 */
export async function startCompressingProxy({ port, target }) {
  const upstream = new URL(target)
  const cache = new Map()
  const server = createServer((req, res) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' }
    // The client holds the weakened ETags handed out below; the origin knows its strong ones.
    if (typeof headers['if-none-match'] === 'string')
      headers['if-none-match'] = headers['if-none-match'].replace(/W\//g, '')
    const { hostname, port } = upstream
    const proxied = httpRequest({ hostname, port, method: req.method, path: req.url, headers }, (answer) => {
      const status = answer.statusCode ?? 502
      const encoding = chooseEncoding(req.headers['accept-encoding'])
      const bodiless = req.method === 'HEAD' || status === 204 || status === 304 || status < 200
      const compressible =
        COMPRESSIBLE.test(answer.headers['content-type'] ?? '') && !answer.headers['content-encoding']
      if (compressible) {
        const vary = String(answer.headers.vary ?? '')
        if (!/accept-encoding|\*/i.test(vary))
          answer.headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
      }
      if (!compressible || !encoding || bodiless) {
        res.writeHead(status, answer.statusMessage, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks = []
      answer.on('data', (chunk) => chunks.push(chunk))
      answer.on('error', () => res.destroy())
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`
        if (!cache.has(key)) cache.set(key, compress(body, encoding))
        const encoded = cache.get(key)
        const out = { ...answer.headers, 'content-encoding': encoding, 'content-length': `${encoded.length}` }
        delete out['transfer-encoding']
        // As Cloudflare does: a strong ETag becomes weak once the body is re-encoded.
        if (typeof out.etag === 'string' && !out.etag.startsWith('W/')) out.etag = `W/${out.etag}`
        res.writeHead(status, answer.statusMessage, out)
        res.end(encoded)
      })
    })
    proxied.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`compressing proxy: ${error.message}`)
    })
    req.pipe(proxied)
  })
  return { close: await listen(server, port) }
}
