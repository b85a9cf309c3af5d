// `npm start` after the builds: runs the three apps (`turbo run start`) and, once all three answer
// and their start-up output has settled, ends with where they are and how to sign in. Ctrl-C stops
// turbo, which stops the apps; this script exits with turbo's status.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { answers, sleep } from './lib/child-processes.mjs'

// The key the site's Worker sends its page views and visitor facts to the API with (the Audience
// screen): one for this run, shared by both through the environment, unless one is set.
process.env.AUDIENCE_SECRET ||= randomBytes(32).toString('hex')

const apiPort = process.env.API_PORT?.trim() || '8787'
const apps = [
  { name: 'API', url: `http://localhost:${apiPort}` },
  { name: 'Site', url: 'http://localhost:5173' },
  { name: 'Admin', url: 'http://localhost:5174/admin' },
]
const STARTUP_LIMIT_MS = 180_000
const QUIET_MS = 1_500

const turbo = createRequire(import.meta.url).resolve('turbo/bin/turbo')
const child = spawn(process.execPath, [turbo, 'run', 'start', '--concurrency=10'], {
  stdio: ['inherit', 'pipe', 'pipe'],
})
let lastOutput = Date.now()
for (const [stream, out] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
])
  stream.on('data', (chunk) => {
    lastOutput = Date.now()
    out.write(chunk)
  })
// The terminal sends Ctrl-C to turbo too; wait for it to stop the apps rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

const deadline = Date.now() + STARTUP_LIMIT_MS
let waiting = apps
while (waiting.length > 0 && Date.now() < deadline) {
  await sleep(500)
  const answered = await Promise.all(waiting.map((app) => answers(new URL(app.url).port)))
  waiting = waiting.filter((_, index) => !answered[index])
}
while (Date.now() - lastOutput < QUIET_MS) await sleep(250)

const width = Math.max(...apps.map((app) => app.name.length))
const lines = [
  '',
  ...apps.map(
    (app) =>
      `  ${app.name.padEnd(width)}  ${app.url}${waiting.includes(app) ? '  (not answering yet: see the output above)' : ''}`,
  ),
  '',
  '  Admin sign-in: no administrator is seeded (the demo seed is portfolio content only). While the',
  '  database has no admin, the first signup at http://localhost:5174/admin/signup creates one',
  '  (any email, unless ADMIN_SIGNUP_ALLOWLIST is set); after that, sign in at /admin/login.',
  '  Ctrl-C stops everything.',
  '',
]
process.stdout.write(`${lines.join('\n')}\n`)
