/**
 * Uploads the demo covers (seed/covers/*.webp) to the R2 bucket under the keys src/db/seed.ts uses:
 * `<name>.webp` as seed/<name>.1200x800.webp, where the rows written by `npm run db:seed` point
 * (PUBLIC_MEDIA_BASE_URL/seed/<name>.1200x800.webp), and `<name>.w480.webp` as its 480 px sibling
 * seed/<name>.1200x800.w480.webp (the naming in packages/contracts/src/cover-sources.ts).
 *   node scripts/upload-seed-covers.mjs            # the deployed bucket (wrangler login needed)
 *   node scripts/upload-seed-covers.mjs --local    # wrangler dev's local bucket
 *   node scripts/upload-seed-covers.mjs --bucket=my-bucket
 */
import { spawnSync } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const coversDir = fileURLToPath(new URL('../seed/covers/', import.meta.url))
const bucket =
  process.argv.find((arg) => arg.startsWith('--bucket='))?.slice('--bucket='.length) ?? 'studio-media'
const where = process.argv.includes('--local') ? '--local' : '--remote'

/** The bucket key for a committed file; the small siblings go first, so no main key lacks its sibling. */
const keyFor = (name) =>
  name.endsWith('.w480.webp')
    ? `seed/${name.slice(0, -'.w480.webp'.length)}.1200x800.w480.webp`
    : `seed/${name.slice(0, -'.webp'.length)}.1200x800.webp`
const files = (await readdir(coversDir)).filter((name) => name.endsWith('.webp'))
const covers = [
  ...files.filter((name) => name.endsWith('.w480.webp')).sort(),
  ...files.filter((name) => !name.endsWith('.w480.webp')).sort(),
]
for (const name of covers) {
  const result = spawnSync(
    'npx',
    [
      'wrangler',
      'r2',
      'object',
      'put',
      `${bucket}/${keyFor(name)}`,
      '--file',
      `${coversDir}${name}`,
      '--content-type',
      'image/webp',
      where,
    ],
    { stdio: 'inherit', cwd: fileURLToPath(new URL('..', import.meta.url)) },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}
console.log(`Uploaded ${covers.length} cover files to ${bucket}/seed/ (${where.slice(2)}).`)
