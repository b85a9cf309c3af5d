/**
 * Database round trips and server time per route on the production path: `npm run start:edge` (the
 * API Worker in workerd over libSQL's HTTP protocol) with the libSQL HTTP server adding 40 ms to every
 * round trip (`--rtt-ms 40`), standing in for Turso's distance. The server counts round trips (every
 * protocol request); each measured request starts from a reset counter and reads it once answered.
 * The Cron Trigger is not fired during the run, so no sweep is counted. Time is the request's time at
 * the client on this machine (so, the Worker's time plus loopback): its median (p50) over `runs`.
 * Budgets (issue 43): a public API read <= 2 round trips, a contact post <= 3, an admin list
 * screen's loader <= 3, a save <= 4. The contact post runs at most 4 times (5 a 10 minutes an address).
 *
 *   node scripts/bench/edge.mjs [--runs=5]      (also `npm run bench -- --only=edge`)
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT } from './lib/processes.mjs'
import { median } from './lib/stats.mjs'

export const API = 'http://localhost:8787'
const SITE = 'http://localhost:5173'
const DB = 'http://127.0.0.1:8790'
const RTT_MS = 40
export const OWNER = { email: 'owner@studio.test', password: 'Violet-harbour-lantern-42' }
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `npm run start:edge` on its own state; `settings` replace its environment's defaults here. */
export async function startEdge(stateDir, dbToken, settings = {}) {
  const log = openSync(join(stateDir, 'start-edge.log'), 'a')
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start-edge.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      EDGE_STATE_DIR: join(stateDir, 'state'),
      EDGE_RTT_MS: String(RTT_MS),
      EDGE_DB_TOKEN: dbToken,
      EDGE_CRON_MS: String(24 * 60 * 60 * 1000),
      SEED_DEMO_CONTENT: 'true',
      EDGE_LOG_LEVEL: 'warn',
      ...settings,
    },
  })
  const exited = once(child, 'exit')
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`start:edge exited (see ${join(stateDir, 'start-edge.log')})`)
    try {
      if ((await fetch(`${SITE}/health`)).ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error('start:edge did not answer within 300 s')
    await sleep(1000)
  }
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** The edge figures: one row per route, round trips and p50 beside the route's budget. */
export async function benchEdge({ runs = 5, log = console.log } = {}) {
  const stateDir = mkdtempSync(join(tmpdir(), 'studio-bench-edge-'))
  const dbToken = `bench-${Date.now()}`
  const dbAuth = { authorization: `Bearer ${dbToken}` }
  log(`start:edge with the database ${RTT_MS} ms away (state in ${stateDir})…`)
  const edge = await startEdge(stateDir, dbToken)
  try {
    const json = async (response) => {
      const text = await response.text()
      if (!response.ok) throw new Error(`${response.url}: ${response.status} ${text.slice(0, 200)}`)
      return JSON.parse(text)
    }
    const post = (url, body, headers = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    let session = await post(`${API}/auth/signup`, OWNER)
    if (session.status !== 201 && session.status !== 200) session = await post(`${API}/auth/login`, OWNER)
    const { access_token: token } = await json(session)
    const auth = { authorization: `Bearer ${token}` }
    const [project] = await json(await fetch(`${API}/sb-admin/projects`, { headers: auth }))
    const [work] = await json(await fetch(`${API}/public/all-work`))
    const [workItem] = await json(await fetch(`${API}/sb-admin/all-work`, { headers: auth }))

    let saves = 0
    // Each save changes the description, so the content version moves and the public snapshot goes.
    const saveWorkItem = () =>
      fetch(`${API}/sb-admin/all-work/${workItem.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({
          title: workItem.title,
          description: `${workItem.description} (${++saves})`,
          category: workItem.category,
          cover_url: workItem.cover_url,
        }),
      })
    let contactCount = 0
    const routes = [
      { name: 'GET /public/projects', budget: 2, request: () => fetch(`${API}/public/projects`) },
      { name: 'GET /public/all-work', budget: 2, request: () => fetch(`${API}/public/all-work`) },
      { name: 'GET /public/work/:slug', budget: 2, request: () => fetch(`${API}/public/work/${work.slug}`) },
      {
        name: 'GET /public/site-content',
        budget: 2,
        request: () => fetch(`${API}/public/site-content?lang=en`),
      },
      {
        name: 'POST /public/contact',
        budget: 3,
        runs: Math.min(runs, 4),
        request: () =>
          post(`${API}/public/contact`, {
            name: 'Bench Visitor',
            email: 'bench@visitor.example',
            message: `A round-trip count, post ${++contactCount}.`,
          }),
      },
      {
        // A cache miss: each run follows a save, so the snapshot is rebuilt from the database.
        name: 'GET /public/all-work (after a save)',
        budget: 2,
        prepare: () => saveWorkItem(),
        request: () => fetch(`${API}/public/all-work`),
      },
      {
        name: 'GET /sb-admin/projects (list)',
        budget: 3,
        request: () => fetch(`${API}/sb-admin/projects`, { headers: auth }),
      },
      {
        name: 'GET /sb-admin/all-work (list)',
        budget: 3,
        request: () => fetch(`${API}/sb-admin/all-work`, { headers: auth }),
      },
      {
        name: 'GET /sb-admin/contact-messages (list)',
        budget: 3,
        request: () => fetch(`${API}/sb-admin/contact-messages`, { headers: auth }),
      },
      {
        name: 'PUT /sb-admin/projects/:id (save)',
        budget: 4,
        request: () =>
          fetch(`${API}/sb-admin/projects/${project.id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', ...auth },
            body: JSON.stringify({
              title: project.title,
              description: `${project.description ?? ''}`.trim() || 'Saved.',
            }),
          }),
      },
      { name: 'PUT /sb-admin/all-work/:id (save)', budget: 4, request: () => saveWorkItem() },
    ]

    const rows = []
    for (const route of routes) {
      const count = route.runs ?? runs
      // One unmeasured request first: the isolate builds the app on its first request.
      await (await route.request()).arrayBuffer()
      const trips = []
      const times = []
      for (let run = 0; run < count; run++) {
        if (route.prepare) await (await route.prepare()).arrayBuffer()
        await sleep(300) // deferred work of the previous request (a contact post's alerts, a card) settles
        await json(await fetch(`${DB}/stats/reset`, { method: 'POST', headers: dbAuth }))
        const started = performance.now()
        const response = await route.request()
        await response.arrayBuffer()
        times.push(performance.now() - started)
        if (!response.ok) throw new Error(`${route.name}: ${response.status}`)
        trips.push((await json(await fetch(`${DB}/stats`, { headers: dbAuth }))).roundTrips)
      }
      const most = Math.max(...trips)
      rows.push({ ...route, trips: most, p50: median(times), count })
      log(`${route.name}: ${most} round trips (of ${trips.join(', ')}), p50 ${median(times).toFixed(0)} ms`)
    }
    return rows
  } finally {
    await edge.stop()
    rmSync(stateDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
  const rows = await benchEdge({ runs: Number(values.runs) })
  console.log(`\nRound trips and p50 per route, database ${RTT_MS} ms away (start:edge):`)
  for (const row of rows) {
    const verdict = row.trips <= row.budget ? 'PASS' : 'MISS'
    console.log(
      `${row.name.padEnd(40)}  ${String(row.trips).padStart(2)} round trips (budget <= ${row.budget}) ${verdict}  p50 ${row.p50.toFixed(0)} ms`,
    )
  }
}
