// `npm test`: runs the given stages in order, stopping after the first that fails, and ends, pass or
// fail, with how long the run and each command took and the slowest test files and tests, so a slow
// test is seen the day it lands; last come the failures, each failed test and each error a run raised
// outside its tests, with the start of its error (a CI log shows the end of the output). A stage is
// one command, or several joined by a `+` argument, which run at the same time (`a + b`: both start
// together; the stage ends when both have). Every vitest and Playwright config writes a JSON report to
// TEST_REPORTS_DIR (tooling/test-reports.mjs); only the reports written during this run are read.
// Exits with the first failed command's status.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { TEST_REPORTS_DIR } from '../tooling/test-reports.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SHOWN = 5
/** The suite's slowest test files, named together whatever their layer: where the time goes. */
const FILES_SHOWN = 15
/** The failures named at the end, and the lines of each one's error. */
const FAILURES_SHOWN = 10
const ERROR_LINES = 6
/** A unit or screen test slower than this is flagged: such a test should take a second or two. */
const SLOW_TEST_MS = 3000

/** The arguments as stages: ["a", "+", "b", "c"] -> [["a", "b"], ["c"]]. */
function stagesOf(args) {
  const stages = []
  let joining = false
  for (const arg of args) {
    if (arg === '+') joining = true
    else if (joining && stages.length > 0) {
      stages.at(-1).push(arg)
      joining = false
    } else stages.push([arg])
  }
  return stages
}

function run(command) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.on('exit', (code, signal) =>
      resolve({ command, ms: Date.now() - started, status: code ?? (signal ? 1 : 0) }),
    )
  })
}

const stages = stagesOf(process.argv.slice(2))
const started = Date.now()
const ran = []
let status = 0
let next = 0
while (next < stages.length && status === 0) {
  const results = await Promise.all(stages[next++].map(run))
  ran.push(...results)
  status = results.find((result) => result.status !== 0)?.status ?? 0
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const duration = (ms) => {
  const total = Math.round(ms / 1000)
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${total % 60} s`
}

/** A vitest JSON report's files, tests and failures (tooling/vitest.mjs adds its errors outside tests). */
function vitestTimings(report, run, files, tests, failures) {
  for (const file of report.testResults ?? []) {
    const where = relative(ROOT, file.name)
    const results = file.assertionResults ?? []
    files.push({ where, run, ms: (file.endTime ?? 0) - (file.startTime ?? 0), count: results.length })
    for (const test of results) {
      const title = test.fullName ?? test.title
      tests.push({ where, title, ms: test.duration ?? 0 })
      if (test.status === 'failed')
        failures.push({ what: `${where} > ${title}`, error: test.failureMessages?.[0] })
    }
    if (file.status === 'failed' && file.message) failures.push({ what: where, error: file.message })
  }
  for (const error of report.unhandledErrors ?? [])
    failures.push({
      what: `the ${run} run, outside any test`,
      error: error.stack ?? error.message,
    })
}

/** A Playwright JSON report's files, tests and failures (a file's time: the sum of its tests' attempts). */
function playwrightTimings(report, run, files, tests, failures) {
  const rootDir = report.config?.rootDir ?? ROOT
  const byFile = new Map()
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const where = relative(ROOT, join(rootDir, spec.file))
      const ms = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, r) => sum + (r.duration ?? 0), 0)
      const title = [...titles, spec.title].join(' > ')
      tests.push({ where, title, ms })
      const failed = (spec.tests ?? []).flatMap((test) => test.results ?? []).find((r) => r.error)
      if (spec.ok === false) failures.push({ what: `${where} > ${title}`, error: failed?.error?.message })
      const file = byFile.get(where) ?? { where, run, ms: 0, count: 0 }
      file.ms += ms
      file.count += 1
      byFile.set(where, file)
    }
    for (const child of suite.suites ?? [])
      visit(child, child.file === child.title ? titles : [...titles, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  files.push(...byFile.values())
  for (const error of report.errors ?? [])
    failures.push({ what: `the ${run} run, outside any test`, error: error.message })
}

/** The test files and tests of every report written since this run started (unit and end-to-end
 * apart), and every failure they record. */
function readReports() {
  const unit = { files: [], tests: [] }
  const e2e = { files: [], tests: [] }
  const failures = []
  let names = []
  try {
    names = readdirSync(TEST_REPORTS_DIR).filter((name) => name.endsWith('.json'))
  } catch {
    return { unit, e2e, failures }
  }
  for (const name of names) {
    const path = join(TEST_REPORTS_DIR, name)
    if (statSync(path).mtimeMs < started) continue
    let report
    try {
      report = JSON.parse(readFileSync(path, 'utf8'))
    } catch {
      continue
    }
    const run = name.replace(/\.json$/, '')
    if (Array.isArray(report.suites)) playwrightTimings(report, run, e2e.files, e2e.tests, failures)
    else vitestTimings(report, run, unit.files, unit.tests, failures)
  }
  return { unit, e2e, failures }
}

/** Each layer's time (the sum of its files', run side by side) and the suite's slowest files, all layers together. */
function slowestFiles(lines, files) {
  if (files.length === 0) return
  const layers = new Map()
  for (const file of files) {
    const layer = layers.get(file.run) ?? { ms: 0, count: 0 }
    layer.ms += file.ms
    layer.count += 1
    layers.set(file.run, layer)
  }
  lines.push('', 'Time per layer (the sum of its test files):')
  for (const [run, layer] of [...layers].sort((a, b) => b[1].ms - a[1].ms))
    lines.push(
      `  ${seconds(layer.ms).padStart(8)}  ${run} (${layer.count} file${layer.count === 1 ? '' : 's'})`,
    )
  lines.push('', `Slowest ${Math.min(FILES_SHOWN, files.length)} test files (of ${files.length}):`)
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, FILES_SHOWN))
    lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.where} (${file.run}, ${file.count} tests)`)
}

