/**
 * The studio archive's benchmark: builds a studio with 100,000 enquiries and 200 covers (photograph-
 * like WebP files of 1600 x 1067 with a 480 px variant each, every cover shown by a project or a work
 * item, each with its cover record), then exports it (with the enquiries) and imports the archive
 * into an empty studio, each in a process of its own, and prints the time and the peak resident
 * memory (maxRSS) of each. Budget: each under 2 minutes and 300 MB. Then exports the imported studio
 * and checks that its record files and media hashes are the archive's.
 *
 *   cd apps/api && node --import tsx scripts/archive-bench.mjs [--enquiries=100000] [--covers=200]
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const SCRIPT = fileURLToPath(import.meta.url)
const API_DIR = fileURLToPath(new URL('..', import.meta.url))
const BUDGET = { ms: 120_000, rssMb: 300 }

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { enquiries: { type: 'string', default: '100000' }, covers: { type: 'string', default: '200' } },
})

async function studioAt(dir) {
  const { loadNodeConfig } = await import('../src/config.ts')
  const { NODE_DEFAULTS, openNodeDatabase, migrateNodeDatabase } = await import('../src/db/open-node.ts')
  const { createFolderMediaStore } = await import('../src/media/folder-store.ts')
  const env = { DATABASE_URL: `file:${join(dir, 'studio.db')}`, MEDIA_DIR: join(dir, 'media') }
  const config = loadNodeConfig(env, NODE_DEFAULTS)
  const { client, db } = await openNodeDatabase(config.databaseUrl)
  await migrateNodeDatabase(db)
  return { client, deps: { db, media: createFolderMediaStore(config.mediaDir), config: config.app } }
}

/** A noisy gradient: compresses about as badly as a photograph does. */
async function photograph(sharp, seed, width, height) {
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed * 2654435761
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) >>> 0
    const x = (i / 3) % width
    pixels[i] = (x * 255) / width + (state & 63)
    pixels[i + 1] = ((seed * 37) % 255) + ((state >> 8) & 31)
    pixels[i + 2] = (state >> 16) & 255
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer()
}

async function build(dir, enquiries, covers) {
  const { default: sharp } = await import('sharp')
  const schema = await import('../src/db/schema.ts')
  const { client, deps } = await studioAt(dir)
  const base = deps.config.publicMediaBaseUrl
  const now = new Date().toISOString()
  for (let n = 0; n < covers; n++) {
    const key = `covers/bench-${String(n).padStart(3, '0')}.1600x1067.webp`
    await deps.media.put(key, await photograph(sharp, n, 1600, 1067), 'image/webp')
    await deps.media.put(
      key.replace('.webp', '.w480.webp'),
      await photograph(sharp, n, 480, 320),
      'image/webp',
    )
    const item = {
      title: `Cover ${n}`,
      description: 'A project with a photograph.',
      coverUrl: `${base}/${key}`,
      createdAt: now,
      updatedAt: now,
    }
    if (n % 2) await deps.db.insert(schema.projects).values(item)
    else await deps.db.insert(schema.workItems).values({ ...item, slug: `cover-${n}` })
    await deps.db.insert(schema.mediaCovers).values({
      key,
      width: 1600,
      height: 1067,
      contentType: 'image/webp',
      placeholder: null,
      dominantColor: '#556677',
      variantWidths: [480],
      avifWidths: [],
      createdAt: now,
      updatedAt: now,
    })
  }
  const text = 'We are looking for a studio to rebuild our website and booking flow. '.repeat(6)
  for (let start = 0; start < enquiries; start += 1000) {
    const rows = []
    for (let i = start; i < Math.min(enquiries, start + 1000); i++) {
      rows.push({
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        company: i % 3 ? `Company ${i % 97}` : null,
        subject: `Enquiry ${i}`,
        message: `${text}(${i})`,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
        status: ['new', 'read', 'archived'][i % 3],
        statusChangedAt: now,
        language: i % 4 ? 'en' : 'ar',
      })
    }
    await deps.db.insert(schema.contactMessages).values(rows)
  }
  client.close()
}

/** One measured step, in this script's own process (so its peak memory is the step's alone). */
async function step(kind, dir, file) {
  const started = performance.now()
  const { client, deps } = await studioAt(dir)
  if (kind === 'export') {
    const { writeArchiveFile } = await import('../src/archive/node-file.ts')
    await writeArchiveFile(deps, file, { enquiries: true })
  } else {
    const { openArchiveFile } = await import('../src/archive/node-file.ts')
    const { importArchive } = await import('../src/archive/import.ts')
    const result = await importArchive(deps, await openArchiveFile(file), { replace: false, actor: null })
    if (result.plan.conflicts.length) throw new Error('conflicts')
  }
  client.close()
  const ms = performance.now() - started
  console.log(JSON.stringify({ ms, rssMb: process.resourceUsage().maxRSS / 1024 }))
}

function measured(kind, dir, file) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, kind, dir, file], {
    cwd: API_DIR,
    encoding: 'utf8',
  })
  return JSON.parse(out.trim().split('\n').at(-1))
}

async function sameRecords(first, second) {
  const { openAsBlob } = await import('node:fs')
  const { maxBytesOf, openArchiveZip, zipEntryChunks } = await import('@studio/contracts/archive-zip')
  const digest = async (path) => {
    const zip = await openArchiveZip(await openAsBlob(path))
    const { createHash } = await import('node:crypto')
    const out = {}
    for (const [name, entry] of zip.entries) {
      if (name === 'manifest.json') continue
      const hash = createHash('sha256')
      for await (const chunk of zipEntryChunks(entry, maxBytesOf(name))) hash.update(chunk)
      out[name] = hash.digest('hex')
    }
    await zip.close()
    return out
  }
  return JSON.stringify(await digest(first)) === JSON.stringify(await digest(second))
}

if (positionals[0] === 'export' || positionals[0] === 'import') {
  await step(positionals[0], positionals[1], positionals[2])
} else {
  const root = mkdtempSync(join(tmpdir(), 'studio-archive-bench-'))
  const enquiries = Number(values.enquiries)
  const covers = Number(values.covers)
  try {
    const buildStart = performance.now()
    await build(join(root, 'source'), enquiries, covers)
    console.log(
      `Built a studio with ${enquiries} enquiries and ${covers} covers in ${((performance.now() - buildStart) / 1000).toFixed(1)} s.`,
    )
    const file = join(root, 'studio.zip')
    const exported = measured('export', join(root, 'source'), file)
    const { statSync } = await import('node:fs')
    const size = statSync(file).size / 1024 / 1024
    const imported = measured('import', join(root, 'target'), file)
    const again = join(root, 'again.zip')
    measured('export', join(root, 'target'), again)
    const identical = await sameRecords(file, again)
    const row = (name, m) =>
      `${name.padEnd(8)} ${(m.ms / 1000).toFixed(1).padStart(7)} s ${m.rssMb.toFixed(0).padStart(7)} MB   ${m.ms < BUDGET.ms && m.rssMb < BUDGET.rssMb ? 'within budget' : 'OVER BUDGET'}`
    console.log(`Archive: ${size.toFixed(1)} MB`)
    console.log(`step        time   peak RSS   (budget: ${BUDGET.ms / 1000} s, ${BUDGET.rssMb} MB)`)
    console.log(row('export', exported))
    console.log(row('import', imported))
    console.log(`Export after import: record files and media ${identical ? 'identical' : 'DIFFERENT'}.`)
    if (!identical) process.exitCode = 1
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
