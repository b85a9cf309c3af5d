/**
 * `npm run bench`: measures the API, the site (Lighthouse, first interactions), the bundles and the
 * enquiry inbox (100,000 messages), prints every figure with its budget's PASS/MISS, and appends a
 * dated row per figure to docs/benchmarks.md.
 *
 *   node scripts/bench/run.mjs [--only=api,site,bundles,inbox] [--runs=3] [--interaction-runs=5]
 *                              [--rounds=5] [--duration=4] [--no-record] [--save-reports] [--strict]
 *
 * Expects the builds to exist (the npm script runs turbo's build first). Exits 1 when a part fails,
 * the contact integrity check fails, or an inbox alert or the Messages screen never arrives; with
 * --strict also when a budget is missed.
 */
import { parseArgs } from 'node:util'
import { benchApi } from './api.mjs'
import { benchBundles } from './bundles.mjs'
import { benchInbox, inboxFigures } from './inbox.mjs'
import { apiFigures, bundleFigures, printFigures, recordFigures, siteFigures } from './lib/record.mjs'
import { benchSite } from './site.mjs'

const PARTS = ['api', 'site', 'bundles', 'inbox']
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'interaction-runs': { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '4' },
    'no-record': { type: 'boolean', default: false },
    'save-reports': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
})
const only = values.only ? values.only.split(',').map((part) => part.trim()) : PARTS
const unknown = only.filter((part) => !PARTS.includes(part))
if (unknown.length) {
  console.error(`Unknown --only part: ${unknown.join(', ')} (choose from ${PARTS.join(', ')})`)
  process.exit(2)
}
const positive = (name) => {
  const value = Number(values[name])
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1`)
    process.exit(2)
  }
  return value
}
const runs = positive('runs')
const interactionRuns = positive('interaction-runs')
const rounds = positive('rounds')
const duration = positive('duration')

const args = process.argv.slice(2).join(' ')
const command =
  process.env.npm_lifecycle_event === 'bench'
    ? `npm run bench${args ? ` -- ${args}` : ''}`
    : `node scripts/bench/run.mjs${args ? ` ${args}` : ''}`

const started = Date.now()
const figures = []
let failed = false
for (const part of PARTS.filter((p) => only.includes(p))) {
  try {
    if (part === 'bundles') {
      console.log('Bundles: gzip of the initial JavaScript and CSS, and of the Worker bundle')
      figures.push(...bundleFigures(benchBundles()))
    } else if (part === 'api') {
      const api = await benchApi({ rounds, duration })
      figures.push(...apiFigures(api))
      if (!api.contact.integrity) failed = true
    } else if (part === 'inbox') {
      const inbox = await benchInbox()
      figures.push(...inboxFigures(inbox))
      if (inbox.problems.length) failed = true
    } else {
      const site = await benchSite({
        runs,
        interactionRuns,
        rounds,
        duration,
        saveReports: values['save-reports'],
      })
      figures.push(...siteFigures(site))
      for (const [route, r] of Object.entries(site.routes)) {
        if (r.failed.length) console.log(`  ${route}: audits below 1: ${r.failed.join('; ')}`)
        console.log(
          `  ${route}: LCP element ${r.lcpElement ?? 'unknown'} (Lighthouse CPU benchmark index ${Math.round(r.benchmarkIndex)})`,
        )
      }
    }
  } catch (error) {
    failed = true
    console.error(`\n${part} benchmark failed: ${error instanceof Error ? error.stack : error}\n`)
  }
}

const misses = printFigures(figures)
console.log(`Finished in ${Math.round((Date.now() - started) / 1000)} s.`)
if (!values['no-record'] && figures.length) {
  const count = recordFigures(figures, command)
  console.log(`Appended ${count} rows to docs/benchmarks.md.`)
}
process.exit(failed || (values.strict && misses.length) ? 1 : 0)
