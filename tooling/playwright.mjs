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
 * the reports. The ceilings are not waits: `npm test` runs the unit tests beside the end-to-end tests
 * on a 2-core machine. The JSON report feeds the summary at the end of `npm test`
 * (scripts/test-timings.mjs).
 */
export function e2eDefaults(name) {
  return {
    retries: 0,
    timeout: 60_000,
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
