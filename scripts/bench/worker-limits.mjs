/**
 * The Worker limits (issue 43, point 5): the studio's heaviest invocations in workerd on the production
 * path (`npm run start:edge`, no demo content), beside the Workers Paid limits (128 MB of memory and,
 * by default, 30 s of CPU per invocation). A studio of 200 photograph covers and 10,000 enquiries is
 * imported through the admin API as the command line sends it (one 12-megapixel phone photo uploaded,
 * its variants made by the Images binding, then the original and its variants given 200 distinct
 * contents, a suffix each: one cover per work item); then exported with its enquiries and backed up
 * twice with Back up now, as the Cron's daily backup writes (the first copies every file beside the
 * backups, a later one only hashes them). Per invocation, over the API Worker's devtools port: its
 * isolate's peak memory (V8 heap, embedder heap and ArrayBuffers: Runtime.getHeapUsage every 20 ms)
 * and its CPU time (the samples of a CPU profile that are not idle).
 *
 *   node scripts/bench/worker-limits.mjs [--covers=200] [--enquiries=10000]   (also `npm run bench -- --only=workers`)
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { tsImport } from 'tsx/esm/api'
import WebSocket from 'ws'
import { runPorts } from '../../tooling/playwright.mjs'
import { sleep } from '../lib/child-processes.mjs'
import { API, OWNER, startEdge } from './edge.mjs'
import { ADMIN_PREFIX, call } from './lib/api.mjs'

export const WORKER_LIMITS = { memoryBytes: 128 * 1024 * 1024, cpuMs: 30_000 }

/** A devtools session on the isolate: `measure(work)` answers the work's peak memory and CPU time. */
async function openInspector(port) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`)
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
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
    /** The work's answer (or the error it failed with) and its figures. */
    async measure(work) {
      let peakBytes = await memory()
      let done = false
      const polling = (async () => {
        for (; !done; await sleep(20)) peakBytes = Math.max(peakBytes, await memory())
      })()
      await send('Profiler.start')
      const started = performance.now()
      const answer = await work().catch((error) => error)
      const wallMs = performance.now() - started
      const { profile } = await send('Profiler.stop')
      done = true
      await polling
      const idle = new Set()
      for (const node of profile.nodes) if (node.callFrame.functionName === '(idle)') idle.add(node.id)
      let busyUs = 0
      for (const [i, id] of profile.samples.entries()) if (!idle.has(id)) busyUs += profile.timeDeltas[i]
      return { answer, peakBytes, cpuMs: busyUs / 1000, wallMs }
    },
    close: () => ws.close(),
  }
}

/** The project's own TypeScript modules (by their path from the root): the archive format, the admin client. */
const load = (path) => tsImport(`../../${path}`, import.meta.url)
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')
const ndjson = (records) => Buffer.from(records.map((record) => `${JSON.stringify(record)}\n`).join(''))
const byKey = (a, b) => (a.key < b.key ? -1 : 1)

/**
 * The studio as an archive (manifest, record files, media by hash): `covers` work items, each with a
 * cover made of the uploaded photo's `files` (`fileKeys(key)`: the original's key, then its variants').
 */
async function studioArchive({ cover, files, fileKeys, covers, enquiries }) {
  const format = await load('packages/contracts/src/archive.ts')
  const now = new Date().toISOString()
  // The fields this studio leaves empty (no Arabic, no links, no sources) are null, as the export writes them.
  const record = (schema, fields) => ({
    ...Object.fromEntries(Object.keys(schema.shape).map((name) => [name, null])),
    ...fields,
  })
  const media = []
  const coverRecords = []
  const workItems = []
  for (let n = 1; n <= covers; n++) {
    const key = `covers/bench-${n}.jpg`
    for (const [index, fileKey] of fileKeys(key).entries()) {
      const bytes = Buffer.concat([files[index].bytes, Buffer.from(`#${n}`)])
      const used_by = [`media_cover:${key}`]
      media.push({ ...files[index], key: fileKey, bytes, sha256: sha256(bytes), used_by })
    }
    coverRecords.push(
      record(format.MediaCoverRecordSchema, {
        key,
        width: cover.width,
        height: cover.height,
        content_type: 'image/jpeg',
        placeholder: cover.placeholder,
        dominant_color: cover.color,
        variant_widths: cover.widths,
        avif_widths: cover.avif_widths,
        created_at: now,
        updated_at: now,
      }),
    )
    workItems.push(
      record(format.WorkItemRecordSchema, {
        id: n,
        title: `Studio project ${n}`,
        description: 'A booking platform for a chain of clinics in Giza, from discovery to launch.',
        cover_key: key,
        cover_alt: `The home screen of studio project ${n}`,
        category: 'Web platform',
        tags: ['React', 'Workers'],
        featured: n <= 6,
        position: n,
        hidden: false,
        slug: `studio-project-${n}`,
        slug_history: [],
        created_at: now,
        updated_at: now,
      }),
    )
  }
  const messages = Array.from({ length: enquiries }, (_, i) =>
    record(format.ContactMessageRecordSchema, {
      id: i + 1,
      name: `Visitor ${i + 1}`,
      email: `visitor${i + 1}@example.com`,
      company: 'A company in Cairo',
      subject: 'A new website',
      message: 'We would like a bilingual website with a portfolio and a contact form. '.repeat(6),
      created_at: now,
      status: 'new',
      language: i % 3 ? 'en' : 'ar',
      landing_path: '/contact',
    }),
  )
  const { ARCHIVE_FILES: FILES, ARCHIVE_FORMAT_VERSION: version } = format
  const records = {
    ...Object.fromEntries(format.requiredRecordFiles(version).map((name) => [name, []])),
    [FILES.workItems]: workItems,
    [FILES.mediaCovers]: coverRecords.sort(byKey),
    [FILES.contactMessages]: messages,
    [FILES.media]: media
      .sort(byKey)
      .map(({ bytes, ...file }) => record(format.MediaRecordSchema, { ...file, bytes: bytes.length })),
  }
  const recordFiles = Object.fromEntries(Object.entries(records).map(([name, rows]) => [name, ndjson(rows)]))
  const entry = (bytes, rows) => ({ sha256: sha256(bytes), bytes: bytes.length, rows })
  const manifest = {
    format: format.ARCHIVE_FORMAT,
    format_version: version,
    product_version: null,
    migration: null,
    created_at: now,
    enquiries: true,
    studio_id: randomUUID(),
    files: Object.fromEntries([
      ...Object.entries(recordFiles).map(([name, bytes]) => [name, entry(bytes, records[name].length)]),
      ...media.map(({ bytes }) => [format.mediaEntryName(sha256(bytes)), entry(bytes)]),
    ]),
  }
  return { manifest, recordFiles, media: new Map(media.map((file) => [file.sha256, file.bytes])) }
}

