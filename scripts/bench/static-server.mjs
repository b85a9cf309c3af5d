/**
 * Serves a built site folder the way Cloudflare's static assets do, for Lighthouse: exact file,
 * then folder/index.html, else 404.html with status 404; the `_headers` rules; and, unlike the
 * site's own serve-static.mjs, gzip for text types, because the CDN compresses and Lighthouse's
 * load-time simulation counts transferred bytes.
 * Started by run.mjs as `node scripts/bench/static-server.mjs --port N --dir DIR`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string' } } })
const root = path.resolve(values.dir ?? '.')
const port = Number(values.port)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json'])

/** `_headers`: a path pattern line, then indented `Name: value` lines. */
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
const matches = (pattern, pathname) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname

function resolveFile(pathname) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidates = [
    path.join(root, safe),
    path.join(root, safe, 'index.html'),
    path.join(root, `${safe}.html`),
  ]
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile())
}

const gzipCache = new Map()
function body(file, acceptsGzip) {
  const ext = path.extname(file)
  if (!acceptsGzip || !COMPRESSIBLE.has(ext)) return { bytes: readFileSync(file), gzip: false }
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)))
  return { bytes: gzipCache.get(file), gzip: true }
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  const file = resolveFile(pathname)
  const hidden = pathname.startsWith('/_headers') || pathname.includes('__spa')
  const status = file && !hidden ? 200 : 404
  const notFoundPage = path.join(root, '404.html')
  const served = status === 200 ? file : existsSync(notFoundPage) ? notFoundPage : null
  if (status === 404) console.warn(`static site: 404 for ${pathname}`)
  for (const rule of rules) {
    if (matches(rule.pattern, pathname))
      for (const [name, value] of rule.headers) response.setHeader(name, value)
  }
  if (!served) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end('Not found')
    return
  }
  const { bytes, gzip } = body(served, /\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
  response.setHeader('Content-Type', TYPES[path.extname(served)] ?? 'application/octet-stream')
  response.setHeader('Vary', 'Accept-Encoding')
  if (gzip) response.setHeader('Content-Encoding', 'gzip')
  response.setHeader('Content-Length', bytes.byteLength)
  response.statusCode = status
  response.end(request.method === 'HEAD' ? undefined : bytes)
})
server.listen(port, () => {
  process.send?.({ type: 'ready', url: `http://localhost:${port}` })
  if (!process.send) console.log(`static site on http://localhost:${port} (serving ${root})`)
})
const stop = () => {
  server.close()
  server.closeAllConnections?.()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop)
