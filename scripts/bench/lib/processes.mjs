/** The servers the bench runs: the API's Node entry and HTTP servers of its own. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { responds, stopChild, waitUntil } from '../../lib/child-processes.mjs'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Blank counts as unset: the bench's API gets exactly the alert channels it names, whatever the shell exports. */
const UNSET = ['DATABASE_AUTH_TOKEN', 'ENQUIRY_WEBHOOK_URL', 'ENQUIRY_WEBHOOK_SECRET', 'ENQUIRY_ALERT_EMAIL']
const UNSET_TOO = ['SMTP_URL', 'SMTP_FROM', 'MESSAGE_RETENTION_DAYS', 'ADMIN_SIGNUP_ALLOWLIST', 'API_HOST']

/** The API's own Node entry (`npm start`'s), `env` over a clean slate; resolves once /health answers. */
export async function startApi(what, env) {
  const url = `http://${env.API_HOST || 'localhost'}:${env.API_PORT}`
  // Another server on the port would answer /health in the bench's API's stead (one left from a run).
  if (await responds(`${url}/health`)) throw new Error(`${what}: ${url} is already taken`)
  const blank = Object.fromEntries([...UNSET, ...UNSET_TOO].map((name) => [name, '']))
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/node.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...blank, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = () => stopChild(child)
  await waitUntil(() => responds(`${url}/health`), { what, timeoutMs: 60_000, child, onFail: stop })
  return { url, stop }
}

/** Starts an HTTP server of the bench's own; `close()` ends its connections and stops it. */
export async function listen(server, port, host) {
  server.listen(port, host)
  await once(server, 'listening')
  return async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
