import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import path from 'node:path'
import { serverLogFile } from '@studio/api/server-logs'
import { E2E_PORTS, e2eDataDir } from './api-server'
import { stopProcessGroup } from './process-group'

/**
 * A second server of the e2e site build, for the tests that restart the site itself: the build the
 * shared server runs (playwright.config.ts builds it into E2E_BUILD_DIR; nothing is rebuilt here),
 * in workerd through wrangler's local runtime, on its own port and with a state folder of its own
 * (where workerd keeps the edge cache's entries on disk). Stopping and starting it on the same folder
 * is a restart that keeps the cache, and leaves the shared server and its state alone.
 */

/** The folder the e2e run builds the site into (a copy pointed at the e2e API). */
export const E2E_BUILD_DIR = 'build-e2e'

export const RESTARTED_SITE_PORT = E2E_PORTS.restartedSite
export const RESTARTED_SITE_URL = `http://localhost:${RESTARTED_SITE_PORT}`

const siteDir = path.resolve(import.meta.dirname, '..')

let running: ChildProcess | undefined

/**
 * Starts the built site with its persisted state in `stateDir` (created when missing); what it
 * writes (the Worker's log lines among it) is appended to `logFile`, by default the run's server
 * log of the restarted site (checked for secrets after the run: e2e/global-teardown.ts).
 */
export async function startSite(
  stateDir: string,
  { logFile = serverLogFile(e2eDataDir(), 'site-restarted') }: { logFile?: string } = {},
): Promise<void> {
  if (running) throw new Error('The restarted site is already running: stop it first.')
  const output = openSync(logFile, 'a')
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--config',
      path.join(siteDir, E2E_BUILD_DIR, 'server/wrangler.json'),
      '--ip',
      'localhost',
      '--port',
      String(RESTARTED_SITE_PORT),
      '--persist-to',
      stateDir,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    {
      cwd: siteDir,
      detached: true,
      stdio: ['ignore', output, output],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  )
  // The child has its own copy of the file's descriptor.
  closeSync(output)
  child.unref()
  running = child
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (await answering()) return
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stopSite()
  throw new Error(`The site did not start on ${RESTARTED_SITE_URL} within 60 s.`)
}

/** Stops it (wrangler and its workerd: one process group) and waits until all of it has exited. */
export async function stopSite(): Promise<void> {
  const child = running
  running = undefined
  if (child?.pid) await stopProcessGroup(child.pid)
}

async function answering(): Promise<boolean> {
  try {
    return (await fetch(`${RESTARTED_SITE_URL}/robots.txt`)).ok
  } catch {
    return false
  }
}
