/**
 * What an administrator waits for, with 100,000 enquiries in the inbox: the first page of the
 * Messages list (the API's answer, p95 of sequential requests on one connection, so each time is the
 * request's own and not time queued behind others), and how long after a visitor's enquiry its alert
 * reaches a webhook; and, with 10,000 All Work items, the slowest GET /health (polled every 10 ms)
 * while a save of their whole order (every row moves) runs. A fresh libSQL file seeded by
 * inbox-seed.mjs (the full-text index filled by the API's own triggers), the Node API over it, a
 * webhook receiver on 127.0.0.1; all removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { text } from 'node:stream/consumers'
import { sleep } from '../lib/child-processes.mjs'
import { seedInbox } from './inbox-seed.mjs'
import { ADMIN_PREFIX, enquiryPost, signUpAdmin } from './lib/api.mjs'
import { listen, startApi } from './lib/processes.mjs'
import { median, percentile } from './lib/stats.mjs'

const PORTS = { api: 8843, webhook: 8847 }
const ALERTS = 20
const ALERT_TIMEOUT_MS = 15_000
const WORK_ITEMS = 10_000

/** Takes the API's alert POSTs: `arrivals` maps an enquiry's email to when its alert came. */
async function startWebhookReceiver(port) {
  const arrivals = new Map()
  const server = createServer(async (request, response) => {
    const body = await text(request)
    const at = performance.now()
    response.end()
    try {
      arrivals.set(JSON.parse(body).enquiry?.email, at)
    } catch {
      // Not an alert: no enquiry's alert arrives, and the run reports it missing.
    }
  })
  const close = await listen(server, port, '127.0.0.1')
  return { url: `http://127.0.0.1:${port}/enquiry-alert`, arrivals, close }
}

/** 200 GETs one after another after 20 unmeasured ones, each timed to its body's last byte. */
async function timeFirstPage(url, headers, count) {
  const times = []
  for (let i = 0; i < 220; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    const total = Number(response.headers.get('x-total-count'))
    if (!response.ok || total !== count) throw new Error(`${url}: ${response.status}, X-Total-Count ${total}`)
    if (i >= 20) times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

/** Enquiries from addresses of their own (the API trusts one proxy hop), each alert timed from the answer. */
async function measureAlerts(apiUrl, arrivals) {
  const delays = []
  const problems = []
  for (let i = 1; i <= ALERTS; i++) {
    const email = `alert-${i}-${Date.now()}@bench.example`
    const message = `Enquiry ${i} of the alert benchmark: we would like a quote for a new website.`
    const fields = { name: `Alert Bench ${i}`, email, subject: 'A new website', message }
    const response = await fetch(`${apiUrl}/public/contact`, enquiryPost(`198.51.100.${i}`, fields))
    await response.arrayBuffer()
    const answeredAt = performance.now()
    if (response.status !== 201) {
      problems.push(`post ${i} answered ${response.status}`)
      continue
    }
    // Waited for by polling, but timed by the receiver as the alert came in.
    while (!arrivals.has(email) && performance.now() - answeredAt < ALERT_TIMEOUT_MS) await sleep(5)
    if (!arrivals.has(email)) problems.push(`the alert for post ${i} never arrived`)
    // An alert sent before the answer finished reaching us counts as 0, not as a negative time.
    else delays.push(Math.max(0, arrivals.get(email) - answeredAt))
  }
  return { medianMs: delays.length === ALERTS ? median(delays) : Number.NaN, problems }
}

/** The slowest GET /health, one every ~10 ms, while the reversed order of every item is saved. */
async function healthDuringOrderSave(apiUrl, auth) {
  const body = JSON.stringify({ ids: Array.from({ length: WORK_ITEMS }, (_, i) => WORK_ITEMS - i) })
  const headers = { ...auth, 'content-type': 'application/json' }
  const started = performance.now()
  let saveMs = null
  const save = fetch(`${apiUrl}${ADMIN_PREFIX}/all-work/order`, { method: 'PUT', headers, body })
    .then((response) => response.arrayBuffer().then(() => response.status))
    .finally(() => (saveMs = performance.now() - started))
  const times = []
  while (saveMs === null) {
    const asked = performance.now()
    await (await fetch(`${apiUrl}/health`)).arrayBuffer()
    times.push(performance.now() - asked)
    await sleep(10)
  }
  // The save takes every id exactly once: its 200 also shows the seeded items are all there.
  const [status, maxMs] = [await save, Math.max(...times)]
  if (status !== 200) throw new Error(`the order save answered ${status}`)
  console.log(
    `  /health: max ${maxMs.toFixed(1)} ms in ${times.length} polls during a ${Math.round(saveMs)} ms save`,
  )
  return { maxMs }
}

export async function benchInbox(count = 100_000) {
  const log = console.log
  log(`Inbox: ${count.toLocaleString('en')} enquiries in a fresh libSQL file, the Node API over it`)
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-inbox-'))
  let webhook
  let api
  try {
    const seeding = performance.now()
    await seedInbox(join(dir, 'inbox.db'), count, WORK_ITEMS)
    log(`  seeded and indexed in ${((performance.now() - seeding) / 1000).toFixed(1)} s`)
    webhook = await startWebhookReceiver(PORTS.webhook)
    api = await startApi('inbox bench API', {
      API_PORT: String(PORTS.api),
      API_HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'inbox.db')}`,
      MEDIA_DIR: join(dir, 'media'),
      SEED_DEMO_CONTENT: 'false',
      ADMIN_API_PREFIX: ADMIN_PREFIX,
      TRUSTED_PROXY_HOPS: '1',
      ENQUIRY_WEBHOOK_URL: webhook.url,
      ALLOW_LOCAL_WEBHOOKS: 'true',
    })
    const auth = await signUpAdmin(api.url)
    const first = await timeFirstPage(`${api.url}${ADMIN_PREFIX}/contact-messages`, auth, count)
    log(`  first page: p50 ${first.p50.toFixed(1)} ms, p95 ${first.p95.toFixed(1)} ms`)
    const alerts = await measureAlerts(api.url, webhook.arrivals)
    log(`  alerts: median ${alerts.medianMs.toFixed(1)} ms after the answer ${alerts.problems.join('; ')}`)
    const health = await healthDuringOrderSave(api.url, auth)
    return { count, firstPageP95: first.p95, alerts, health }
  } finally {
    await api?.stop()
    await webhook?.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
