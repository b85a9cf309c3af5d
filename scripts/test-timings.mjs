// `npm test`: runs the given steps (shell commands) in order, stopping at the first that fails, and
// ends, pass or fail, with how long the run and each step took and the slowest test files and tests,
// so a slow test is seen the day it lands. Every package's vitest config writes a JSON report to
// TIMINGS_DIR; only the reports written during this run are read. Exits with the failed step's status.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TIMINGS_DIR = join(ROOT, 'node_modules/.cache/test-timings')
const SHOWN = 5
/** A single test slower than this is flagged: a screen test should take a second or two. */
const SLOW_TEST_MS = 3000

const steps = process.argv.slice(2)
const started = Date.now()
const ran = []
let status = 0
for (const command of steps) {
  const stepStarted = Date.now()
  const result = spawnSync(command, { shell: true, stdio: 'inherit' })
  status = result.status ?? 1
  ran.push({ command, ms: Date.now() - stepStarted, status })
  if (status !== 0) break
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const duration = (ms) => {
  const total = Math.round(ms / 1000)
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${total % 60} s`
}

/** The test files and tests of every vitest report written since this run started. */
function readReports() {
  let names = []
  try {
    names = readdirSync(TIMINGS_DIR).filter((name) => name.endsWith('.json'))
  } catch {
    return { files: [], tests: [] }
  }
  const files = []
  const tests = []
  for (const name of names) {
    const path = join(TIMINGS_DIR, name)
    if (statSync(path).mtimeMs < started) continue
    let report
    try {
      report = JSON.parse(readFileSync(path, 'utf8'))
    } catch {
      continue
    }
    for (const file of report.testResults ?? []) {
      const where = relative(ROOT, file.name)
      const results = file.assertionResults ?? []
      files.push({ where, ms: (file.endTime ?? 0) - (file.startTime ?? 0), count: results.length })
      for (const test of results)
        tests.push({ where, title: test.fullName ?? test.title, ms: test.duration ?? 0 })
    }
  }
  return { files, tests }
}

const { files, tests } = readReports()
const lines = ['', `npm test: ${status === 0 ? 'passed' : 'FAILED'} in ${duration(Date.now() - started)}`]
for (const step of ran)
  lines.push(`  ${duration(step.ms).padStart(10)}  ${step.command}${step.status ? '  (failed)' : ''}`)
for (const command of steps.slice(ran.length)) lines.push(`  ${'not run'.padStart(10)}  ${command}`)
if (files.length > 0) {
  lines.push('', `Slowest test files (of ${files.length}):`)
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
    lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.where} (${file.count} tests)`)
  const slow = tests.filter((test) => test.ms > SLOW_TEST_MS)
  lines.push('', `Slowest tests${slow.length > 0 ? ` (${slow.length} over ${seconds(SLOW_TEST_MS)})` : ''}:`)
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
    lines.push(`  ${seconds(test.ms).padStart(8)}  ${test.where} > ${test.title}`)
}
console.log(lines.join('\n'))
process.exit(status)
