/**
 * Inbox figures (issue 13) with 100,000 messages: a fresh libSQL file migrated by the API and
 * seeded through @libsql/client (full-text index filled by the API's triggers), the real Node API
 * on it (the Node entry's own wiring, alerts to a local webhook receiver), then
 *  - the first page of GET {prefix}/contact-messages and two searches: a sequential loop of
 *    requests on one connection, p95 of their times;
 *  - the CSV export of every message: rows/s, and the API process's RSS before and at its peak;
 *  - the Messages screen in headless Chromium (see inbox-screen.mjs), still on exactly the
 *    seeded messages;
 *  - 20 enquiries through POST /public/contact, each from its own loopback address (127.0.0.x,
 *    so the rate limit of 5 per address holds without a proxy), and when each alert reaches the
 *    receiver after the post's answer.
 * Everything listens on and talks to 127.0.0.1 only; temporary files and processes are removed.
 */
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchAdmin, measureMessagesScreen, startAdminPreview } from './inbox-screen.mjs'
import { countCsvRecords, percentile, rssOf, sampleRss, timeSequentialGets } from './lib/inbox-measure.mjs'
import { startWebhookReceiver } from './lib/inbox-webhook.mjs'
import { startChild } from './lib/processes.mjs'
import { median } from './lib/stats.mjs'

export const INBOX_PORTS = { api: 8843, admin: 8844, webhook: 8847 }
export const INBOX_MESSAGES_COUNT = 100_000
const PREFIX = '/sb-admin'
const ADMIN = { email: 'bench-owner@studio.test', password: 'Violet-harbour-lantern-42' }
const LATENCY_REQUESTS = 200
/** A word most enquiries contain, and a prefix as someone types it. */
const SEARCHES = [
  { label: 'word', q: 'website' },
  { label: 'prefix as typed', q: 'pric' },
]
const ALERTS = 20
const ALERT_TIMEOUT_MS = 15_000

/** Every figure here is a time on a shared machine: say how busy it was. */
const loadText = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MB`

async function seedDatabase(file, count, log) {
  log(`  seeding ${count.toLocaleString('en')} messages ...`)
  const seeder = await startChild('scripts/bench/inbox-seed.mjs', ['--db', file, '--count', String(count)], {
    nodeArgs: ['--import', 'tsx'],
    timeoutMs: 600_000,
    label: 'inbox seeder',
  })
  const exited = seeder.child.exitCode === null ? once(seeder.child, 'exit') : Promise.resolve()
  await exited
  const { rows, indexed, ms, insertMs } = seeder.ready
  if (rows !== count) throw new Error(`the seeded database holds ${rows} messages, not ${count}`)
  if (indexed !== count) throw new Error(`the full-text index holds ${indexed} of ${count} messages`)
  log(
    `  seeded ${rows.toLocaleString('en')} messages (all ${indexed.toLocaleString('en')} in the full-text index) in ${(ms / 1000).toFixed(1)} s (inserts and indexing ${(insertMs / 1000).toFixed(1)} s, ${Math.round(rows / (insertMs / 1000)).toLocaleString('en')} rows/s)`,
  )
  return { ms, insertMs }
}

async function signUp(apiUrl) {
  const response = await fetch(`${apiUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = await response.json()
  if (response.status !== 201 || typeof body.access_token !== 'string')
    throw new Error(`signup answered ${response.status}: ${JSON.stringify(body)}`)
  return { token: body.access_token, email: ADMIN.email }
}

