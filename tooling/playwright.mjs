import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumLaunchOptions } from './chromium.mjs'
import { testReportPath } from './test-reports.mjs'

/**
 * A failed test's trace where someone can open it: on a developer's machine, kept for the failed
 * tests only. CI runs on a clone that is thrown away with its traces, and recording them (a DOM
 * snapshot before and after every action) cost a fifth of the browser's time in every test.
 */
export const trace = process.env.CI ? 'off' : 'retain-on-failure'

/**
 * Debian's Chromium as the tests launch it: one renderer process for all of a browser's pages. A test
 * opens a page, which starts on about:blank, and goes to the site; with a process per site, Chromium
 * starts a second renderer for that first navigation, half a CPU-second each time. One process cut a
 * test's browser time from 1.6 to 1.1 CPU-seconds (no page of ours needs another site's isolation).
 * The benchmarks keep the default (tooling/chromium.mjs), as a visitor's browser runs.
 */
export const testLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--renderer-process-limit=1'],
}

/**
 * What both Playwright configs (the site's and the admin's) share: no retry, the time ceilings and
 * the reports. The ceilings are not waits: `npm test` runs the unit tests beside both end-to-end runs
 * on a 2-core machine, where a journey of 13 s alone took 70 s in CI (the admin's Site content
 * tests), so a test's ceiling is two minutes. The JSON report feeds the summary at the end of
 * `npm test` (scripts/test-timings.mjs).
 */
export function e2eDefaults(name) {
  return {
    retries: 0,
    timeout: 120_000,
    expect: { timeout: 10_000 },
    reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: testReportPath(name) }]],
  }
}

/**
 * The run's state folder (databases, media, logs) in the environment variable `name`: made once by
 * the Playwright runner, whose workers inherit the variable, and removed when the runner exits, after
 * its web servers have stopped.
 */
export function runStateDir(name, prefix) {
  if (!process.env[name]) {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    process.env[name] = dir
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  }
  return process.env[name]
}

/** Listens on `count` ports the system picks at once (so they differ), then prints them and lets go. */
const PICK_PORTS = `
const { createServer } = require('node:net')
const servers = Array.from({ length: Number(process.argv[1]) }, () => createServer())
Promise.all(servers.map((server) => new Promise((listening) => server.listen(0, listening)))).then(() => {
  process.stdout.write(servers.map((server) => server.address().port).join(','))
  for (const server of servers) server.close()
})`

/**
 * Free ports for the run's servers, chosen when the config is first loaded and kept in the
 * environment variable `name`: Playwright loads the config again in each worker process, which
 * inherits the variable and so agrees on the ports (as the web servers' commands do). Two runs on one
 * machine never meet on a port. Answers { [each of `names`]: port }. `name` set beforehand picks them.
 */
export function runPorts(name, names) {
  if (!process.env[name]) {
    process.env[name] = execFileSync(process.execPath, ['-e', PICK_PORTS, String(names.length)], {
      encoding: 'utf8',
    }).trim()
  }
  const ports = process.env[name].split(',').map(Number)
  if (ports.length !== names.length || ports.some((port) => !Number.isInteger(port) || port <= 0)) {
    throw new Error(`${name} must hold ${names.length} ports, comma-separated: ${process.env[name]}`)
  }
  return Object.fromEntries(names.map((key, index) => [key, ports[index]]))
}
