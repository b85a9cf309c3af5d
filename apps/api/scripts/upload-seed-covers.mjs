/**
 * Uploads the demo covers (seed/covers/<name>.webp) to the R2 bucket under the keys src/db/seed.ts
 * uses, seed/<name>.webp, where the rows written by `npm run db:seed` point
 * (PUBLIC_MEDIA_BASE_URL/seed/<name>.webp). The Worker's Cron Trigger then makes their widths and
 * formats with the Images binding, a few covers a minute (src/media/backfill-covers.ts).
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

/** The bucket key for a committed file. */
const keyFor = (name) => `seed/${name}`
const covers = (await readdir(coversDir)).filter((name) => name.endsWith('.webp')).sort()
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