/** The figures: per invocation, its peak memory and CPU time (and its time at the client). */
export async function benchWorkerLimits({ covers = 200, enquiries = 10_000, print = console.log } = {}) {
  const began = performance.now()
  const log = (line) => print(`[${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`)
  const { coverVariantKeys } = await load('packages/contracts/src/cover-variants.ts')
  const { createAdminClient } = await load('packages/contracts/src/admin-client.ts')
  const { phonePhoto } = await load('apps/api/src/media/phone-photo.ts')
  const stateDir = mkdtempSync(join(tmpdir(), 'studio-bench-limits-'))
  // A free port for the API Worker's devtools, picked as the test runs pick theirs.
  const { inspector: inspectorPort } = runPorts('BENCH_WORKER_INSPECTOR_PORT', ['inspector'])
  log(`start:edge with an empty studio (state in ${stateDir})…`)
  const edge = await startEdge(stateDir, `bench-${Date.now()}`, {
    EDGE_RTT_MS: '0',
    EDGE_LOG_LEVEL: 'log',
    SEED_DEMO_CONTENT: 'false',
    EDGE_INSPECTOR_PORT: String(inspectorPort),
  })
  let inspector
  let failed = false
  try {
    inspector = await openInspector(inspectorPort)
    const { access_token: token } = await call(`${API}/auth/signup`, { method: 'POST', body: OWNER })
    const getToken = () => token
    const client = createAdminClient({ apiUrl: API, prefix: ADMIN_PREFIX, getToken, fetcher: fetch })
    const photo = new Blob([await phonePhoto()], { type: 'image/jpeg' })
    const { cover } = await client.upload(photo, 'IMG_0001.jpg')
    const made = { widths: cover.widths, avifWidths: cover.avif_widths }
    const fileKeys = (key) => [key, ...coverVariantKeys(key, made)]
    const files = []
    for (const key of fileKeys(cover.key)) {
      const answer = await fetch(`${API}/media/${key}`)
      if (!answer.ok) throw new Error(`GET /media/${key}: ${answer.status}`)
      const bytes = Buffer.from(await answer.arrayBuffer())
      files.push({ bytes, content_type: answer.headers.get('content-type') })
    }
    log('The photo uploaded, its variants made.')
    const archive = await studioArchive({ cover, files, fileKeys, covers, enquiries })
    const mediaBytes = [...archive.media.values()].reduce((sum, bytes) => sum + bytes.length, 0)
    const studio = `${covers} covers (${archive.media.size} files, ${(mediaBytes / 1e6).toFixed(0)} MB), ${enquiries.toLocaleString('en')} enquiries`
    log(`The studio: ${studio}. Sending it as the command line does…`)

    const start = await client.startImport(archive.manifest)
    for (const { name } of start.files) {
      const bytes = archive.recordFiles[name]
      // Parts in order, each at most part_bytes_max; an empty file sends one empty part.
      for (let part = 0, at = 0; part === 0 || at < bytes.length; part++, at += start.part_bytes_max) {
        const piece = new Blob([bytes.subarray(at, at + start.part_bytes_max)])
        await client.sendImportPart(start.id, name, part, piece)
      }
    }
    const rows = []
    /** One invocation measured and logged; one that fails is logged with its figures so far, then thrown. */
    const measure = async (name, work) => {
      const { answer, ...figures } = await inspector.measure(work)
      const { peakBytes, cpuMs, wallMs } = figures
      const threw = answer instanceof Error
      log(
        `${name}${threw ? ' (failed)' : ''}: ${(peakBytes / 1e6).toFixed(1)} MB peak, ${Math.round(cpuMs)} ms CPU, ${(wallMs / 1000).toFixed(1)} s`,
      )
      if (threw) throw answer
      rows.push({ name, studio, ...figures })
      return answer
    }
    const plan = await measure('Import: plan (the dry run)', () => client.planImport(start.id, false))
    for (const { sha256: sha } of plan.missing_media)
      await client.sendImportMedia(start.id, sha, new Blob([archive.media.get(sha)]))
    await measure('Import: apply', () => client.applyImport(start.id, { replace: false }))
    await measure('Export with enquiries (one streamed download)', async () => {
      const { body } = await client.streamArchiveExport({ enquiries: true })
      await body.pipeTo(new WritableStream())
    })
    const backUp = () => client.backUpNow(true)
    await measure('Backup, the first (every file copied)', backUp)
    await measure('Backup, a later one (every file hashed)', backUp)
    return rows
  } catch (error) {
    failed = true
    log(`Failed: the Workers' log is in ${join(stateDir, 'start-edge.log')}`)
    await sleep(2000) // the Worker's last lines reach the log before start:edge stops
    throw error
  } finally {
    inspector?.close()
    await edge.stop()
    if (!failed) rmSync(stateDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { covers: { type: 'string' }, enquiries: { type: 'string' } } })
  await benchWorkerLimits({
    covers: Number(values.covers ?? 200),
    enquiries: Number(values.enquiries ?? 10_000),
  })
}
