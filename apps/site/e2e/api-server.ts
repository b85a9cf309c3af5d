import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { serverLogFile } from '@studio/api/server-logs'
import { runPorts } from '../../../tooling/playwright.mjs'
import { stopProcessGroup } from './process-group'

/**
 * The e2e run's API (its Node entry), started and stopped by the tests themselves so that one of
 * them can restart it on another database while the site, and its edge cache, keep running. The
 * process id lives in a file, since Playwright's global setup and the tests are separate processes.
 */

/**
 * The run's ports, free when the runner first loads the config (tooling/playwright.mjs): the site,
 * its API, the admin panel and the restarted site. Every worker reads the same ones from
 * SITE_E2E_PORTS, so two runs can share a machine.
 */
export const E2E_PORTS = runPorts('SITE_E2E_PORTS', ['site', 'api', 'admin', 'restartedSite'])
export const SITE_URL = `http://localhost:${E2E_PORTS.site}`
export const API_PORT = E2E_PORTS.api
export const API_URL = `http://localhost:${API_PORT}`
/** The admin panel the editing tests drive (a build pointed at this API, served by playwright.config.ts). */
export const ADMIN_PORT = E2E_PORTS.admin
export const ADMIN_URL = `http://localhost:${ADMIN_PORT}`

const repoRoot = path.resolve(import.meta.dirname, '../../..')

/** The folder of the run's databases and media (set by playwright.config.ts). */
export function e2eDataDir(): string {
  const dir = process.env.SITE_E2E_DIR
  if (!dir) throw new Error('SITE_E2E_DIR is not set (playwright.config.ts sets it).')
  return dir
}

const pidFile = () => path.join(e2eDataDir(), 'api.pid')

/** What the API writes (its log), every start of it appended: e2e/global-teardown.ts checks it. */
export const apiLogFile = () => serverLogFile(e2eDataDir(), 'api')

/** The run's main database: seeded with the demo content the other tests read. */
export const MAIN_DATABASE = () => ({ file: path.join(e2eDataDir(), 'studio.db'), seed: true })

export interface ApiDatabase {
  /** A libSQL file (created and migrated on start). */
  file: string
  /** Seed the demo content when the database is empty. */
  seed: boolean
}

/**
 * Starts the API and waits until it answers /health. Fails when another process already answers on
 * its port (it would pass for the new one), or when the new one exits before answering.
 */
export async function startApi(database: ApiDatabase): Promise<void> {
  if (await healthy()) {
    throw new Error(`Something already answers on ${API_URL}: stop it (a leftover e2e API?) first.`)
  }
  // Its output (the log) is appended to the run's server logs, checked for secrets after the run.
  const log = openSync(apiLogFile(), 'a')
  const child = spawn('npx', ['tsx', 'src/node.ts'], {
    cwd: path.join(repoRoot, 'apps/api'),
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      DATABASE_URL: `file:${database.file}`,
      MEDIA_DIR: path.join(e2eDataDir(), 'media'),
      SITE_ORIGIN: SITE_URL,
      ADMIN_ORIGIN: ADMIN_URL,
      SEED_DEMO_CONTENT: String(database.seed),
    },
  })
  // The child has its own copy of the file's descriptor.
  closeSync(log)
  child.unref()
  if (!child.pid) throw new Error('The API could not be started (no process).')
  writeFileSync(pidFile(), String(child.pid))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(pidFile(), { force: true })
      throw new Error(
        `The API exited (${child.exitCode ?? child.signalCode}) before it answered on ${API_URL}.`,
      )
    }
    if (await healthy()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stopApi()
  throw new Error(`The API did not start on ${API_URL} within 60 s.`)
}

/** Stops the API (npx, tsx and node: one process group) and waits until all of it has exited. */
export async function stopApi(): Promise<void> {
  let pid: number
  try {
    pid = Number(readFileSync(pidFile(), 'utf8'))
  } catch {
    return
  }
  await stopProcessGroup(pid)
  rmSync(pidFile(), { force: true })
}

/**
 * Waits until every cover the public lists show is described with its variants: the seed stores
 * originals only, and the API's backfill makes their widths seconds after it starts.
 */
export async function waitForCoverVariants(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const lists = await Promise.all(
      ['/public/projects', '/public/all-work'].map(async (path) => {
        const response = await fetch(`${API_URL}${path}`)
        return (await response.json()) as Array<{
          cover_url: string | null
          cover?: { widths: number[] } | null
        }>
      }),
    )
    const waiting = lists.flat().filter((item) => item.cover_url && !item.cover?.widths.length)
    if (waiting.length === 0) return
    if (Date.now() > deadline) {
      throw new Error(
        `${waiting.length} seeded covers had no variants ${timeoutMs / 1000} s after the API started.`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${API_URL}/health`)).ok
  } catch {
    return false
  }
}
