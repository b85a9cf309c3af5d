/**
 * Database round trips and server time per route on the production path: `npm run start:edge` (the
 * API Worker in workerd over libSQL's HTTP protocol), the libSQL HTTP server adding 40 ms to every
 * round trip (standing in for Turso's distance). The server counts round trips (protocol requests);
 * each measured request starts from a reset counter and reads it once answered. The Cron Trigger is
 * not fired during the run. Time is the request's time at the client (the Worker's time plus
 * loopback): its median (p50) over `runs`. Budgets (issue 43): a public API read <= 2 round trips, a
 * contact post <= 3, an admin list screen's loader <= 3, a save <= 4. The contact post runs at most 4
 * times (5 a 10 minutes an address).
 *
 *   node scripts/bench/edge.mjs [--runs=5]      (also `npm run bench -- --only=edge`)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { responds, sleep, stopChild, waitUntil } from '../lib/child-processes.mjs'
import { call } from './lib/api.mjs'
import { ROOT } from './lib/processes.mjs'
import { median } from './lib/stats.mjs'

export const API = 'http://localhost:8787'
const SITE = 'http://localhost:5173'
const DB = 'http://127.0.0.1:8790'
const RTT_MS = 40
export const OWNER = { email: 'owner@studio.test', password: 'Violet-harbour-lantern-42' }

/** `npm run start:edge` on its own state; `settings` replace its environment's defaults here. */
export async function startEdge(stateDir, dbToken, settings = {}) {
  const logFile = join(stateDir, 'start-edge.log')
  const out = openSync(logFile, 'a')
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start-edge.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
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
  // start:edge stops its own children (within 10 s each) when it is told to stop: it is given the time.
  const stop = () => stopChild(child, { graceMs: 30_000 })
  const what = `start:edge (its log: ${logFile})`
  const up = () => responds(`${SITE}/health`)
  await waitUntil(up, { what, timeoutMs: 300_000, intervalMs: 1000, child, onFail: stop })
  return { stop }
}

/** The edge figures: one row per route, round trips and p50 beside the route's budget. */
export async function benchEdge({ runs = 5, log = console.log } = {}) {
  const stateDir = mkdtempSync(join(tmpdir(), 'studio-bench-edge-'))
  const dbToken = `bench-${Date.now()}`
  const dbAuth = { authorization: `Bearer ${dbToken}` }
  log(`start:edge with the database ${RTT_MS} ms away (state in ${stateDir})…`)
  const edge = await startEdge(stateDir, dbToken)
  try {
    const session = await call(`${API}/auth/signup`, { method: 'POST', body: OWNER })
    const auth = { authorization: `Bearer ${session.access_token}` }
    const get = (path, headers) => () => fetch(`${API}${path}`, { headers })
    const send = (method, path, body, headers) =>
      fetch(`${API}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const [project] = await call(`${API}/sb-admin/projects`, { headers: auth })
    const [work] = await call(`${API}/public/all-work`)
    const [workItem] = await call(`${API}/sb-admin/all-work`, { headers: auth })
    const save = (path, body) => send('PUT', path, body, auth)
    // Each save changes the description, so the content version moves and the public snapshot goes.
    const { title, description, category, cover_url } = workItem
    let saves = 0
    const saveWorkItem = () => {
      const changed = `${description} (${++saves})`
      return save(`/sb-admin/all-work/${workItem.id}`, { title, description: changed, category, cover_url })
    }
    const projectText = `${project.description ?? ''}`.trim() || 'Saved.'
    const saveProject = () =>
      save(`/sb-admin/projects/${project.id}`, { title: project.title, description: projectText })
    let posts = 0
    const postContact = () =>
      send('POST', '/public/contact', {
        name: 'Bench Visitor',
        email: 'bench@visitor.example',
        message: `A round-trip count, post ${++posts}.`,
      })
    // The budgets: a public API read <= 2 round trips, an admin list screen's loader <= 3.
    const read = (name, path = name) => ({ name: `GET ${name}`, budget: 2, request: get(path) })
    const list = (path) => ({ name: `GET ${path} (list)`, budget: 3, request: get(path, auth) })
    const routes = [
      read('/public/projects'),
      read('/public/all-work'),
      read('/public/work/:slug', `/public/work/${work.slug}`),
      read('/public/site-content', '/public/site-content?lang=en'),
      { name: 'POST /public/contact', budget: 3, runs: Math.min(runs, 4), request: postContact },
      // A cache miss: each run follows a save, so the snapshot is rebuilt from the database.
      { ...read('/public/all-work'), name: 'GET /public/all-work (after a save)', prepare: saveWorkItem },
      list('/sb-admin/projects'),
      list('/sb-admin/all-work'),
      list('/sb-admin/contact-messages'),
      { name: 'PUT /sb-admin/projects/:id (save)', budget: 4, request: saveProject },
      { name: 'PUT /sb-admin/all-work/:id (save)', budget: 4, request: saveWorkItem },
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
        await call(`${DB}/stats/reset`, { method: 'POST', headers: dbAuth })
        const started = performance.now()
        const response = await route.request()
        await response.arrayBuffer()
        times.push(performance.now() - started)
        if (!response.ok) throw new Error(`${route.name}: ${response.status}`)
        trips.push((await call(`${DB}/stats`, { headers: dbAuth })).roundTrips)
      }
      const row = { ...route, trips: Math.max(...trips), p50: median(times), count }
      const verdict = row.trips <= row.budget ? 'PASS' : 'MISS'
      log(
        `${row.name}: ${row.trips} round trips (of ${trips.join(', ')}; budget <= ${row.budget}) ${verdict}, p50 ${row.p50.toFixed(0)} ms`,
      )
      rows.push(row)
    }
    return rows
  } finally {
    await edge.stop()
    rmSync(stateDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
  await benchEdge({ runs: Number(values.runs) })
}
