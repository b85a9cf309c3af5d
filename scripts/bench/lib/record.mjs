/**
 * Turns measurements into figures (name, value, budget, verdict), prints them, and appends one
 * dated row per figure to docs/benchmarks.md. Budgets are those of issue 6, issue 12's for the
 * portfolio pages the site's Worker renders, and issue 16's: Lighthouse performance and accessibility
 * 1.00 on every public route, first interactions painted within 100 ms, no JavaScript on home and
 * services.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './processes.mjs'

export const DOC_FILE = join(ROOT, 'docs/benchmarks.md')
export const TABLE_HEADER =
  '| Date (UTC) | Commit | Figure | Value | Budget | Result | Command | Load (1 min) |'

/** 1 KB = 1000 bytes, the stricter reading of "100 KB". */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (value) => `${Math.round(value)} ms`

function figure(name, value, text, budget) {
  if (!budget) return { name, value, text, budget: '', verdict: '' }
  return { name, value, text, budget: budget.text, verdict: budget.holds(value) ? 'PASS' : 'MISS' }
}
const atLeast = (limit, text = `>= ${limit}`) => ({ text, holds: (v) => Number.isFinite(v) && v >= limit })
const atMost = (limit, text) => ({ text, holds: (v) => Number.isFinite(v) && v <= limit })
const truthy = { text: 'holds', holds: (v) => v === true }

export function apiFigures({ allWork, demo, contact }) {
  return [
    figure(
      'API GET /public/all-work (200 items) throughput',
      allWork.apiRps,
      `${Math.round(allWork.apiRps)} req/s`,
    ),
    figure('API GET /public/all-work p99 latency', allWork.apiP99, ms(allWork.apiP99)),
    figure('Bare Hono route (same JSON) throughput', allWork.bareRps, `${Math.round(allWork.bareRps)} req/s`),
    figure('Bare Hono route p99 latency', allWork.bareP99, ms(allWork.bareP99)),
    figure(
      'API /public/all-work vs bare route throughput ratio',
      allWork.ratio,
      allWork.ratio.toFixed(2),
      atLeast(0.5),
    ),
    figure(
      `API /public/all-work vs bare route, seeded demo content (${demo.items} items)`,
      demo.ratio,
      demo.ratio.toFixed(2),
      atLeast(0.8),
    ),
    figure(
      'API GET /public/all-work revalidated (304) throughput',
      allWork.api304Rps,
      `${Math.round(allWork.api304Rps)} req/s`,
    ),
    figure('API POST /public/contact throughput', contact.rps, `${Math.round(contact.rps)} req/s`),
    figure('API POST /public/contact p99 latency', contact.p99, ms(contact.p99)),
    figure(
      'API POST /public/contact integrity (rows = 2xx, no 5xx, limit exact)',
      contact.integrity,
      `${contact.total} posts: ${contact.ok} 2xx, ${contact.limited} 429, ${contact.serverErrors} 5xx; ${contact.rows} rows (hot address ${contact.hotRows})${contact.problems.length ? `; ${contact.problems.join('; ')}` : ''}`,
      truthy,
    ),
  ]
}

/** The portfolio pages the Worker renders (issue 12): LCP <= 1200 ms. */
const isPortfolioRoute = (route) =>
  route === '/projects' || route === '/all-work' || route.startsWith('/work/')

export function siteFigures({ routes, throughput, interactions }) {
  const pages = Object.entries(routes).flatMap(([route, r]) => {
    const portfolio = isPortfolioRoute(route)
    return [
      // Issue 16: 1.00 on every public route (issue 12 had asked it of the portfolio pages).
      figure(`Lighthouse ${route} performance`, r.performance, String(r.performance), atLeast(1, '1.00')),
      // The best run shows the page's own cost when other work on the machine slowed the median.
      figure(
        `Lighthouse ${route} performance, best run (information)`,
        r.bestPerformance,
        String(r.bestPerformance),
      ),
      figure(
        `Lighthouse ${route} accessibility`,
        r.accessibility,
        String(r.accessibility),
        atLeast(1, '1.0'),
      ),
      figure(
        `Lighthouse ${route} best practices`,
        r.bestPractices,
        String(r.bestPractices),
        atLeast(1, '1.0'),
      ),
      figure(`Lighthouse ${route} SEO`, r.seo, String(r.seo), atLeast(1, '1.0')),
      figure(`Lighthouse ${route} LCP`, r.lcp, ms(r.lcp), portfolio ? atMost(1200, '<= 1200 ms') : undefined),
      figure(`Lighthouse ${route} TBT`, r.tbt, ms(r.tbt)),
      figure(`Lighthouse ${route} CLS`, r.cls, r.cls.toFixed(3)),
      figure(`Lighthouse ${route} JavaScript transferred`, r.jsBytes, kb(r.jsBytes)),
    ]
  })
  if (interactions) pages.push(...interactionFigures(interactions))
  if (!throughput) return pages
  const t = throughput
  return [
    ...pages,
    figure(
      'Site GET /all-work (Worker, edge cache HIT) throughput',
      t.allWorkRps,
      `${Math.round(t.allWorkRps)} req/s`,
    ),
    figure('Site GET /all-work p99 latency', t.allWorkP99, ms(t.allWorkP99)),
    figure('Site GET / (static file) throughput', t.homeRps, `${Math.round(t.homeRps)} req/s`),
    figure('Site GET / p99 latency', t.homeP99, ms(t.homeP99)),
    figure(
      'Site /all-work (Worker) vs / (static) throughput ratio',
      t.ratio,
      t.ratio.toFixed(2),
      atLeast(0.5),
    ),
  ]
}

