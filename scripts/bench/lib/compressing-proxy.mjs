/**
 * The bench's front: a reverse proxy that compresses text answers the way Cloudflare's edge does for
 * static assets and Worker responses alike (workerd under `vite preview` sends them uncompressed), so
 * the page-weight figures are what production serves. Status and headers pass through; a text body the
 * client accepts in brotli or gzip is compressed (brotli 11 / gzip 9, kept by content hash, so a body
 * served again costs nothing). It also serves the documents given to `add(path, html)` (the limit
 * pages), compressed alike, from the site's own origin.
 */
import { createHash } from 'node:crypto'
import { createServer, request } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { listen } from './processes.mjs'

const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml|x-script)|application\/(javascript|json|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)\b/i

/** 'br', 'gzip' or null for an Accept-Encoding header (q=0 refuses). */
function chooseEncoding(acceptEncoding) {
  const q = (name) => {
    const part = String(acceptEncoding ?? '').match(
      new RegExp(`(?:^|,)\\s*(?:${name}|\\*)\\s*(;\\s*q=([\\d.]+))?`, 'i'),
    )
    return part ? Number(part[2] ?? 1) : 0
  }
  return q('br') > 0 ? 'br' : q('gzip') > 0 ? 'gzip' : null
}

const compress = (body, encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 })

/**
 * Starts the front on `port` (0: any) before `target` (an origin such as http://127.0.0.1:8848). The
 * Host header passes unchanged, so redirects and absolute URLs name the front's address.
 */
export async function startCompressingProxy({ port, target }) {
  const { hostname, port: targetPort } = new URL(target)
  const cache = new Map()
  const pages = new Map()
  const answer = (req, res, status, headers, body) => {
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    const bodiless = req.method === 'HEAD' || status === 204 || status === 304 || status < 200
    if (!COMPRESSIBLE.test(headers['content-type'] ?? '') || headers['content-encoding'])
      return res.writeHead(status, headers).end(body)
    const vary = String(headers.vary ?? '')
    if (!/accept-encoding|\*/i.test(vary))
      headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
    if (!encoding || bodiless) return res.writeHead(status, headers).end(body)
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`
    if (!cache.has(key)) cache.set(key, compress(body, encoding))
    const encoded = cache.get(key)
    const out = { ...headers, 'content-encoding': encoding, 'content-length': `${encoded.length}` }
    delete out['transfer-encoding']
    // As Cloudflare does: a strong ETag becomes weak once the body is re-encoded.
    if (typeof out.etag === 'string' && !out.etag.startsWith('W/')) out.etag = `W/${out.etag}`
    res.writeHead(status, out).end(encoded)
  }
  const server = createServer((req, res) => {
    if (pages.has(req.url))
      return answer(req, res, 200, { 'content-type': 'text/html; charset=utf-8' }, pages.get(req.url))
    const headers = { ...req.headers, 'accept-encoding': 'identity' }
    // The client holds the weakened ETags handed out above; the origin knows its strong ones.
    if (typeof headers['if-none-match'] === 'string')
      headers['if-none-match'] = headers['if-none-match'].replace(/W\//g, '')
    const options = { hostname, port: targetPort, method: req.method, path: req.url, headers }
    const proxied = request(options, (origin) => {
      const chunks = []
      origin.on('data', (chunk) => chunks.push(chunk))
      origin.on('error', () => res.destroy())
      origin.on('end', () => answer(req, res, origin.statusCode, origin.headers, Buffer.concat(chunks)))
    })
    proxied.on('error', (error) => res.writeHead(502).end(`compressing proxy: ${error.message}`))
    req.pipe(proxied)
  })
  const close = await listen(server, port)
  const url = `http://localhost:${server.address().port}`
  return { url, close, add: (path, html) => pages.set(path, Buffer.from(html)) }
}
