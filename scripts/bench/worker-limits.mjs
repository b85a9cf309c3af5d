/**
 * The Worker limits (issue 43, point 5): the studio's heaviest invocations measured in workerd on the
 * production path (`npm run start:edge`, no demo content). A studio of 200 photograph covers and
 * 10,000 enquiries comes in through the admin API as the command line's import sends it: one phone
 * photo (12 megapixels) is uploaded and its variants made by the Images binding, then the original
 * and its variants are given 200 distinct contents (a suffix each), one cover per work item. Then the
 * studio is exported with its enquiries, and backed up twice with Back up now, which writes as the
 * Cron's daily backup does (the first copies every file beside the backups, a later one only reads
 * them to hash them).
 * Per invocation, over the API Worker's devtools port: its isolate's peak memory (the V8 heap, the
 * embedder's heap and ArrayBuffers: Runtime.getHeapUsage every 20 ms) and its CPU time (the samples
 * of a CPU profile that are not idle), beside the Workers Paid limits: 128 MB of memory and, by
 * default, 30 s of CPU per invocation.
 *
 *   node scripts/bench/worker-limits.mjs [--covers=200] [--enquiries=10000]   (also `npm run bench -- --only=workers`)
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tsImport } from 'tsx/esm/api'
import WebSocket from 'ws'
import { API, OWNER, startEdge } from './edge.mjs'
import { ADMIN_PREFIX, call } from './lib/api.mjs'

export const WORKER_LIMITS = { memoryBytes: 128 * 1024 * 1024, cpuMs: 30_000 }

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** A devtools session on the isolate: `measure(work)` answers the work's peak memory and CPU time. */
async function openInspector(port) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  let next = 0
  const waiting = new Map()
  ws.on('message', (data) => {
    const { id, result, error } = JSON.parse(String(data))
    waiting.get(id)?.(error ? Promise.reject(new Error(error.message)) : result)
    waiting.delete(id)
  })
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      waiting.set(++next, resolve)
      ws.send(JSON.stringify({ id: next, method, params }))
    })
  const memory = async () => {
    const usage = await send('Runtime.getHeapUsage')
    return usage.usedSize + (usage.embedderHeapUsedSize ?? 0) + (usage.backingStorageSize ?? 0)
  }
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: 1000 })
  return {
    async measure(work) {
      let peak = await memory()
      let done = false
      const polling = (async () => {
        while (!done) {
          peak = Math.max(peak, await memory())
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      })()
      await send('Profiler.start')
      const started = performance.now()
      const answer = await work().catch((error) => error)
      const wallMs = performance.now() - started
      const { profile } = await send('Profiler.stop')
      done = true
      await polling
      const idle = new Set(
        profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
      )
      const busyUs = profile.samples.reduce(
        (sum, id, i) => sum + (idle.has(id) ? 0 : profile.timeDeltas[i]),
        0,
      )
      const measured = { peakBytes: peak, cpuMs: busyUs / 1000, wallMs }
      if (answer instanceof Error) throw Object.assign(answer, { measured })
      return { answer, ...measured }
    },
    close: () => ws.close(),
  }
}

const byKey = (a, b) => (a.key < b.key ? -1 : 1)
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')
const ndjson = (records) => new TextEncoder().encode(records.map((r) => `${JSON.stringify(r)}\n`).join(''))