async function measureList(apiUrl, auth, count, log) {
  const headers = { authorization: `Bearer ${auth.token}` }
  const base = `${apiUrl}${PREFIX}/contact-messages`
  const first = await timeSequentialGets(base, { headers, requests: LATENCY_REQUESTS })
  if (first.total !== count) throw new Error(`the list's X-Total-Count is ${first.total}, not ${count}`)
  log(
    `  first page: p50 ${first.p50.toFixed(1)} ms, p95 ${first.p95.toFixed(1)} ms, max ${first.max.toFixed(1)} ms; body ${first.bytes} bytes; X-Total-Count ${first.total}`,
  )
  const searches = []
  for (const search of SEARCHES) {
    const result = await timeSequentialGets(`${base}?q=${encodeURIComponent(search.q)}`, {
      headers,
      requests: LATENCY_REQUESTS,
    })
    if (!result.total) throw new Error(`the search for "${search.q}" matched nothing`)
    log(
      `  search q=${search.q} (${search.label}): ${result.total.toLocaleString('en')} matches; p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms; body ${result.bytes} bytes`,
    )
    searches.push({ ...search, ...result })
  }
  return { first, searches }
}

async function measureExport(apiUrl, auth, pid, count, log) {
  // A moment of quiet first, so "before" is the API at rest with 100,000 messages behind it.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const rssBefore = rssOf(pid)
  const sampler = sampleRss(pid)
  const started = performance.now()
  const response = await fetch(`${apiUrl}${PREFIX}/contact-messages/export`, {
    headers: { authorization: `Bearer ${auth.token}` },
  })
  if (!response.ok || !response.body) {
    sampler.stop()
    throw new Error(`the export answered ${response.status}`)
  }
  const { records, bytes, unbalanced } = await countCsvRecords(response.body)
  const seconds = (performance.now() - started) / 1000
  const { peak, samples } = sampler.stop()
  const rows = records - 1
  if (unbalanced) throw new Error('the export ends inside a quoted field')
  if (rows !== count) throw new Error(`the export held ${rows} rows, not ${count}`)
  const rowsPerSecond = rows / seconds
  log(
    `  export: ${rows.toLocaleString('en')} rows (${(bytes / 1_000_000).toFixed(1)} MB) in ${seconds.toFixed(2)} s = ${Math.round(rowsPerSecond).toLocaleString('en')} rows/s; API RSS ${mb(rssBefore)} before, peak ${mb(peak)} (${samples} samples every 20 ms), ${mb(rssOf(pid))} after`,
  )
  return { rows, bytes, seconds, rowsPerSecond, rssBefore, rssPeak: peak }
}

