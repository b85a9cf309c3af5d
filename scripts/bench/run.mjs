/**
 * `npm run bench`: measures what a visitor and an administrator get (site.mjs, interaction.mjs,
 * inbox.mjs; it builds the site copy it measures) and the database round trips per route on the
 * production path (edge.mjs: `npm run start:edge`, ports 8787, 5173, 5174 and 8790), each page against
 * its limit page, a bare document of its largest element alone (limit.mjs, issue 49), the heaviest
 * invocations' memory and CPU in workerd against the Workers limits (worker-limits.mjs), prints every
 * figure beside its budget, and replaces docs/benchmarks.md with one table and the command that made
 * it (history lives in git).
 *
 *   npm run bench -- [--only=site,inbox,edge,limit,workers] [--runs=3] [--photos] [--routes=/all-work,/work/] [--reports=DIR]
 *
 * --runs: Lighthouse runs per route and throttling mode; --only: print a part, leave the doc alone;
 * --photos: every demo cover replaced by a phone photograph uploaded as the admin does (site.mjs);
 * --routes: measure only these English routes (each in both languages; '/work/' is the first case
 * study), leaving the doc alone; --reports: keep every Lighthouse report (JSON) in DIR. Exits 1 when a
 * part fails. Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and ports 8843-8849.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { benchEdge } from './edge.mjs'
import { benchInbox } from './inbox.mjs'
import { interactionName } from './interaction.mjs'
import { ROOT } from './lib/processes.mjs'
import { benchLimit, limitFigures } from './limit.mjs'
import { benchSite, NOT_FOUND_ROUTE } from './site.mjs'
import { benchWorkerLimits, WORKER_LIMITS } from './worker-limits.mjs'

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'site,inbox,edge,limit,workers' },
    runs: { type: 'string', default: '3' },
    photos: { type: 'boolean', default: false },
    routes: { type: 'string' },
    reports: { type: 'string' },
  },
})
const runs = Number(values.runs)
const onlyRoutes = values.routes?.split(',')
const site = async () =>
  siteFigures(await benchSite({ runs, photos: values.photos, only: onlyRoutes, reports: values.reports }))
const PARTS = {
  site,
  inbox: async () => inboxFigures(await benchInbox()),
  edge: async () => edgeFigures(await benchEdge({ runs: Math.max(runs, 5) })),
  limit: async () => limitFigures(await benchLimit({ runs, photos: values.photos, only: onlyRoutes })),
  workers: async () => workerFigures(await benchWorkerLimits()),
}
const only = values.only.split(',')
if (only.some((part) => !PARTS[part]) || !(runs >= 1)) {
  console.error('See the usage at the top of scripts/bench/run.mjs.')
  process.exit(2)
}
const args = process.argv.slice(2).join(' ')
const command = `npm run bench${args ? ` -- ${args}` : ''}`

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'not measured')
const score = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'not measured')
const atLeast = (limit, text) => ({ text, holds: (v) => v >= limit })
const atMost = (limit, text) => ({ text, holds: (v) => v <= limit })
const msAtMost = (limit) => atMost(limit, `<= ${limit} ms`)

function figure(name, value, text, budget) {
  const verdict = budget ? (Number.isFinite(value) && budget.holds(value) ? 'PASS' : 'MISS') : ''
  return { name, text, budget: budget?.text ?? '', verdict }
}

/** A route without its Arabic prefix: an Arabic page has its English page's budgets. */
const inEnglish = (route) => (route === '/ar/' ? '/' : route.replace(/^\/ar\//, '/'))

/** Pages whose largest paint is a cover: the image is a request of its own after the HTML. */
const coverPage = (route) =>
  ['/projects', '/all-work', '/all-work?page=2'].includes(inEnglish(route)) ||
  inEnglish(route).startsWith('/work/')

/** The pages the product owner expects to send no script at all. */
const noScript = (route) =>
  ['/', '/services', '/all-work', '/privacy', '/terms', NOT_FOUND_ROUTE].includes(inEnglish(route)) ||
  inEnglish(route).startsWith('/work/')

const ONE = atLeast(1, '1.00')
const DEVICES = { phone: '390 px DPR 3', desktop: '1280 px DPR 2' }

function siteFigures({ pages, images, interactions, edge, apiLoad, photos }) {
  const rows = Object.entries(pages).flatMap(([route, { simulate: s, devtools: d, below }]) => {
    const notFound = inEnglish(route) === NOT_FOUND_ROUTE
    const page = notFound ? `${route} (404)` : route
    // Lighthouse's SEO category fails any 404 and any noindex page: the not-found page is meant to be both.
    const seoAsMeant = notFound && below.every((id) => ['http-status-code', 'is-crawlable'].includes(id))
    return [
      figure(
        `${page} performance (simulated)`,
        s.performance,
        score(s.performance),
        ['/projects', '/contact'].includes(inEnglish(route)) ? atLeast(0.99, '>= 0.99') : ONE,
      ),
      figure(`${page} performance (devtools)`, d.performance, score(d.performance)),
      figure(`${page} accessibility`, s.accessibility, score(s.accessibility), ONE),
      seoAsMeant
        ? figure(`${page} SEO`, s.seo, `${score(s.seo)} (only the 404 status and noindex count against it)`)
        : figure(`${page} SEO`, s.seo, score(s.seo), ONE),
      figure(`${page} LCP (simulated)`, s.lcp, ms(s.lcp)),
      // Under devtools throttling the HTML and a separately fetched cover each wait 562.5 ms.
      figure(
        `${page} LCP (devtools)`,
        d.lcp,
        ms(d.lcp),
        coverPage(route) ? atMost(1500, '<= 1.5 s') : atMost(1200, '<= 1.2 s'),
      ),
      figure(
        `${page} JavaScript transferred`,
        s.jsBytes,
        kb(s.jsBytes),
        noScript(route) && atMost(0, '0 KB'),
      ),
      figure(`${page} page weight`, s.totalBytes, kb(s.totalBytes)),
    ]
  })
  const interaction = (i) => (Number.isFinite(i.ms) ? ms(i.ms) : `no time: ${i.errors.join('; ')}`)
  const covers = photos ? 'phone photos' : 'demo covers'
  // The laptop has no budget of its own: it is measured so a change that helps the phone is seen
  // not to cost the desktop.
  const imageRows = Object.entries(images).flatMap(([device, byRoute]) =>
    Object.entries(byRoute).map(([route, { bytes }]) => {
      const budget = device === 'phone' && inEnglish(route).startsWith('/all-work')
      const name = `${route} first-screen images, ${DEVICES[device]} (${covers})`
      return figure(name, bytes, kb(bytes), budget && atMost(150_000, '<= 150 KB'))
    }),
  )
  const { requests, hits, p95 } = edge
  return [
    ...rows,
    ...imageRows,
    ...interactions.map((i) =>
      figure(`First interaction ${interactionName(i)}`, i.ms, interaction(i), msAtMost(100)),
    ),
    figure(`Edge cache: ${requests} GET /all-work?utm_…`, hits, `${hits} HIT`, atLeast(requests, 'all HIT')),
    figure('Edge cache: Worker answer p95', p95, `${p95.toFixed(1)} ms`, msAtMost(50)),
    ...[
      ['GET /public/all-work', apiLoad.allWork, 100],
      ['POST /public/contact', apiLoad.contact, 500],
    ].map(([name, r, limit]) => {
      const text = `${r.p99} ms (${Math.round(r.rps)} req/s${r.failures ? `, ${r.failures} failed` : ''})`
      return figure(`API ${name} p99, 20 connections`, r.failures ? Number.NaN : r.p99, text, msAtMost(limit))
    }),
  ]
}

function inboxFigures({ count, firstPageP95: p95, alerts: { medianMs, problems }, health: { maxMs } }) {
  const alert = Number.isFinite(medianMs) ? `${medianMs.toFixed(1)} ms` : problems.join('; ')
  return [
    figure(`Inbox first page p95, ${count.toLocaleString('en')} enquiries`, p95, ms(p95), msAtMost(50)),
    figure('Enquiry alert delay, median of 20', medianMs, alert, atMost(2000, '<= 2 s')),
    figure('GET /health during a 10,000-id order save, max', maxMs, ms(maxMs), msAtMost(100)),
  ]
}

/** The production path (edge.mjs): database round trips and p50 per route, the database 40 ms away. */
const edgeFigures = (rows) =>
  rows.flatMap(({ name, trips, budget, p50 }) => [
    figure(`start:edge ${name} round trips`, trips, String(trips), atMost(budget, `<= ${budget}`)),
    figure(`start:edge ${name} p50 (40 ms RTT)`, p50, ms(p50)),
  ])

/** The heaviest invocations in workerd (worker-limits.mjs): peak memory and CPU beside the Workers Paid limits. */
const workerFigures = (rows) =>
  rows.flatMap(({ name, studio, peakBytes, cpuMs }) => {
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
    return [
      figure(`Worker: ${name}, peak memory (${studio})`, peakBytes, mb(peakBytes), {
        text: `<= ${mb(WORKER_LIMITS.memoryBytes)}`,
        holds: (v) => v <= WORKER_LIMITS.memoryBytes,
      }),
      figure(`Worker: ${name}, CPU time`, cpuMs, ms(cpuMs), msAtMost(WORKER_LIMITS.cpuMs)),
    ]
  })

function printTable(figures) {
  const width = Math.max(...figures.map((f) => f.name.length))
  console.log(`\n${'Figure'.padEnd(width)}  ${'Value'.padEnd(24)}  ${'Budget'.padEnd(10)}  Result`)
  for (const f of figures)
    console.log(`${f.name.padEnd(width)}  ${f.text.padEnd(24)}  ${f.budget.padEnd(10)}  ${f.verdict}`)
  const misses = figures.filter((f) => f.verdict === 'MISS').length
  console.log(`\n${figures.filter((f) => f.verdict).length - misses} budgets PASS, ${misses} MISS`)
}

function commitLabel() {
  try {
    const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim()
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'apps', 'packages') ? ' + uncommitted changes' : ''}`
  } catch {
    return 'unknown commit'
  }
}

function writeDoc(figures, started) {
  const file = join(ROOT, 'docs/benchmarks.md')
  const cell = (text) => String(text).replaceAll('|', '\\|')
  const doc = `# Benchmarks

The latest figures, made by \`${command}\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commitLabel()}
(${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} at the end). Each run replaces this file; earlier
figures are in its git history. How each figure is measured: the comments at the top of
\`scripts/bench/site.mjs\`, \`interaction.mjs\`, \`inbox.mjs\` and \`edge.mjs\`.

| Figure | Value | Budget | Result |
| --- | --- | --- | --- |
${figures.map((f) => `| ${cell(f.name)} | ${cell(f.text)} | ${cell(f.budget)} | ${f.verdict} |`).join('\n')}
`
  writeFileSync(file, doc)
  // Biome formats Markdown tables; without this, `npm run lint` fails after a run.
  execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', file], {
    cwd: ROOT,
    stdio: 'ignore',
  })
}

const started = new Date()
const figures = []
let failed = false
for (const part of Object.keys(PARTS).filter((p) => only.includes(p))) {
  try {
    figures.push(...(await PARTS[part]()))
  } catch (error) {
    failed = true
    console.error(`\n${part} benchmark failed: ${error instanceof Error ? error.stack : error}\n`)
  }
}
if (figures.length) printTable(figures)
console.log(`Finished in ${Math.round((Date.now() - started) / 1000)} s.`)
// A partial run would drop the other figures from the doc: only a whole, successful run replaces it.
if (only.length === Object.keys(PARTS).length && !onlyRoutes && !failed) {
  writeDoc(figures, started)
  console.log('Wrote docs/benchmarks.md.')
}
process.exit(failed ? 1 : 0)
