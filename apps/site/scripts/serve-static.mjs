// Serves build/client the way Cloudflare Workers static assets do with this site's wrangler.jsonc
// (`html_handling: "drop-trailing-slash"`, `not_found_handling: "404-page"`): exact file, then
// folder/index.html or name.html at the address without a trailing slash (`/services/` and
// `/services/index.html` redirect to `/services`), otherwise 404.html with status 404; applies the
// `_headers` rules. Text is compressed (brotli or gzip) as Cloudflare's edge does, so page-weight
// figures are honest. Used by `npm start`, the e2e tests and the benchmarks (which start it with an
// IPC channel and wait for its ready message). SITE_DIR (relative to apps/site) and PORT override.
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
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
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
    if (!line.trim() || line.trim().startsWith('#')) continue
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

const isFile = (file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile()

/**
 * What a path resolves to: `{ file }` to serve, `{ redirect }` to the canonical address of an HTML
 * page, or `{}` when nothing matches.
 */
function resolve(pathname) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const exact = path.join(root, safe)
  if (pathname.endsWith('/index.html') || (pathname.endsWith('.html') && isFile(exact))) {
    const canonical = pathname.replace(/(?:\/index)?\.html$/, '') || '/'
    if (canonical !== pathname && resolve(canonical).file) return { redirect: canonical }
  }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const canonical = pathname.replace(/\/+$/, '') || '/'
    return resolve(canonical).file ? { redirect: canonical } : {}
  }
  const file = [exact, path.join(exact, 'index.html'), `${exact}.html`].find(isFile)
  return file ? { file } : {}
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

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const hidden = url.pathname.startsWith('/_headers') || url.pathname.includes('__spa')
  const { file, redirect } = hidden ? {} : resolve(url.pathname)
  if (redirect) {
    response.writeHead(307, { Location: `${redirect}${url.search}` })
    response.end()
    return
  }
  const notFoundPage = path.join(root, '404.html')
  const served = file ?? (existsSync(notFoundPage) ? notFoundPage : null)
  for (const rule of rules) {
    if (matches(rule.pattern, url.pathname))
      for (const [name, value] of rule.headers) response.setHeader(name, value)
  }
  if (!served) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end('Not found')
    return
  }
  response.setHeader('Content-Type', TYPES[path.extname(served)] ?? 'application/octet-stream')
  const { encoding, body } = encoded(served, String(request.headers['accept-encoding'] ?? ''))
  if (encoding) response.setHeader('Content-Encoding', encoding)
  response.setHeader('Vary', 'Accept-Encoding')
  response.setHeader('Content-Length', body.length)
  response.statusCode = file ? 200 : 404
  response.end(request.method === 'HEAD' ? undefined : body)
})

server.listen(port, () => {
  process.send?.({ type: 'ready', url: `http://localhost:${port}` })
  console.log(`site: http://localhost:${port} (serving ${root})`)
})
const stop = () => {
  server.close()
  server.closeAllConnections()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop)
