// Prints the gzip size of every JavaScript file the prerendered home page loads (budget: 100 KB).
// Content-only pages hydrate on the first interaction (app/lib/deferred-hydration.ts): their
// React Router module script sits in an inert JSON block, so its imports are listed separately.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const clientDir = path.resolve(import.meta.dirname, '../build/client')
const page = process.argv[2] ?? '/'
const htmlFile = path.join(clientDir, page === '/' ? 'index.html' : `${page}/index.html`)
const html = readFileSync(htmlFile, 'utf8')
const unique = (list) => [...new Set(list)]
const moduleImports = (body) =>
  [...body.matchAll(/import\s*\(?\s*(?:\* as \w+ from\s*)?"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])

const inlineBodies = [
  ...html.matchAll(/<script(?![^>]*(?:src=|ld\+json|application\/json))[^>]*>([\s\S]*?)<\/script>/g),
].map((m) => m[1])
const initial = unique([
  ...[...html.matchAll(/(?:modulepreload" href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ...inlineBodies.flatMap(moduleImports),
])
const deferredBlock = html.match(
  /<script type="application\/json" id="deferred-hydration">([\s\S]*?)<\/script>/,
)
const deferred = deferredBlock ? unique(moduleImports(JSON.parse(deferredBlock[1]))) : []

const gzipOf = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`
const inlineSize = gzipSync(inlineBodies.join('')).length
let total = inlineSize
for (const file of initial) {
  total += gzipOf(file)
  console.log(`${kb(gzipOf(file))}  ${file}`)
}
console.log(`${kb(inlineSize)}  (inline scripts)`)
console.log(`${kb(total)}  total gzip for ${page} at load`)
if (deferred.length > 0) {
  // Entry points only; the chunks they import load with them.
  const onInteraction = deferred.reduce((sum, file) => sum + gzipOf(file), 0)
  console.log(
    `${kb(onInteraction)}  entry modules loaded on the first interaction (${deferred.join(', ')}), plus their imports`,
  )
}
