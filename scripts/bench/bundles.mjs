/**
 * Bundle figures: the gzip size of the JavaScript and CSS a page loads before any interaction
 * (script tags, modulepreloads, inline scripts, and every chunk those import statically; lazy
 * `import()` chunks are left out), for the site's prerendered pages and the admin's index.html,
 * plus the Worker bundle that `wrangler deploy --dry-run --outdir dist` wrote.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROOT } from './lib/processes.mjs'

export const SITE_CLIENT_DIR = join(ROOT, 'apps/site/build/client')
export const ADMIN_DIST_DIR = join(ROOT, 'apps/admin/dist')
export const WORKER_DIST_DIR = join(ROOT, 'apps/api/dist')

const gzipBytes = (bytes) => gzipSync(bytes).byteLength

/** Static `import ... from "x"` and bare `import "x"`; `import("x")` is lazy and not followed. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']([^"'()]+\.m?js)["']/g
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["']([^"']+\.m?js)["']\s*\)/g
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i'))?.[1]

/** Parses one HTML file into the URLs of its initial scripts and stylesheets and its inline script text. */
function parseHtml(html) {
  const scripts = new Set()
  const styles = new Set()
  const inline = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (src) scripts.add(src)
  }
  for (const [, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (attr(open, 'src') || /ld\+json|application\/json/i.test(attr(open, 'type') ?? '')) continue
    inline.push(body)
    // An inline module runs at load, so what it imports, even through import(), loads at once.
    for (const [, spec] of body.matchAll(STATIC_IMPORT)) scripts.add(spec)
    for (const [, spec] of body.matchAll(DYNAMIC_IMPORT)) scripts.add(spec)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase()
    const href = attr(tag, 'href')
    if (!href) continue
    if (rel === 'modulepreload') scripts.add(href)
    if (rel === 'stylesheet') styles.add(href)
  }
  return { scripts: [...scripts], styles: [...styles], inline: inline.join('\n') }
}

/** Follows static imports from the entry URLs; URLs are site-absolute paths under `dir`. */
function scriptClosure(dir, entries) {
  const seen = new Set()
  const queue = entries.filter((url) => url.startsWith('/')).map((url) => posix.normalize(url.split('?')[0]))
  while (queue.length) {
    const url = queue.pop()
    if (seen.has(url)) continue
    seen.add(url)
    const file = join(dir, url)
    if (!existsSync(file)) throw new Error(`${url} is referenced but missing from ${dir}`)
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.') || spec.startsWith('/'))
        queue.push(posix.normalize(spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec)))
    }
  }
  return [...seen].sort()
}

/** Initial JS and CSS of one HTML page: gzip bytes each, and the files counted. */
export function pageWeight(dir, htmlPath) {
  const { scripts, styles, inline } = parseHtml(readFileSync(join(dir, htmlPath), 'utf8'))
  const jsFiles = scriptClosure(dir, scripts)
  const cssFiles = styles.filter((url) => url.startsWith('/')).map((url) => url.split('?')[0])
  const inlineGzip = inline.trim() ? gzipBytes(Buffer.from(inline)) : 0
  const jsGzip = jsFiles.reduce((sum, url) => sum + gzipBytes(readFileSync(join(dir, url))), inlineGzip)
  const cssGzip = cssFiles.reduce((sum, url) => sum + gzipBytes(readFileSync(join(dir, url))), 0)
  return { jsGzip, cssGzip, jsFiles, cssFiles, inlineGzip }
}

function workerWeight() {
  if (!existsSync(WORKER_DIST_DIR)) return null
  const files = readdirSync(WORKER_DIST_DIR).filter((name) => /\.m?js$/.test(name))
  if (files.length === 0) return null
  const bytes = files.map((name) => readFileSync(join(WORKER_DIST_DIR, name)))
  return {
    files,
    raw: bytes.reduce((sum, b) => sum + b.byteLength, 0),
    gzip: bytes.reduce((sum, b) => sum + gzipBytes(b), 0),
  }
}

/** The prerendered pages; the Worker's pages have no file (Lighthouse reports what they load). */
const SITE_PAGES = [
  ['/', 'index.html'],
  ['/services', 'services/index.html'],
  ['/contact', 'contact/index.html'],
]

export function benchBundles({ log = console.log } = {}) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
  const result = { site: null, sitePages: {}, admin: null, worker: workerWeight() }
  if (existsSync(join(SITE_CLIENT_DIR, 'index.html'))) {
    for (const [route, html] of SITE_PAGES) {
      if (!existsSync(join(SITE_CLIENT_DIR, html))) continue
      const weight = pageWeight(SITE_CLIENT_DIR, html)
      result.sitePages[route] = weight
      log(
        `  site ${route.padEnd(10)} JS ${kb(weight.jsGzip).padStart(9)} gzip (${weight.jsFiles.length} files + inline ${kb(weight.inlineGzip)}), CSS ${kb(weight.cssGzip)} gzip`,
      )
    }
    result.site = result.sitePages['/']
  } else log('  site: apps/site/build/client/index.html is missing (build the site first)')
  if (existsSync(join(ADMIN_DIST_DIR, 'index.html'))) {
    result.admin = pageWeight(ADMIN_DIST_DIR, 'index.html')
    log(
      `  admin      JS ${kb(result.admin.jsGzip).padStart(9)} gzip (${result.admin.jsFiles.length} files), CSS ${kb(result.admin.cssGzip)} gzip`,
    )
  } else log('  admin: apps/admin/dist/index.html is missing (build the admin first)')
  if (result.worker)
    log(
      `  worker     ${result.worker.files.join(', ')}: ${kb(result.worker.raw)} raw, ${kb(result.worker.gzip)} gzip`,
    )
  else
    log(
      '  worker: apps/api/dist holds no bundle (run the API build: wrangler deploy --dry-run --outdir dist)',
    )
  return result
}
