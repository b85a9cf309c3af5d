/**
 * Site figures: Lighthouse (mobile, its default simulated throttling) on the public routes of a
 * copy of the site built against the benchmark's own API port, while the real API runs on the
 * seeded demo content. The copy is served as deployed by `vite preview` (prerendered pages as
 * Workers static assets, the portfolio pages rendered by the Worker in workerd), behind a proxy
 * that compresses like Cloudflare's edge. Median of the runs per route. Then, through the same proxy,
 * the first interactions on home, services and contact and the JavaScript home and services transfer
 * (interaction.mjs). Then the Worker's cached /all-work against the static home page, straight from
 * `vite preview`, in alternating rounds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs'
import { benchInteractions } from './interaction.mjs'
import { startCompressingProxy } from './lib/compressing-proxy.mjs'
import { load, summarize } from './lib/load.mjs'
import { claimDeployPointer, startVitePreview } from './lib/preview.mjs'
import { ROOT, runCommand, startChild } from './lib/processes.mjs'
import { median, round } from './lib/stats.mjs'

/** `site` is the compressing proxy the browser talks to; `preview` is vite preview behind it. */
export const SITE_PORTS = { api: 8845, site: 8846, preview: 8848, chrome: 8849 }
/** Every public route; the first case study (/work/{slug}) is added once the API is up. */
export const SITE_ROUTES = ['/', '/services', '/contact', '/all-work', '/projects', '/privacy', '/terms']
/** Inside the repo so the build's server half resolves react-dom; git-ignored. */
const BENCH_BUILD_DIR = join(ROOT, 'scripts/bench/.site-build')
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The same site, with VITE_API_URL and VITE_SITE_URL (hence CSP, canonical) on the bench ports. */
async function buildBenchSite(log) {
  log('  building a copy of the site for the bench ports ...')
  rmSync(BENCH_BUILD_DIR, { recursive: true, force: true })
  // The build points apps/site's `vite preview` at itself; give that pointer back afterwards.
  const restorePointer = claimDeployPointer(BENCH_BUILD_DIR)
  try {
    await runCommand(join(ROOT, 'node_modules/.bin/react-router'), ['build'], {
      cwd: join(ROOT, 'apps/site'),
      env: {
        SITE_BUILD_DIR: BENCH_BUILD_DIR,
        VITE_API_URL: `http://localhost:${SITE_PORTS.api}`,
        VITE_SITE_URL: `http://localhost:${SITE_PORTS.site}`,
        NODE_ENV: 'production',
      },
      quiet: true,
    })
  } finally {
    restorePointer()
  }
}

/** The first work item's case study, as the API lists it. */
async function firstCaseStudy(apiOrigin) {
  const response = await fetch(`${apiOrigin}/public/all-work`)
  if (!response.ok) throw new Error(`${apiOrigin}/public/all-work answered ${response.status}`)
  const items = await response.json()
  const slug = Array.isArray(items) ? items[0]?.slug : undefined
  if (typeof slug !== 'string' || !slug) throw new Error('/public/all-work lists no item with a slug')
  return `/work/${encodeURIComponent(slug)}`
}

/** Lighthouse reports are saved per route; `/work/a-b` becomes `work_a-b.json`. */
const reportName = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'))

/** A short account of what a failed audit flagged: element snippets or issue types. */
function flagged(audit) {
  const items = audit.details?.items ?? []
  const what = items.flatMap((item) => {
    if (item.node?.snippet) return [item.node.snippet]
    if (item.issueType)
      return [
        `${item.issueType}${item.subItems?.items?.[0] ? `: ${JSON.stringify(item.subItems.items[0]).slice(0, 160)}` : ''}`,
      ]
    if (item.description) return [String(item.description).slice(0, 160)]
    if (item.source?.url) return [item.source.url]
    return []
  })
  return [...new Set(what)].slice(0, 3).join(' | ')
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script')
  const failed = []
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = audit(ref.id)
      if (ref.weight > 0 && a && a.score !== null && a.score < 1)
        failed.push(`${id}: ${ref.id} (${flagged(a)})`)
    }
  }
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    bestPractices: lhr.categories['best-practices']?.score ?? Number.NaN,
    seo: lhr.categories.seo?.score ?? Number.NaN,
    fcp: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    jsBytes: scripts?.transferSize ?? Number.NaN,
    totalBytes: audit('total-byte-weight')?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement:
      audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failed,
  }
}

/**
 * One Lighthouse run. On a loaded machine a trace is now and then lost (NO_NAVSTART and the like):
 * such a run measured nothing, so it is repeated, up to twice.
 */