/** The studio's records and files: `covers` work items, each with a cover made of `photo`'s files. */
function studioArchive({ cover, files, covers, enquiries, coverVariantKeys }) {
  const now = new Date().toISOString()
  const media = []
  const coverRecords = []
  const workItems = []
  for (let n = 1; n <= covers; n++) {
    const key = `covers/bench-${n}.jpg`
    const made = { widths: cover.widths, avifWidths: cover.avif_widths }
    for (const [index, fileKey] of [key, ...coverVariantKeys(key, made)].entries()) {
      const { bytes: original, contentType } = files[index]
      const bytes = Buffer.concat([original, Buffer.from(`#${n}`)])
      media.push({ key: fileKey, bytes, content_type: contentType, used_by: [`media_cover:${key}`] })
    }
    coverRecords.push({
      key,
      width: cover.width,
      height: cover.height,
      content_type: 'image/jpeg',
      placeholder: cover.placeholder,
      dominant_color: cover.color,
      variant_widths: cover.widths,
      avif_widths: cover.avif_widths,
      variant_error: null,
      created_at: now,
      updated_at: now,
    })
    workItems.push({
      id: n,
      title: `Studio project ${n}`,
      description: 'A booking platform for a chain of clinics in Giza, from discovery to launch.',
      title_ar: null,
      description_ar: null,
      cover_key: key,
      cover_url: null,
      cover_alt: `The home screen of studio project ${n}`,
      cover_alt_ar: null,
      category: 'Web platform',
      website: null,
      href: null,
      tags: ['React', 'Workers'],
      featured: n <= 6,
      position: n,
      hidden: false,
      slug: `studio-project-${n}`,
      slug_history: [],
      created_at: now,
      updated_at: now,
    })
  }
  const messages = Array.from({ length: enquiries }, (_, i) => ({
    id: i + 1,
    name: `Visitor ${i + 1}`,
    email: `visitor${i + 1}@example.com`,
    company: 'A company in Cairo',
    subject: 'A new website',
    message: 'We would like a bilingual website with a portfolio and a contact form. '.repeat(6),
    created_at: now,
    status: 'new',
    status_changed_at: null,
    language: i % 3 ? 'en' : 'ar',
    source: null,
    campaign: null,
    landing_path: '/contact',
  }))
  const records = {
    'projects.ndjson': [],
    'work_items.ndjson': workItems,
    'site_content.ndjson': [],
    'site_content_revisions.ndjson': [],
    'settings.ndjson': [],
    'media_covers.ndjson': coverRecords.sort(byKey),
    'contact_messages.ndjson': messages,
    'media.ndjson': media
      .sort(byKey)
      .map(({ bytes, ...record }) => ({ ...record, sha256: sha256(bytes), bytes: bytes.length })),
  }
  const recordFiles = Object.fromEntries(Object.entries(records).map(([name, rows]) => [name, ndjson(rows)]))
  const manifest = {
    format: 'studio-archive',
    format_version: 3,
    product_version: null,
    migration: null,
    created_at: now,
    enquiries: true,
    studio_id: randomUUID(),
    files: Object.fromEntries([
      ...Object.entries(recordFiles).map(([name, bytes]) => [
        name,
        { sha256: sha256(bytes), bytes: bytes.length, rows: records[name].length },
      ]),
      ...media.map(({ bytes }) => [`media/${sha256(bytes)}`, { sha256: sha256(bytes), bytes: bytes.length }]),
    ]),
  }
  return { manifest, recordFiles, media: new Map(media.map(({ bytes }) => [sha256(bytes), bytes])) }
}

