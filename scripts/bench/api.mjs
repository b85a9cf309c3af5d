/**
 * API figures: GET /public/all-work (200 work items, the real app over a temporary libSQL file)
 * against a bare Hono route serving the identical JSON, measured in alternating rounds of the same
 * run; then POST /public/contact under concurrency with an integrity check against the database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import autocannon from 'autocannon'
import { load, summarize } from './lib/load.mjs'
import { startChild } from './lib/processes.mjs'
import { median, round } from './lib/stats.mjs'

export const API_PORTS = { api: 8841, bare: 8842 }
const WORK_ITEMS = 200
const HOT_ADDRESS = '198.51.100.99'
const HOT_EMAIL = 'hot@bench.example'
const CONTACT_MAX_PER_WINDOW = 5
const CONTACT_WINDOW_MS = 10 * 60 * 1000

async function fetchJson(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return { body: await response.json(), etag: response.headers.get('etag') }
}

/** Alternating rounds: API first in even rounds, the bare route first in odd ones, so drift cancels. */
async function measureAllWork({ content, rounds, duration, connections, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-payload-'))
  const api = await startChild(
    'scripts/bench/api-server.mts',
    ['--port', String(API_PORTS.api), '--content', content],
    {
      nodeArgs: ['--import', 'tsx'],
      label: 'bench API',
    },
  )
  let bare
  try {
    const expected = content === 'demo' ? api.ready.workItems : WORK_ITEMS
    if (!expected || api.ready.workItems !== expected)
      throw new Error(`bench API holds ${api.ready.workItems} work items, not ${expected}`)
    const apiUrl = `http://127.0.0.1:${API_PORTS.api}/public/all-work`
    const { body, etag } = await fetchJson(apiUrl)
    if (!Array.isArray(body) || body.length !== expected)
      throw new Error(`/public/all-work answered ${body.length} items`)
    const payloadFile = join(dir, 'all-work.json')
    writeFileSync(payloadFile, JSON.stringify(body))
    bare = await startChild(
      'scripts/bench/bare-server.mjs',
      ['--port', String(API_PORTS.bare), '--payload', payloadFile],
      {
        label: 'bare Hono route',
      },
    )
    const bareUrl = `http://127.0.0.1:${API_PORTS.bare}/public/all-work`
    if (!isDeepStrictEqual((await fetchJson(bareUrl)).body, body))
      throw new Error('the bare route does not serve the identical payload')
    const payloadBytes = Buffer.byteLength(JSON.stringify(body))

    const targets = {
      api: { url: apiUrl, headers: {} },
      bare: { url: bareUrl, headers: {} },
      // What a revalidating browser or CDN costs: same route, matching If-None-Match, 304.
      api304: { url: apiUrl, headers: { 'if-none-match': etag ?? '' } },
    }
    log(`  warm-up (${Object.keys(targets).join(', ')}) ...`)
    for (const target of Object.values(targets))
      await load(target.url, { duration: 2, connections, headers: target.headers })

    const samples = { api: [], bare: [], api304: [] }
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? ['api', 'bare', 'api304'] : ['bare', 'api', 'api304']
      for (const name of order) {
        const result = summarize(
          await load(targets[name].url, { duration, connections, headers: targets[name].headers }),
        )
        samples[name].push(result)
      }
      const a = samples.api[i]
      const b = samples.bare[i]
      log(
        `  round ${i + 1}/${rounds}: API ${round(a.rps)} req/s p99 ${a.p99} ms | bare ${round(b.rps)} req/s p99 ${b.p99} ms | ratio ${(a.rps / b.rps).toFixed(2)} | 304 ${round(samples.api304[i].rps)} req/s`,
      )
    }
    const failures = Object.entries(samples).flatMap(([name, list]) =>
      list.filter((s) => s.errors > 0 || (name === 'api304' ? false : s.non2xx > 0)).map(() => name),
    )
    if (failures.length)
      throw new Error(
        `errors or non-2xx answers during the load rounds of: ${[...new Set(failures)].join(', ')}`,
      )
    return {
      payloadBytes,
      apiRps: median(samples.api.map((s) => s.rps)),
      apiP99: median(samples.api.map((s) => s.p99)),
      bareRps: median(samples.bare.map((s) => s.rps)),
      bareP99: median(samples.bare.map((s) => s.p99)),
      api304Rps: median(samples.api304.map((s) => s.rps)),
      ratio: median(samples.api.map((s, i) => s.rps / samples.bare[i].rps)),
      items: expected,
    }
  } finally {
    await bare?.stop()
    await api.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * `amount` posts from `connections` concurrent clients. Nine in ten come from their own address;
 * one in ten from a single hot address, whose limit (5 per 10 minutes) must hold exactly.
 */
async function measureContact({ amount, connections, log }) {
  const api = await startChild(
    'scripts/bench/api-server.mts',
    ['--port', String(API_PORTS.api), '--content', 'items:0'],
    {
      nodeArgs: ['--import', 'tsx'],
      label: 'bench API',
    },
  )
  try {
    let sent = 0
    let hotSent = 0
    const startedAt = Date.now()
    const result = await autocannon({
      url: `http://127.0.0.1:${API_PORTS.api}`,
      connections,
      amount,
      requests: [
        {
          method: 'POST',
          path: '/public/contact',
          setupRequest(request) {
            const n = sent++
            const hot = n % 10 === 0
            if (hot) hotSent++
            const address = hot ? HOT_ADDRESS : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-bench-client': address },
              body: JSON.stringify({
                name: `Bench visitor ${n}`,
                email: hot ? HOT_EMAIL : `visitor-${n}@bench.example`,
                company: 'Bench Ltd',
                subject: 'A new website',
                message: `Enquiry number ${n}: we would like a quote for a new website.`,
              }),
            }
          },
        },
      ],
    })
    const endedAt = Date.now()
    const stats = await api.ask('contact-stats')
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    )
    const count = (test) =>
      Object.entries(codes)
        .filter(([code]) => test(Number(code)))
        .reduce((sum, [, n]) => sum + n, 0)
    const ok = count((code) => code >= 200 && code < 300)
    const limited = codes[429] ?? 0
    const serverErrors = count((code) => code >= 500)
    const windows = Math.floor(endedAt / CONTACT_WINDOW_MS) - Math.floor(startedAt / CONTACT_WINDOW_MS) + 1
    const problems = []
    if (stats.total !== ok) problems.push(`${stats.total} rows stored but ${ok} posts answered 2xx`)
    if (serverErrors > 0) problems.push(`${serverErrors} answers were 5xx`)
    if (result.errors + result.timeouts > 0)
      problems.push(`${result.errors} connection errors, ${result.timeouts} timeouts`)
    if (stats.hot > CONTACT_MAX_PER_WINDOW * windows)
      problems.push(`the hot address stored ${stats.hot} posts (limit ${CONTACT_MAX_PER_WINDOW} per window)`)
    if (ok + limited !== result.requests.total)
      problems.push(`${result.requests.total - ok - limited} answers were neither 2xx nor 429`)
    log(
      `  ${result.requests.total} posts (${hotSent} from one hot address): ${ok} x 2xx, ${limited} x 429, ${serverErrors} x 5xx; rows stored ${stats.total} (hot ${stats.hot})`,
    )
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      total: result.requests.total,
      ok,
      limited,
      serverErrors,
      rows: stats.total,
      hotRows: stats.hot,
      integrity: problems.length === 0,
      problems,
    }
  } finally {
    await api.stop()
  }
}

export async function benchApi({
  rounds = 5,
  duration = 4,
  connections = 20,
  contactAmount = 1000,
  log = console.log,
} = {}) {
  log(
    `API: GET /public/all-work (${WORK_ITEMS} work items) vs a bare Hono route, ${rounds} alternating rounds of ${duration}s, ${connections} connections`,
  )
  const allWork = await measureAllWork({ content: `items:${WORK_ITEMS}`, rounds, duration, connections, log })
  log(`API: the same with the seeded demo content (issue 12's bar), ${rounds} rounds`)
  const demo = await measureAllWork({ content: 'demo', rounds, duration, connections, log })
  log(`API: POST /public/contact, ${contactAmount} posts over ${connections} connections`)
  const contact = await measureContact({ amount: contactAmount, connections, log })
  return { allWork, demo, contact }
}
