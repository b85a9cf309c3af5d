/**
 * Prints how a 10,000-id order save on the Node entry affects other requests: the real server
 * (`tsx src/node.ts`, a process of its own) over a fresh local file database holding 10,000 projects.
 * Each round saves a reversed order while GET /health is asked again and again until the save answers:
 * the first one right behind the save, each next one when the previous one has answered.
 *
 *   node scripts/order-save-latency.mjs [--rounds=5] [--items=10000] [--port=9141]
 *
 * The local database answers synchronously, so the save's one UPDATE holds the event loop while it
 * runs: a health check that arrives during it waits for it. The budget is for the first one (sent
 * right behind the save): it must be answered first, within 100 ms.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    items: { type: 'string', default: '10000' },
    port: { type: 'string', default: '9141' },
  },
})
const rounds = Number(values.rounds)
const items = Number(values.items)
const base = `http://localhost:${values.port}`
const HEALTH_BUDGET_MS = 100

const dir = mkdtempSync(join(tmpdir(), 'studio-order-latency-'))
const databaseUrl = `file:${join(dir, 'studio.db')}`
const server = spawn(process.execPath, ['--import', 'tsx', 'src/node.ts'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: {
    PATH: process.env.PATH ?? '',
    API_PORT: values.port,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: join(dir, 'media'),
    SEED_DEMO_CONTENT: 'false',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
function stop() {
  server.kill('SIGTERM')
  rmSync(dir, { recursive: true, force: true })
}

let token = ''
const call = (path, method = 'GET', body) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  })
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0
const ms = (value) => `${value.toFixed(0)} ms`

try {
  let output = ''
  server.stdout.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 60_000
  while (!/API listening on/.test(output)) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`The API did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const client = createClient({ url: databaseUrl, timeout: 10_000 })
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${items})
    INSERT INTO projects (title, description) SELECT 'Item ' || i, 'The description of item ' || i FROM n`)
  client.close()
  const credentials = JSON.stringify({ email: 'owner@studio.test', password: 'correct horse battery staple' })
  await call('/auth/signup', 'POST', credentials)
  token = (await (await call('/auth/login', 'POST', credentials)).json()).access_token
  const ids = (await (await call('/sb-admin/projects')).json()).map((row) => row.id)
  // Warm-up: the server's JIT and the database pages, and two open connections for the probes.
  await call('/sb-admin/projects/order', 'PUT', JSON.stringify({ ids: ids.reverse() }))
  await Promise.all([fetch(`${base}/health`), fetch(`${base}/health`)])

  console.log(`${items} projects; ${rounds} rounds of PUT /sb-admin/projects/order with all ids reversed`)
  const saves = []
  const firstHealth = []
  const everyHealth = []
  let answeredFirst = 0
  for (let round = 1; round <= rounds; round += 1) {
    const body = JSON.stringify({ ids: ids.reverse() })
    const started = performance.now()
    let saveMs = 0
    const save = call('/sb-admin/projects/order', 'PUT', body).then((response) => {
      saveMs = performance.now() - started
      return response.status
    })
    const probes = []
    let firstBeforeSave = false
    while (saveMs === 0) {
      const asked = performance.now()
      await fetch(`${base}/health`)
      probes.push(performance.now() - asked)
      if (probes.length === 1) firstBeforeSave = saveMs === 0
    }
    const status = await save
    if (status !== 200) throw new Error(`round ${round}: the save answered ${status}`)
    saves.push(saveMs)
    firstHealth.push(probes[0] ?? 0)
    everyHealth.push(...probes)
    if (firstBeforeSave) answeredFirst += 1
    console.log(
      `  round ${round}: save ${ms(saveMs)}; health ${probes.map(ms).join(', ')}` +
        `${firstBeforeSave ? '' : ' (the first answered after the save)'}`,
    )
  }
  const worstFirst = Math.max(...firstHealth)
  const pass = answeredFirst === rounds && worstFirst < HEALTH_BUDGET_MS
  console.log(`\nsave of ${items} ids: median ${ms(median(saves))}, max ${ms(Math.max(...saves))}`)
  console.log(
    `GET /health right behind the save: median ${ms(median(firstHealth))}, max ${ms(worstFirst)}, ` +
      `answered before the save ${answeredFirst}/${rounds}  budget < ${HEALTH_BUDGET_MS} ms and first: ${pass ? 'PASS' : 'MISS'}`,
  )
  console.log(
    `any GET /health during the save: median ${ms(median(everyHealth))}, max ${ms(Math.max(...everyHealth))}`,
  )
} finally {
  stop()
}
