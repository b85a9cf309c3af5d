// `npm run start:edge` after the builds: the whole product on the engines production runs it on, on
// this machine, at the addresses of `npm start` (API 8787, site 5173, admin 5174).
//
// - The database: the libSQL HTTP server (packages/libsql-http-server, Turso's protocol over a local
//   file, with an auth token), migrated over HTTP by the documented `npm run db:migrate` and seeded,
//   when empty, as `npm start` seeds (`npm run db:seed`; its covers put into the local R2 bucket).
// - The API: its Worker in workerd (`wrangler dev`), with its R2 buckets local (persisted in the
//   state folder), the Images binding local (miniflare's, on sharp) and its Cron Trigger fired every
//   minute by this script (`--test-scheduled`: GET /__scheduled).
// - The site: its built Worker in `wrangler dev`, reaching the API Worker through the production
//   service binding (`env.production.services` of apps/site/wrangler.jsonc), over wrangler's dev
//   registry (a folder of this run's own, so no other `wrangler dev` on the machine answers for it).
// - The admin: its production build (`dist/`), served by `vite preview`.
//
// Settings (environment): EDGE_STATE_DIR (default apps/api/.wrangler/edge: the database file and the
// buckets, kept between runs), EDGE_DB_PORT (8790), EDGE_RTT_MS (0: the added delay per database
// round trip, 40 stands in for Turso), EDGE_DB_TOKEN (the database auth token, one made for the run
// when unset), EDGE_CRON_MS (60000), ADMIN_SIGNUP_ALLOWLIST (the owner's
// email: the Worker has no open first signup; default owner@studio.test), AUDIENCE_SECRET,
// PREVIEW_SECRET, TWO_FACTOR_KEY, ENQUIRY_WEBHOOK_SECRET (one made for the run when unset), EDGE_ALLOW_LOCAL_WEBHOOKS
// (default true: the panel may send alerts to a webhook on this machine), SEED_DEMO_CONTENT,
// EDGE_INSPECTOR_PORT (the API Worker's devtools port, for the Worker limits bench; wrangler's own
// choice when unset).
// Offline: wrangler sends no metrics and fetches nothing (no login; the `cf` object is not fetched).
// Ctrl-C (or SIGTERM) stops every process it started.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { answers, runToEnd, stopChild, waitUntil } from './lib/child-processes.mjs'

const root = path.resolve(import.meta.dirname, '..')
const apiDir = path.join(root, 'apps/api')
const siteDir = path.join(root, 'apps/site')
const adminDir = path.join(root, 'apps/admin')
const bin = (file) => path.join(root, 'node_modules', file)
const WRANGLER = bin('wrangler/bin/wrangler.js')

const env = process.env
const stateDir = path.resolve(env.EDGE_STATE_DIR || path.join(apiDir, '.wrangler/edge'))
const dbPort = Number(env.EDGE_DB_PORT || 8790)
const rttMs = Number(env.EDGE_RTT_MS || 0)
const cronMs = Number(env.EDGE_CRON_MS || 60_000)
const apiPort = 8787
const sitePort = 5173
const adminPort = 5174
const apiUrl = `http://localhost:${apiPort}`
const dbUrl = `http://127.0.0.1:${dbPort}`
const secret = () => randomBytes(32).toString('hex')
const dbToken = env.EDGE_DB_TOKEN || secret()
const audienceSecret = env.AUDIENCE_SECRET || secret()
const previewSecret = env.PREVIEW_SECRET || secret()
const twoFactorKey = env.TWO_FACTOR_KEY || secret()
const webhookSecret = env.ENQUIRY_WEBHOOK_SECRET || secret()
const allowlist = env.ADMIN_SIGNUP_ALLOWLIST || 'owner@studio.test'
const seed = env.SEED_DEMO_CONTENT !== 'false'
const localWebhooks = env.EDGE_ALLOW_LOCAL_WEBHOOKS !== 'false'
const STARTUP_LIMIT_MS = 180_000

for (const dir of ['db', 'api', 'site', 'registry', 'seed-media'])
  mkdirSync(path.join(stateDir, dir), { recursive: true })

/** Wrangler offline and quiet: no metrics, no `cf` download, no banner, no experimental-field notes. */
const wranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_DISABLE_EXPERIMENTAL_WARNING: '1',
  WRANGLER_REGISTRY_PATH: path.join(stateDir, 'registry'),
  CI: env.CI ?? 'true',
}

const children = []
let stopping = false

