// Serves build/client the way Cloudflare Workers static assets do: exact file, then
// folder/index.html, otherwise 404.html with status 404; applies the `_headers` rules.
// Used by `npm start` and the e2e tests, so they exercise the real CSP and 404 page.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

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
  response.statusCode = status
  createReadStream(served).pipe(response)
}).listen(port, () => console.log(`site: http://localhost:${port} (serving ${root})`))
