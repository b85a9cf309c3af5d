/**
 * The recording path under load: page views at a steady rate (default 200 a second for 60 s)
 * posted to POST /public/views of the Node entry (the embedded default: a libSQL file, its own
 * process, over HTTP), in batches of a given size as the site's Worker sends them. At the end it
 * checks, in the database, that every view was counted exactly once (raw views, the daily totals'
 * views, visitors and not-found answers against what was sent) and prints the answers' statuses and
 * latencies. A benchmark, not a test: it prints and asserts nothing but exits 1 on a mismatch.
 *   npx tsx scripts/audience-ingest-bench.ts [views per request, default 20] [seconds, default 60] [views per second, default 200]
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { AUDIENCE_HEADERS, type PageView, VIEWS_PATH } from '@studio/contracts/audience'
import { studioDay } from '../src/audience/studio-time'
import { startNodeServer } from '../src/node-server'

const SECRET = 'bench-audience-secret-0123456789abcdef'

if (process.argv[2] === 'serve') {
  // The child: the Node entry as `npm start` runs it, on the database and port the parent chose.
  const server = await startNodeServer(process.env)
  // Until the entry's configuration reads AUDIENCE_SECRET itself (the app reads its config live).
  server.config.app.audienceSecret ??= process.env.AUDIENCE_SECRET ?? null
  console.log(`READY ${server.url}`)
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)))
} else {
  await bench()
}

async function bench() {
  const perRequest = Number(process.argv[2] ?? 20)
  const seconds = Number(process.argv[3] ?? 60)
  const rate = Number(process.argv[4] ?? 200)
  const dir = mkdtempSync(join(tmpdir(), 'audience-bench-'))
  const databaseUrl = `file:${join(dir, 'studio.db')}`
  const port = 8900 + Math.floor(Math.random() * 90)
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, 'serve'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: join(dir, 'media'),
      SEED_DEMO_CONTENT: 'false',
      API_PORT: String(port),
      AUDIENCE_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await readyUrl(child)

  // 2,000 visitors (a tenth on IPv6, a third on phones), 40 pages, 3% not-found answers.
  const agents = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
  ]
  const addressOf = (who: number) =>
    who % 10 === 0 ? `2001:db8:${who.toString(16)}::1` : `10.1.${who >> 8}.${who & 255}`
  const pages = Array.from({ length: 20 }, (_, i) => `/work/case-${i}`).flatMap((path) => [
    path,
    `/ar${path}`,
  ])
  const expected = { views: 0, notFound: 0, visitors: new Set<string>() }
  const viewNow = (n: number): PageView => {
    const who = Math.floor(Math.random() * 2000)
    const path = pages[n % pages.length] as string
    const notFound = Math.random() < 0.03
    const at = new Date()
    const userAgent = agents[who % agents.length] as string
    if (notFound) expected.notFound++
    else {
      expected.views++
      expected.visitors.add(`${studioDay(at, 'Africa/Cairo')}|${who}`)
    }
    return {
      at: at.toISOString(),
      host: 'studio.example',
      path: notFound ? `/missing-${n}` : path,
      language: path.startsWith('/ar') ? 'ar' : 'en',
      not_found: notFound,
      referrer: Math.random() < 0.3 ? 'https://www.google.com/' : null,
      utm_source: Math.random() < 0.1 ? 'newsletter' : null,
      country: 'EG',
      address: addressOf(who),
      user_agent: userAgent,
    }
  }

  const requests = Math.round((rate * seconds) / perRequest)
  const intervalMs = (1000 * perRequest) / rate
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let recorded = 0
  let sent = 0
  const inFlight: Promise<void>[] = []
  const started = performance.now()
  for (let i = 0; i < requests; i++) {
    const due = started + i * intervalMs
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const views = Array.from({ length: perRequest }, () => viewNow(sent++))
    const begun = performance.now()
    inFlight.push(
      fetch(`${url}${VIEWS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [AUDIENCE_HEADERS.key]: SECRET },
        body: JSON.stringify({ views }),
      })
        .then(async (response) => {
          latencies.push(performance.now() - begun)
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          if (response.ok) recorded += ((await response.json()) as { recorded: number }).recorded
          else await response.text()
        })
        .catch(() => {
          statuses.set(0, (statuses.get(0) ?? 0) + 1)
        }),
    )
  }
  await Promise.all(inFlight)
  const elapsed = (performance.now() - started) / 1000
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))

  const client = createClient({ url: databaseUrl })
  const count = async (query: string) => Number((await client.execute(query)).rows[0]?.[0] ?? 0)
  const stored = {
    raw: await count('SELECT count(*) FROM audience_views'),
    views: await count(
      `SELECT coalesce(sum(views), 0) FROM audience_daily WHERE scope = 'all' AND dimension = 'total'`,
    ),
    visitors: await count(
      `SELECT coalesce(sum(visitors), 0) FROM audience_daily WHERE scope = 'all' AND dimension = 'total'`,
    ),
    notFound: await count(
      `SELECT coalesce(sum(views), 0) FROM audience_daily WHERE scope = 'all' AND dimension = 'not_found'`,
    ),
  }
  client.close()

  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1)
  const fiveHundreds = [...statuses]
    .filter(([status]) => status >= 500 || status === 0)
    .reduce((n, [, c]) => n + c, 0)
  console.log(
    `${sent} views in ${requests} requests of ${perRequest} over ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)} views/s)`,
  )
  console.log(
    `statuses: ${[...statuses].map(([status, n]) => `${status || 'network error'} x${n}`).join(', ')}`,
  )
  console.log(`latency: median ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`)
  console.log(
    `recorded (answers) ${recorded}; stored raw views ${stored.raw}; daily totals: views ${stored.views} ` +
      `(sent ${expected.views}), not found ${stored.notFound} (sent ${expected.notFound}), ` +
      `visitors ${stored.visitors} (sent ${expected.visitors.size})`,
  )
  const exact =
    fiveHundreds === 0 &&
    recorded === sent &&
    stored.raw === sent &&
    stored.views === expected.views &&
    stored.notFound === expected.notFound &&
    stored.visitors === expected.visitors.size
  console.log(exact ? 'every view counted once, none lost, no 5xx' : 'MISMATCH')
  process.exit(exact ? 0 : 1)
}

function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const match = /READY (\S+)/.exec(text)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before it was ready`)))
  })
}