/**
 * Issue 16: each first interaction (median of the runs, from the click to the paint of its result)
 * within 100 ms, and no JavaScript transferred by home and services.
 */
export function interactionFigures({ conditions, scriptsSpan, interactions, scripts }) {
  return [
    ...interactions.map((i) =>
      figure(
        `First interaction ${i.route} ${i.what}, click to result painted (${conditions})`,
        i.ms,
        Number.isFinite(i.ms) ? ms(i.ms) : `no time: ${i.errors.join('; ')}`,
        atMost(100, '<= 100 ms'),
      ),
    ),
    ...Object.entries(scripts).map(([route, s]) =>
      figure(
        `Site ${route} JavaScript transferred (${scriptsSpan}, ${conditions})`,
        s.bytes,
        s.bytes === s.beforeClick ? kb(s.bytes) : `${kb(s.bytes)} (${kb(s.beforeClick)} before the click)`,
        atMost(0, '0 KB'),
      ),
    ),
  ]
}

export function bundleFigures({ site, admin, worker }) {
  const missing = (name) => figure(name, Number.NaN, 'not built', { text: 'built', holds: () => false })
  return [
    site
      ? figure('Site home initial JS (gzip)', site.jsGzip, kb(site.jsGzip), atMost(100_000, '<= 100 KB'))
      : missing('Site home initial JS (gzip)'),
    site ? figure('Site home initial CSS (gzip)', site.cssGzip, kb(site.cssGzip)) : null,
    admin
      ? figure('Admin initial JS (gzip)', admin.jsGzip, kb(admin.jsGzip), atMost(200_000, '<= 200 KB'))
      : missing('Admin initial JS (gzip)'),
    admin ? figure('Admin initial CSS (gzip)', admin.cssGzip, kb(admin.cssGzip)) : null,
    worker
      ? figure('Worker bundle (gzip)', worker.gzip, kb(worker.gzip), atMost(250_000, '<= 250 KB'))
      : missing('Worker bundle (gzip)'),
  ].filter(Boolean)
}

export function printFigures(figures, log = console.log) {
  const width = Math.max(...figures.map((f) => f.name.length))
  log('')
  log('Figures')
  for (const f of figures) {
    const budget = f.budget ? `  budget ${f.budget.padEnd(10)} ${f.verdict}` : ''
    log(`  ${f.name.padEnd(width)}  ${f.text}${budget}`)
  }
  const budgets = figures.filter((f) => f.verdict)
  const misses = budgets.filter((f) => f.verdict === 'MISS')
  log('')
  log(
    `Budgets: ${budgets.length - misses.length} PASS, ${misses.length} MISS${misses.length ? `: ${misses.map((f) => f.name).join('; ')}` : ''}`,
  )
  return misses
}

function commitLabel() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim()
    return dirty ? `${sha}+uncommitted` : sha
  } catch {
    return 'unknown'
  }
}

const INTRO = `# Benchmarks

Figures measured by \`npm run bench\` (see scripts/bench); every run appends one row per figure.
`

/** Biome formats Markdown tables (aligned columns); without this, `npm run lint` fails after a run. */
function formatDoc() {
  try {
    execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', DOC_FILE], {
      cwd: ROOT,
      stdio: 'pipe',
    })
  } catch (error) {
    console.warn(`Could not format ${DOC_FILE} with Biome: ${error instanceof Error ? error.message : error}`)
  }
}

/** Appends the rows, creating the file (intro and table header) if needed. */
export function recordFigures(figures, command, date = new Date()) {
  if (!existsSync(DOC_FILE))
    writeFileSync(
      DOC_FILE,
      `${INTRO}\n## Recorded figures\n\n${TABLE_HEADER}\n|---|---|---|---|---|---|---|---|\n`,
    )
  const doc = readFileSync(DOC_FILE, 'utf8')
  // Biome pads the columns, so look for the header's cells rather than its exact text.
  if (!/^\| Date \(UTC\) +\| Commit +\| Figure +\|/m.test(doc))
    throw new Error(`${DOC_FILE} has no figures table (expected the header ${TABLE_HEADER})`)
  const stamp = `${date.toISOString().slice(0, 16).replace('T', ' ')}`
  const commit = commitLabel()
  const load = loadavg()[0].toFixed(1)
  const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ')
  const rows = figures.map(
    (f) =>
      `| ${stamp} | ${commit} | ${cell(f.name)} | ${cell(f.text)} | ${cell(f.budget)} | ${f.verdict} | \`${cell(command)}\` | ${load} |`,
  )
  appendFileSync(DOC_FILE, `${doc.endsWith('\n') ? '' : '\n'}${rows.join('\n')}\n`)
  formatDoc()
  return rows.length
}