async function auditWithRetry(url, log, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: SITE_PORTS.chrome,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    const error = result ? result.lhr.runtimeError?.message : 'Lighthouse returned no result'
    if (result && !error) return { result, figures: figuresOf(result.lhr) }
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url} ${attempts} times: ${error}`)
    log(`  Lighthouse run on ${url} failed (${error}); running it again`)
  }
}

/** Keeps the last report per route (git-ignored) for a closer look in Lighthouse's viewer. */
const LHR_DIR = join(ROOT, 'scripts/bench/.lhr')

/**
 * Throughput of the Worker's edge-cached /all-work against the prerendered home page (a static
 * asset), both straight from `vite preview` (no proxy, no compression), in alternating rounds.
 */
async function measureThroughput(previewUrl, { rounds, duration, connections, log }) {
  const targets = { allWork: `${previewUrl}/all-work`, home: `${previewUrl}/` }
  log(
    `Site: GET /all-work (Worker, edge cache) vs GET / (static file) on vite preview, ${rounds} alternating rounds of ${duration}s, ${connections} connections`,
  )
  // The first request renders and stores the page; from then on it must come from the edge cache.
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(targets.allWork)
    await response.arrayBuffer()
    const state = response.headers.get('x-edge-cache')
    if (response.status === 200 && state === 'HIT') break
    if (attempt >= 20)
      throw new Error(`GET /all-work answered ${response.status}, X-Edge-Cache ${state}, not a 200 HIT`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  log('  /all-work answers X-Edge-Cache: HIT; warm-up ...')
  for (const url of Object.values(targets)) await load(url, { duration: 2, connections })

  const samples = { allWork: [], home: [] }
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ['allWork', 'home'] : ['home', 'allWork']
    for (const name of order)
      samples[name].push(summarize(await load(targets[name], { duration, connections })))
    const a = samples.allWork[i]
    const h = samples.home[i]
    log(
      `  round ${i + 1}/${rounds}: /all-work ${round(a.rps)} req/s p99 ${a.p99} ms | / ${round(h.rps)} req/s p99 ${h.p99} ms | ratio ${(a.rps / h.rps).toFixed(2)}`,
    )
  }
  const failures = Object.entries(samples).filter(([, list]) =>
    list.some((s) => s.errors > 0 || s.non2xx > 0),
  )
  if (failures.length)
    throw new Error(
      `errors or non-2xx answers during the site load rounds of: ${failures.map(([name]) => name).join(', ')}`,
    )
  // Still served from the cache after the load (no re-render slipped into the figures).
  const after = await fetch(targets.allWork)
  await after.arrayBuffer()
  const state = after.headers.get('x-edge-cache')
  if (state !== 'HIT') throw new Error(`GET /all-work answered X-Edge-Cache ${state} after the rounds`)
  return {
    allWorkRps: median(samples.allWork.map((s) => s.rps)),
    allWorkP99: median(samples.allWork.map((s) => s.p99)),
    homeRps: median(samples.home.map((s) => s.rps)),
    homeP99: median(samples.home.map((s) => s.p99)),
    ratio: median(samples.allWork.map((s, i) => s.rps / samples.home[i].rps)),
  }
}

export async function benchSite({
  runs = 3,
  interactionRuns = 5,
  rounds = 5,
  duration = 4,
  connections = 20,
  saveReports = false,
  log = console.log,
} = {}) {
  await buildBenchSite(log)
  const siteOrigin = `http://localhost:${SITE_PORTS.site}`
  const api = await startChild(
    'scripts/bench/api-server.mts',
    ['--port', String(SITE_PORTS.api), '--content', 'demo', '--site-origin', siteOrigin],
    {
      nodeArgs: ['--import', 'tsx'],
      label: 'bench API (demo content)',
    },
  )
  let preview
  let proxy
  let chrome
  const userDataDir = mkdtempSync(join(tmpdir(), 'studio-bench-chrome-'))
  try {
    const routeList = [...SITE_ROUTES, await firstCaseStudy(`http://localhost:${SITE_PORTS.api}`)]
    log(`Site: Lighthouse mobile on ${routeList.join(', ')}, median of ${runs} runs`)
    preview = await startVitePreview({ buildDir: BENCH_BUILD_DIR, port: SITE_PORTS.preview })
    proxy = await startCompressingProxy({ port: SITE_PORTS.site, target: preview.url })
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      port: SITE_PORTS.chrome,
      userDataDir,
      logLevel: 'silent',
    })
    const samples = Object.fromEntries(routeList.map((route) => [route, []]))
    // Routes interleaved within each pass, so a busy spell on the machine hits every route alike.
    for (let pass = 1; pass <= runs; pass++) {
      for (const route of routeList) {
        const { result, figures } = await auditWithRetry(`${siteOrigin}${route}`, log)
        samples[route].push(figures)
        if (saveReports) {
          mkdirSync(LHR_DIR, { recursive: true })
          writeFileSync(join(LHR_DIR, `${reportName(route)}.json`), JSON.stringify(result.lhr))
        }
        log(
          `  pass ${pass}/${runs} ${route.padEnd(12)} perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices} seo ${figures.seo} LCP ${Math.round(figures.lcp)} ms TBT ${Math.round(figures.tbt)} ms CLS ${figures.cls.toFixed(3)} JS ${(figures.jsBytes / 1000).toFixed(1)} KB`,
        )
      }
    }
    const routes = {}
    for (const [route, list] of Object.entries(samples)) {
      const pick = (key) => median(list.map((f) => f[key]))
      routes[route] = {
        performance: pick('performance'),
        bestPerformance: Math.max(...list.map((f) => f.performance)),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        jsBytes: pick('jsBytes'),
        totalBytes: pick('totalBytes'),
        benchmarkIndex: pick('benchmarkIndex'),
        lcpElement: list.at(-1)?.lcpElement ?? null,
        failed: [...new Set(list.flatMap((f) => f.failed))],
      }
    }
    log(
      `  compressing proxy: ${proxy.stats.compressed} answers compressed, ${proxy.stats.passed} passed through, ${proxy.stats.errors} errors`,
    )
    // Lighthouse first, on a quiet machine; the first interactions in a browser of their own; the
    // load rounds last.
    await chrome.kill()
    chrome = undefined
    const interactions = await benchInteractions({ origin: siteOrigin, runs: interactionRuns, log })
    const throughput = await measureThroughput(preview.url, { rounds, duration, connections, log })
    return { routes, interactions, throughput, compressed: { ...proxy.stats } }
  } finally {
    await chrome?.kill()
    rmSync(userDataDir, { recursive: true, force: true })
    await proxy?.close()
    await preview?.stop()
    await api.stop()
  }
}
