// Prints the gzip size of every JavaScript file the prerendered home page loads (budget: 100 KB).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const clientDir = path.resolve(import.meta.dirname, '../build/client')
const page = process.argv[2] ?? '/'
const htmlFile = path.join(clientDir, page === '/' ? 'index.html' : `${page}/index.html`)
const html = readFileSync(htmlFile, 'utf8')
const files = [
  ...new Set([...html.matchAll(/(?:modulepreload" href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])),
]
const inline = [...html.matchAll(/<script(?![^>]*(?:src=|ld\+json))[^>]*>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1])
  .join('')
let total = gzipSync(inline).length
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(clientDir, file))).length
  total += size
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
}
console.log(`${(gzipSync(inline).length / 1024).toFixed(1).padStart(7)} KB  (inline scripts)`)
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip for ${page}`)
