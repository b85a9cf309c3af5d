/** Child processes the benchmark starts, each stopped by its own id when the bench is done with it. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** SIGTERM, then SIGKILL if the child is still there after 5 s. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/** Starts `node [nodeArgs] file args` and waits for its `{ type: 'ready' }` over IPC (or rejects). */
export async function startChild(file, args, { nodeArgs = [], timeoutMs = 60_000, label = file } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, file, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  let timer
  const ready = await new Promise((resolve, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${label} did not report ready within ${timeoutMs / 1000}s`))
    }, timeoutMs)
    child.on('message', (message) => message?.type === 'ready' && resolve(message))
    child.once('exit', (code) => reject(new Error(`${label} exited before it was ready (code ${code})`)))
  }).finally(() => clearTimeout(timer))
  return { child, ready, stop: () => stop(child) }
}

/** Runs a command to completion, its output shown only if it fails (then it rejects). */
export async function runCommand(command, args, { cwd = ROOT, env = {} } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  const [code] = await once(child, 'exit')
  if (code === 0) return
  process.stderr.write(Buffer.concat(output))
  throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`)
}

/** Blank counts as unset: the bench's API gets exactly the alert channels it names, whatever the shell exports. */
const UNSET = ['DATABASE_AUTH_TOKEN', 'ENQUIRY_WEBHOOK_URL', 'ENQUIRY_WEBHOOK_SECRET', 'ENQUIRY_ALERT_EMAIL']
const UNSET_TOO = ['SMTP_URL', 'SMTP_FROM', 'MESSAGE_RETENTION_DAYS', 'ADMIN_SIGNUP_ALLOWLIST', 'API_HOST']

/** The API's own Node entry (`npm start`'s), `env` over a clean slate; resolves once /health answers. */
export async function startApi(label, env) {
  const blank = Object.fromEntries([...UNSET, ...UNSET_TOO].map((name) => [name, '']))
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/node.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...blank, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const health = `http://${env.API_HOST || 'localhost'}:${env.API_PORT}/health`
  for (const deadline = Date.now() + 60_000; !(await fetch(health).catch(() => null))?.ok; await sleep(250)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child)
      throw new Error(`${label} did not answer ${health}`)
    }
  }
  return { stop: () => stop(child) }
}