function slowestTests(lines, kind, tests, flagOver) {
  if (tests.length === 0) return
  const slow = flagOver ? tests.filter((test) => test.ms > flagOver) : []
  lines.push(
    '',
    `Slowest ${kind} tests${slow.length > 0 ? ` (${slow.length} over ${seconds(flagOver)})` : ''}:`,
  )
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
    lines.push(`  ${seconds(test.ms).padStart(8)}  ${test.where} > ${test.title}`)
}

/** The failed tests and errors, each with the start of its error; a failed command that no report
 * accounts for (lint, a typecheck, a run that stopped before its report) is named too. */
function failed(lines, failures, commands) {
  if (failures.length === 0 && commands.length === 0) return
  lines.push('', `Failed (${failures.length} in the test reports):`)
  for (const { what, error } of failures.slice(0, FAILURES_SHOWN)) {
    lines.push(`  ${what}`)
    const errorLines = stripVTControlCharacters(String(error ?? '(no message)'))
      .trim()
      .split('\n')
    // The message and the stack's own frames: the test runner's and Node's frames say nothing.
    const ours = errorLines.filter(
      (line, i) => i === 0 || !/node_modules|node:internal|<anonymous>/.test(line),
    )
    for (const line of ours.slice(0, ERROR_LINES)) lines.push(`      ${line}`)
  }
  if (failures.length > FAILURES_SHOWN) lines.push(`  and ${failures.length - FAILURES_SHOWN} more, above`)
  if (failures.length === 0)
    for (const command of commands)
      lines.push(`  ${command}: no failed test in its reports; its own output is above`)
}

const { unit, e2e, failures } = readReports()
const lines = ['', `npm test: ${status === 0 ? 'passed' : 'FAILED'} in ${duration(Date.now() - started)}`]
for (const step of ran)
  lines.push(`  ${duration(step.ms).padStart(10)}  ${step.command}${step.status ? '  (failed)' : ''}`)
for (const command of stages.slice(next).flat()) lines.push(`  ${'not run'.padStart(10)}  ${command}`)
slowestFiles(lines, [...unit.files, ...e2e.files])
slowestTests(lines, 'unit and screen', unit.tests, SLOW_TEST_MS)
slowestTests(lines, 'end-to-end', e2e.tests)
failed(
  lines,
  failures,
  ran.filter((step) => step.status !== 0).map((step) => step.command),
)
console.log(lines.join('\n'))
process.exit(status)