function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options })
  const prefix = `[${name}] `
  const relay = (stream, out) => {
    let partial = ''
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) out.write(`${prefix}${line}\n`)
    })
  }
  relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`${prefix}exited (${signal ?? code}); stopping everything.`)
    void stop(1)
  })
  children.push(child)
  return child
}

/** Runs a command to its end, its output shown; resolves with that output, rejects with its status. */
const runOnce = (name, command, args, options) =>
  runToEnd(command, args, { ...options, echo: (chunk) => process.stdout.write(`[${name}] ${chunk}`) })

async function stop(code) {
  if (stopping) return
  stopping = true
  clearInterval(cronTimer)
  await Promise.all(children.map((child) => stopChild(child, { group: true, graceMs: 10_000 })))
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))

const waitFor = (name, port) =>
  waitUntil(async () => stopping || (await answers(port)), {
    what: `${name} on port ${port}`,
    timeoutMs: STARTUP_LIMIT_MS,
    intervalMs: 300,
  })

async function refuseBusyPorts() {
  for (const [name, port] of [
    ['the API', apiPort],
    ['the site', sitePort],
    ['the admin', adminPort],
    ['the database', dbPort],
  ]) {
    if (await answers(port))
      throw new Error(`Port ${port} (${name}) is taken: stop what answers there first.`)
  }
}

/** The seed's covers (MEDIA_DIR: each file beside its `.type`) into the API's local R2 bucket. */
async function uploadSeedCovers(mediaDir) {
  const files = readdirSync(mediaDir, { recursive: true })
    .map((name) => String(name))
    .filter((name) => !name.endsWith('.type') && statSync(path.join(mediaDir, name)).isFile())
  if (files.length === 0) return 0
  const { Miniflare } = await import('miniflare')
  // The bucket wrangler dev opens: the binding's bucket_name, under --persist-to's v3/r2.
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null) }',
    r2Buckets: { MEDIA: 'studio-media' },
    r2Persist: path.join(stateDir, 'api/v3/r2'),
    cf: false,
  })
  try {
    const bucket = await mf.getR2Bucket('MEDIA')
    for (const name of files) {
      const file = path.join(mediaDir, name)
      const typeFile = `${file}.type`
      const contentType = existsSync(typeFile) ? readFileSync(typeFile, 'utf8') : 'application/octet-stream'
      await bucket.put(name.split(path.sep).join('/'), new Uint8Array(readFileSync(file)), {
        httpMetadata: { contentType },
      })
    }
  } finally {
    await mf.dispose()
  }
  return files.length
}

/**
 * The site's built Worker config (build/server/wrangler.json, written by `vite build`) with the
 * service binding of its production environment, read from apps/site/wrangler.jsonc: locally the
 * default build calls the API over HTTP, deployed it calls the API Worker through this binding.
 */
async function siteEdgeConfig() {
  const buildDir = path.join(siteDir, env.SITE_BUILD_DIR || 'build')
  const built = path.join(buildDir, 'server/wrangler.json')
  if (!existsSync(built)) throw new Error(`No site build at ${built}: run \`npm run build -w @studio/site\`.`)
  const { unstable_readConfig } = await import('wrangler')
  const production = unstable_readConfig(
    { config: path.join(siteDir, 'wrangler.jsonc'), env: 'production' },
    { hideWarnings: true },
  )
  const config = JSON.parse(readFileSync(built, 'utf8'))
  config.services = production.services
  const file = path.join(buildDir, 'server/wrangler.edge.json')
  writeFileSync(file, JSON.stringify(config))
  return { file, services: production.services }
}