/** POSTs one enquiry from a chosen loopback address; resolves when the whole answer is in. */
function postEnquiry(apiUrl, localAddress, enquiry) {
  const body = JSON.stringify(enquiry)
  return new Promise((resolve, reject) => {
    const req = request(
      `${apiUrl}/public/contact`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
        response.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function measureAlerts(apiUrl, webhook, log) {
  const fromAnswer = []
  const fromPost = []
  const problems = []
  for (let i = 1; i <= ALERTS; i++) {
    const email = `alert-${i}-${Date.now()}@bench.example`
    const sentAt = performance.now()
    const status = await postEnquiry(apiUrl, `127.0.0.${10 + i}`, {
      name: `Alert Bench ${i}`,
      email,
      company: 'Bench Ltd',
      subject: 'A new website',
      message: `Enquiry ${i} of the alert benchmark: we would like a quote for a new website.`,
    })
    const answeredAt = performance.now()
    if (status !== 201) {
      problems.push(`post ${i} answered ${status}`)
      continue
    }
    const arrivedAt = await webhook.arrivalOf(email, ALERT_TIMEOUT_MS)
    if (arrivedAt === null) {
      problems.push(`the alert for post ${i} did not arrive within ${ALERT_TIMEOUT_MS / 1000}s`)
      continue
    }
    // An alert sent before the answer finished reaching us counts as 0, not as a negative time.
    fromAnswer.push(Math.max(0, arrivedAt - answeredAt))
    fromPost.push(arrivedAt - sentAt)
  }
  if (webhook.malformed)
    problems.push(`${webhook.malformed} webhook calls were not {"text", "enquiry"} POSTs`)
  const result = {
    arrived: fromAnswer.length,
    medianMs: fromAnswer.length === ALERTS ? median(fromAnswer) : Number.NaN,
    maxMs: fromAnswer.length === ALERTS ? Math.max(...fromAnswer) : Number.NaN,
    medianFromPostMs: median(fromPost),
    p95FromPostMs: percentile(fromPost, 95),
    problems,
  }
  log(
    `  alerts: ${result.arrived}/${ALERTS} reached the webhook; after the answer median ${result.medianMs.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms; after sending the post median ${result.medianFromPostMs.toFixed(1)} ms${problems.length ? `; ${problems.join('; ')}` : ''}`,
  )
  return result
}

async function newestMessage(apiUrl, auth) {
  const response = await fetch(`${apiUrl}${PREFIX}/contact-messages?per_page=1`, {
    headers: { authorization: `Bearer ${auth.token}` },
  })
  const [newest] = await response.json()
  if (!newest) throw new Error('the inbox is empty')
  return { name: newest.name, email: newest.email, status: newest.status }
}

export async function benchInbox({ count = INBOX_MESSAGES_COUNT, log = console.log } = {}) {
  log(
    `Inbox: ${count.toLocaleString('en')} contact messages in a fresh libSQL file, the Node API over it (${loadText()})`,
  )
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-inbox-'))
  const apiUrl = `http://127.0.0.1:${INBOX_PORTS.api}`
  const adminOrigin = `http://127.0.0.1:${INBOX_PORTS.admin}`
  const problems = []
  let webhook
  let api
  try {
    const seed = await seedDatabase(join(dir, 'inbox.db'), count, log)
    webhook = await startWebhookReceiver(INBOX_PORTS.webhook)
    api = await startChild('scripts/bench/inbox-api-server.mjs', [], {
      nodeArgs: ['--import', 'tsx'],
      label: 'inbox bench API',
      env: {
        API_PORT: String(INBOX_PORTS.api),
        API_HOST: '127.0.0.1',
        DATABASE_URL: `file:${join(dir, 'inbox.db')}`,
        MEDIA_DIR: join(dir, 'media'),
        SEED_DEMO_CONTENT: 'false',
        ADMIN_ORIGIN: adminOrigin,
        SITE_ORIGIN: 'http://127.0.0.1:8848',
        ADMIN_API_PREFIX: PREFIX,
        ADMIN_SIGNUP_ALLOWLIST: '',
        // Clients connect directly: the socket's address is the client's (see measureAlerts).
        TRUSTED_PROXY_HOPS: '0',
        ENQUIRY_WEBHOOK_URL: webhook.url,
        // Blank counts as unset: the webhook is the only channel, whatever the shell exports.
        TRUST_FORWARDED_FOR: '',
        DATABASE_AUTH_TOKEN: '',
        ENQUIRY_WEBHOOK_SECRET: '',
        ENQUIRY_ALERT_EMAIL: '',
        SMTP_URL: '',
        SMTP_FROM: '',
        MESSAGE_RETENTION_DAYS: '',
        PUBLIC_MEDIA_BASE_URL: '',
      },
    })
    const pid = api.child.pid
    const auth = await signUp(apiUrl)

    log(`API: GET ${PREFIX}/contact-messages, ${LATENCY_REQUESTS} sequential requests each (one connection)`)
    const list = await measureList(apiUrl, auth, count, log)
    log(`API: GET ${PREFIX}/contact-messages/export (every message)`)
    const exported = await measureExport(apiUrl, auth, pid, count, log)

    const newest = await newestMessage(apiUrl, auth)
    log(
      `Admin: the Messages screen in Chromium, newest message ${newest.name} <${newest.email}> (${newest.status})`,
    )
    let screen
    let preview
    try {
      log('  building a copy of the admin for the bench API port ...')
      const adminBuild = join(dir, 'admin')
      await buildBenchAdmin({ outDir: adminBuild, apiUrl, prefix: PREFIX })
      preview = await startAdminPreview({
        outDir: adminBuild,
        port: INBOX_PORTS.admin,
        apiUrl,
        prefix: PREFIX,
      })
      screen = await measureMessagesScreen({
        adminUrl: preview.url,
        apiUrl,
        prefix: PREFIX,
        session: auth,
        newest,
        log,
      })
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      screen = { visibleMs: Number.NaN, bytes: Number.NaN, requests: 0, runs: 0, errors: [text] }
      log(`  the Messages screen could not be measured: ${text}`)
    } finally {
      await preview?.stop()
    }
    if (!Number.isFinite(screen.visibleMs)) problems.push(...screen.errors)

    log(`API: ${ALERTS} enquiries through POST /public/contact, alerts to ${webhook.url}`)
    const alerts = await measureAlerts(apiUrl, webhook, log)
    problems.push(...alerts.problems)

    log(`  done (${loadText()})`)
    return { count, seed, list, exported, alerts, screen, problems }
  } finally {
    await api?.stop()
    await webhook?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'not measured')
const ms1 = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'not measured')
const atMost = (limit, text) => ({ text, holds: (v) => Number.isFinite(v) && v <= limit })
const atLeast = (limit, text) => ({ text, holds: (v) => Number.isFinite(v) && v >= limit })

/** The same figure shape as lib/record.mjs, with the budgets of issue 13. */
function figure(name, value, text, budget) {
  if (!budget) return { name, value, text, budget: '', verdict: '' }
  return { name, value, text, budget: budget.text, verdict: budget.holds(value) ? 'PASS' : 'MISS' }
}

export function inboxFigures({ count, seed, list, exported, alerts, screen }) {
  const n = count.toLocaleString('en')
  return [
    figure(
      `Inbox seeding ${n} messages with the full-text index (information)`,
      seed.ms,
      `${(seed.ms / 1000).toFixed(1)} s`,
    ),
    figure(
      `Inbox API first page p95 latency (${n} messages)`,
      list.first.p95,
      `${list.first.p95.toFixed(1)} ms`,
      atMost(50, '<= 50 ms'),
    ),
    figure('Inbox API first page body', list.first.bytes, kb(list.first.bytes), atMost(30_000, '<= 30 KB')),
    ...list.searches.map((s) =>
      figure(
        `Inbox API search q=${s.q} (${s.label}) p95 latency`,
        s.p95,
        `${s.p95.toFixed(1)} ms (${s.total.toLocaleString('en')} matches)`,
        atMost(100, '<= 100 ms'),
      ),
    ),
    figure(
      `Inbox CSV export of ${n} messages`,
      exported.rowsPerSecond,
      `${Math.round(exported.rowsPerSecond).toLocaleString('en')} rows/s`,
      atLeast(20_000, '>= 20,000 rows/s'),
    ),
    figure(
      'Inbox CSV export API RSS before / peak (information)',
      exported.rssPeak - exported.rssBefore,
      `${mb(exported.rssBefore)} / ${mb(exported.rssPeak)} (+${mb(exported.rssPeak - exported.rssBefore)})`,
    ),
    figure(
      `Inbox alert reaches the webhook, median of ${ALERTS}`,
      alerts.medianMs,
      `${ms1(alerts.medianMs)} after the answer (max ${ms1(alerts.maxMs)}; ${ms1(alerts.medianFromPostMs)} after sending the post; ${alerts.arrived}/${ALERTS} arrived)`,
      atMost(2000, '<= 2 s'),
    ),
    figure(
      `Inbox Messages screen newest row visible (median of ${screen.runs})`,
      screen.visibleMs,
      ms(screen.visibleMs),
      atMost(1000, '<= 1 s'),
    ),
    figure(
      'Inbox Messages screen message data transferred',
      screen.bytes,
      Number.isFinite(screen.bytes) ? `${kb(screen.bytes)} (${screen.requests} responses)` : 'not measured',
      atMost(150_000, '<= 150 KB'),
    ),
  ]
}