/** The figures: per invocation, its peak memory and CPU time (and its time at the client). */
export async function benchWorkerLimits({ covers = 200, enquiries = 10_000, print = console.log } = {}) {
  const began = performance.now()
  const log = (line) => print(`[${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`)
  const { coverVariantKeys } = await tsImport(
    '../../packages/contracts/src/cover-variants.ts',
    import.meta.url,
  )
  const { createAdminClient } = await tsImport(
    '../../packages/contracts/src/admin-client.ts',
    import.meta.url,
  )
  const { phonePhoto } = await tsImport('../../apps/api/src/media/phone-photo.ts', import.meta.url)
  const stateDir = mkdtempSync(join(tmpdir(), 'studio-bench-limits-'))
  const inspectorPort = await freePort()
  log(`start:edge with an empty studio (state in ${stateDir})…`)
  const edge = await startEdge(stateDir, `bench-${Date.now()}`, {
    EDGE_RTT_MS: '0',
    EDGE_LOG_LEVEL: 'log',
    SEED_DEMO_CONTENT: 'false',
    EDGE_INSPECTOR_PORT: String(inspectorPort),
  })
  const inspector = await openInspector(inspectorPort)
  let failed = false
  try {
    const { access_token: token } = await call(`${API}/auth/signup`, { method: 'POST', body: OWNER })
    const client = createAdminClient({
      apiUrl: API,
      prefix: ADMIN_PREFIX,
      getToken: () => token,
      fetcher: fetch,
    })
    const photo = new Blob([await phonePhoto()], { type: 'image/jpeg' })
    const { cover } = await client.upload(photo, 'IMG_0001.jpg')
    const made = { widths: cover.widths, avifWidths: cover.avif_widths }
    const files = []
    for (const key of [cover.key, ...coverVariantKeys(cover.key, made)]) {
      const answer = await fetch(`${API}/media/${key}`)
      if (!answer.ok) throw new Error(`GET /media/${key}: ${answer.status}`)
      files.push({
        bytes: Buffer.from(await answer.arrayBuffer()),
        contentType: answer.headers.get('content-type'),
      })
    }
    log('The photo uploaded, its variants made.')
    const archive = studioArchive({ cover, files, covers, enquiries, coverVariantKeys })
    const mediaBytes = [...archive.media.values()].reduce((sum, bytes) => sum + bytes.length, 0)
    const studio = `${covers} covers (${archive.media.size} files, ${(mediaBytes / 1e6).toFixed(0)} MB), ${enquiries.toLocaleString('en')} enquiries`
    log(`The studio: ${studio}. Sending it as the command line does…`)

    const start = await client.startImport(archive.manifest)
    for (const { name } of start.files) {
      const bytes = archive.recordFiles[name]
      for (let part = 0, at = 0; part === 0 || at < bytes.length; part++, at += start.part_bytes_max)
        await client.sendImportPart(
          start.id,
          name,
          part,
          new Blob([bytes.subarray(at, at + start.part_bytes_max)]),
        )
    }
    const rows = []
    const row = (name, m) => {
      log(
        `${name}: ${(m.peakBytes / 1e6).toFixed(1)} MB peak, ${Math.round(m.cpuMs)} ms CPU, ${(m.wallMs / 1000).toFixed(1)} s`,
      )
      rows.push({ name, studio, ...m })
    }
    const plan = await inspector.measure(() => client.planImport(start.id, false))
    row('Import: plan (the dry run)', plan)
    for (const { sha256: sha } of plan.answer.missing_media)
      await client.sendImportMedia(start.id, sha, new Blob([archive.media.get(sha)]))
    row('Import: apply', await inspector.measure(() => client.applyImport(start.id, { replace: false })))
    const download = async () => {
      const { body: stream } = await client.streamArchiveExport({ enquiries: true })
      let bytes = 0
      for await (const chunk of stream) bytes += chunk.byteLength
      return bytes
    }
    row('Export with enquiries (one streamed download)', await inspector.measure(download))
    const backup = () => client.backUpNow(true)
    row('Backup, the first (every file copied)', await inspector.measure(backup))
    row('Backup, a later one (every file hashed)', await inspector.measure(backup))
    return rows
  } catch (error) {
    const { measured: m } = error
    if (m)
      log(
        `Failed after ${(m.wallMs / 1000).toFixed(1)} s: ${(m.peakBytes / 1e6).toFixed(1)} MB peak, ${Math.round(m.cpuMs)} ms CPU`,
      )
    log(`Failed: the Workers' log is in ${join(stateDir, 'start-edge.log')}`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    failed = true
    throw error
  } finally {
    inspector.close()
    await edge.stop()
    if (!failed) rmSync(stateDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util')
  const { values } = parseArgs({ options: { covers: { type: 'string' }, enquiries: { type: 'string' } } })
  await benchWorkerLimits({
    covers: Number(values.covers ?? 200),
    enquiries: Number(values.enquiries ?? 10_000),
  })
}
