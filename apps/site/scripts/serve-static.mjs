// Serves build/client the way Cloudflare Workers static assets do: exact file, then
// folder/index.html, otherwise 404.html with status 404; applies the `_headers` rules.
// Used by `npm start`, the e2e tests and benchmarks, so they exercise the real CSP and 404 page;
// text is compressed (brotli or gzip) as Cloudflare's edge does, so page-weight figures are honest.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'build/client')
const port = Number(process.env.PORT ?? 5173)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
}

/** Parses `_headers`: blocks of a path pattern followed by indented `Name: value` lines. */
function readHeaderRules() {
  const file = path.join(root, '_headers')
  if (!existsSync(file)) return []
  const rules = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else {
      const index = line.indexOf(':')
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
    }
  }
  return rules
}
const rules = readHeaderRules()

function matches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1))
  return pattern === pathname
}

function resolveFile(pathname) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidates = [
    path.join(root, safe),
    path.join(root, safe, 'index.html'),
    path.join(root, `${safe}.html`),
  ]
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile())
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/
const cache = new Map()

/** The file's bytes in the best encoding the client accepts (cached: the build does not change). */
function encoded(file, acceptEncoding) {
  const encoding = !COMPRESSIBLE.test(file)
    ? null
    : /\bbr\b/.test(acceptEncoding)
      ? 'br'
      : /\bgzip\b/.test(acceptEncoding)
        ? 'gzip'
        : null
  const key = `${encoding}:${file}`
  if (!cache.has(key)) {
    const raw = readFileSync(file)
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw
    cache.set(key, { encoding, body })
  }
  return cache.get(key)
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  const file = resolveFile(pathname)
  const status = file && !pathname.startsWith('/_headers') && !pathname.includes('__spa') ? 200 : 404
  const served = status === 200 ? file : path.join(root, '404.html')
  for (const rule of rules) {
    if (matches(rule.pattern, pathname))
      for (const [name, value] of rule.headers) response.setHeader(name, value)
  }
  response.setHeader('Content-Type', TYPES[path.extname(served)] ?? 'application/octet-stream')
  const { encoding, body } = encoded(served, String(request.headers['accept-encoding'] ?? ''))
  if (encoding) response.setHeader('Content-Encoding', encoding)
  response.setHeader('Vary', 'Accept-Encoding')
  response.setHeader('Content-Length', body.length)
  response.statusCode = status
  response.end(request.method === 'HEAD' ? undefined : body)
}).listen(port, () => console.log(`site: http://localhost:${port} (serving ${root})`))
