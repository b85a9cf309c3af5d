// `npm test`: runs the given stages in order, stopping after the first that fails, and ends, pass or
// fail, with how long the run and each command took and the slowest test files and tests, so a slow
// test is seen the day it lands. A stage is one command, or several joined by a `+` argument, which run
// at the same time (`a + b`: both start together; the stage ends when both have). Every vitest config
// and Playwright config writes a JSON report to TIMINGS_DIR; only the reports written during this run
// are read. Exits with the first failed command's status.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TIMINGS_DIR = join(ROOT, 'node_modules/.cache/test-timings')
const SHOWN = 5
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

/** A vitest JSON report's files and tests. */
function vitestTimings(report, files, tests) {
  for (const file of report.testResults ?? []) {
    const where = relative(ROOT, file.name)
    const results = file.assertionResults ?? []
    files.push({ where, ms: (file.endTime ?? 0) - (file.startTime ?? 0), count: results.length })
    for (const test of results)
      tests.push({ where, title: test.fullName ?? test.title, ms: test.duration ?? 0 })
  }
}

/** A Playwright JSON report's files and tests (a file's time: the sum of its tests' attempts). */
function playwrightTimings(report, files, tests) {
  const rootDir = report.config?.rootDir ?? ROOT
  const byFile = new Map()
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const where = relative(ROOT, join(rootDir, spec.file))
      const ms = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, r) => sum + (r.duration ?? 0), 0)
      tests.push({ where, title: [...titles, spec.title].join(' > '), ms })
      const file = byFile.get(where) ?? { where, ms: 0, count: 0 }
      file.ms += ms
      file.count += 1
      byFile.set(where, file)
    }
    for (const child of suite.suites ?? [])
      visit(child, child.file === child.title ? titles : [...titles, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  files.push(...byFile.values())
}

/** The test files and tests of every report written since this run started: unit and end-to-end apart. */
function readReports() {
  const unit = { files: [], tests: [] }
  const e2e = { files: [], tests: [] }
  let names = []
  try {
    names = readdirSync(TIMINGS_DIR).filter((name) => name.endsWith('.json'))
  } catch {
    return { unit, e2e }
  }
  for (const name of names) {
    const path = join(TIMINGS_DIR, name)
    if (statSync(path).mtimeMs < started) continue
    let report
    try {
      report = JSON.parse(readFileSync(path, 'utf8'))
    } catch {
      continue
    }
    if (Array.isArray(report.suites)) playwrightTimings(report, e2e.files, e2e.tests)
    else vitestTimings(report, unit.files, unit.tests)
  }
  return { unit, e2e }
}

function slowest(lines, kind, { files, tests }, flagOver) {
  if (files.length === 0) return
  lines.push('', `Slowest ${kind} test files (of ${files.length}):`)
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
    lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.where} (${file.count} tests)`)
  const slow = flagOver ? tests.filter((test) => test.ms > flagOver) : []
  lines.push(
    '',
    `Slowest ${kind} tests${slow.length > 0 ? ` (${slow.length} over ${seconds(flagOver)})` : ''}:`,
  )
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
    lines.push(`  ${seconds(test.ms).padStart(8)}  ${test.where} > ${test.title}`)
}

const { unit, e2e } = readReports()
const lines = ['', `npm test: ${status === 0 ? 'passed' : 'FAILED'} in ${duration(Date.now() - started)}`]
for (const step of ran)
  lines.push(`  ${duration(step.ms).padStart(10)}  ${step.command}${step.status ? '  (failed)' : ''}`)
for (const command of stages.slice(next).flat()) lines.push(`  ${'not run'.padStart(10)}  ${command}`)
slowest(lines, 'unit and screen', unit, SLOW_TEST_MS)
slowest(lines, 'end-to-end', e2e)
console.log(lines.join('\n'))
process.exit(status)