let cronTimer
try {
  await refuseBusyPorts()

  // 1. The database: libSQL's HTTP protocol over a file, with a token as Turso has.
  start(
    'db',
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'packages/libsql-http-server/src/cli.ts'),
      '--db',
      path.join(stateDir, 'db/studio.db'),
      '--port',
      String(dbPort),
      '--rtt-ms',
      String(rttMs),
      '--auth-token',
      dbToken,
    ],
    { cwd: path.join(root, 'packages/libsql-http-server') },
  )
  await waitFor('The libSQL HTTP server', dbPort)

  // 2. Migrated and seeded over HTTP, by the documented commands.
  const dbEnv = { ...env, DATABASE_URL: dbUrl, DATABASE_AUTH_TOKEN: dbToken }
  await runOnce('migrate', 'npm', ['run', 'db:migrate'], { cwd: root, env: dbEnv })
  if (seed) {
    const mediaDir = path.join(stateDir, 'seed-media')
    const output = await runOnce('seed', 'npm', ['run', 'db:seed'], {
      cwd: root,
      env: { ...dbEnv, MEDIA_DIR: mediaDir, PUBLIC_MEDIA_BASE_URL: `${apiUrl}/media` },
    })
    if (output.includes('Seeded ')) {
      const count = await uploadSeedCovers(mediaDir)
      console.log(`[seed] ${count} cover files put into the local R2 bucket studio-media.`)
    }
  }

  // 3. The API Worker in workerd.
  const vars = {
    SITE_ORIGIN: `http://localhost:${sitePort}`,
    ADMIN_ORIGIN: `http://localhost:${adminPort}`,
    PUBLIC_MEDIA_BASE_URL: `${apiUrl}/media`,
    ADMIN_SIGNUP_ALLOWLIST: allowlist,
    AUDIENCE_SECRET: audienceSecret,
    PREVIEW_SECRET: previewSecret,
    TWO_FACTOR_KEY: twoFactorKey,
    ENQUIRY_WEBHOOK_SECRET: webhookSecret,
    ...(localWebhooks ? { ALLOW_LOCAL_WEBHOOKS: 'true' } : {}),
  }
  start(
    'api',
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--port',
      String(apiPort),
      '--ip',
      'localhost',
      '--persist-to',
      path.join(stateDir, 'api'),
      '--test-scheduled',
      ...(env.EDGE_INSPECTOR_PORT ? ['--inspector-port', env.EDGE_INSPECTOR_PORT] : []),
      '--show-interactive-dev-session=false',
      '--log-level',
      env.EDGE_LOG_LEVEL || 'log',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    // The required secrets come from the environment (wrangler reads process.env for `secrets.required`).
    { cwd: apiDir, env: { ...env, ...wranglerEnv, DATABASE_URL: dbUrl, DATABASE_AUTH_TOKEN: dbToken } },
  )

  // 4. The site Worker, bound to the API Worker by the production service binding.
  const site = await siteEdgeConfig()
  start(
    'site',
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--config',
      site.file,
      '--port',
      String(sitePort),
      '--ip',
      'localhost',
      '--persist-to',
      path.join(stateDir, 'site'),
      '--show-interactive-dev-session=false',
      '--log-level',
      env.EDGE_LOG_LEVEL || 'log',
    ],
    { cwd: siteDir, env: { ...env, ...wranglerEnv, AUDIENCE_SECRET: audienceSecret } },
  )

  // 5. The admin's production build.
  start(
    'admin',
    process.execPath,
    [bin('vite/bin/vite.js'), 'preview', '--port', String(adminPort), '--strictPort'],
    {
      cwd: adminDir,
      env,
    },
  )

  await Promise.all([
    waitFor('The API', apiPort),
    waitFor('The site', sitePort),
    waitFor('The admin', adminPort),
  ])

  // 6. The Cron Trigger, as Cloudflare fires it: every minute.
  const fireCron = async () => {
    try {
      const response = await fetch(`${apiUrl}/__scheduled?cron=${encodeURIComponent('* * * * *')}`)
      await response.arrayBuffer()
      if (!response.ok) console.error(`[cron] /__scheduled answered ${response.status}`)
    } catch (error) {
      if (!stopping) console.error(`[cron] could not reach the API: ${error.message}`)
    }
  }
  cronTimer = setInterval(fireCron, cronMs)

  console.log(
    [
      '',
      '  The production path, on this machine (npm run start:edge):',
      `  API    ${apiUrl}   the Worker in workerd (wrangler dev), database ${dbUrl} (libSQL over HTTP${rttMs ? `, +${rttMs} ms a round trip` : ''}), R2 and Images local`,
      `  Site   http://localhost:${sitePort}   its Worker in wrangler dev, reaching the API through the service binding ${site.services.map((s) => `${s.binding} -> ${s.service}`).join(', ')}`,
      `  Admin  http://localhost:${adminPort}/admin   the production build`,
      `  Cron   every ${cronMs / 1000} s (GET ${apiUrl}/__scheduled)`,
      `  State  ${path.relative(root, stateDir) || stateDir} (database and buckets, kept between runs)`,
      '',
      `  First administrator: sign up at http://localhost:${adminPort}/admin/signup as ${allowlist.split(',')[0]}`,
      '  (ADMIN_SIGNUP_ALLOWLIST: the Worker refuses every other first signup). Ctrl-C stops everything.',
      '',
    ].join('\n'),
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop(1)
}
