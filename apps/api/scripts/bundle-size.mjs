/**
 * Prints the size of the Worker bundle that `wrangler deploy --dry-run --outdir dist` wrote:
 * raw and gzip, the figure Cloudflare's upload limit is measured against.
 */
import { readdir, readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url)
const files = (await readdir(dist)).filter((name) => name.endsWith('.js') || name.endsWith('.mjs'))
if (files.length === 0) {
  console.error('No bundle in apps/api/dist: run `wrangler deploy --dry-run --outdir dist` first.')
  process.exit(1)
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
let raw = 0
let gzip = 0
for (const name of files) {
  const bytes = await readFile(new URL(name, dist))
  const zipped = gzipSync(bytes, { level: 9 }).byteLength
  raw += bytes.byteLength
  gzip += zipped
  console.log(`${name}: ${kib(bytes.byteLength)} raw, ${kib(zipped)} gzip`)
}
console.log(
  `Worker bundle: ${kib(raw)} raw, ${kib(gzip)} gzip (Workers limit: 3 MiB gzip on Free, 10 MiB on Paid)`,
)
