/**
 * Site figures: Lighthouse (mobile, its default simulated throttling) on the public routes of a
 * copy of the site built against the benchmark's own API port, served with compression like the
 * CDN, while the real API runs on the seeded demo content. Median of the runs per route.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs'
import { ROOT, runCommand, startChild } from './lib/processes.mjs'
import { median } from './lib/stats.mjs'

export const SITE_PORTS = { api: 8845, site: 8846, chrome: 8849 }
export const SITE_ROUTES = ['/', '/services', '/contact', '/all-work', '/projects']
/** Inside the repo so the build's server half resolves react-dom; git-ignored. */
const BENCH_BUILD_DIR = join(ROOT, 'scripts/bench/.site-build')
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The same site, with VITE_API_URL and VITE_SITE_URL (hence CSP, canonical) on the bench ports. */
async function buildBenchSite(log) {
  log('  building a copy of the site for the bench ports ...')
  rmSync(BENCH_BUILD_DIR, { recursive: true, force: true })
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
}

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

export async function benchSite({ runs = 3, saveReports = false, log = console.log } = {}) {
  log(`Site: Lighthouse mobile on ${SITE_ROUTES.join(', ')}, median of ${runs} runs`)
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
  let site
  let chrome
  const userDataDir = mkdtempSync(join(tmpdir(), 'studio-bench-chrome-'))
  try {
    site = await startChild('apps/site/scripts/serve-static.mjs', [], {
      env: { PORT: String(SITE_PORTS.site), SITE_DIR: join(BENCH_BUILD_DIR, 'client') },
      label: 'static site server',
    })
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      port: SITE_PORTS.chrome,
      userDataDir,
      logLevel: 'silent',
    })
    const samples = Object.fromEntries(SITE_ROUTES.map((route) => [route, []]))
    // Routes interleaved within each pass, so a busy spell on the machine hits every route alike.
    for (let pass = 1; pass <= runs; pass++) {
      for (const route of SITE_ROUTES) {
        const { result, figures } = await auditWithRetry(`${siteOrigin}${route}`, log)
        samples[route].push(figures)
        if (saveReports) {
          mkdirSync(LHR_DIR, { recursive: true })
          writeFileSync(
            join(LHR_DIR, `${route === '/' ? 'home' : route.slice(1)}.json`),
            JSON.stringify(result.lhr),
          )
        }
        log(
          `  pass ${pass}/${runs} ${route.padEnd(10)} perf ${figures.performance} a11y ${figures.accessibility} bp ${figures.bestPractices} seo ${figures.seo} LCP ${Math.round(figures.lcp)} ms TBT ${Math.round(figures.tbt)} ms CLS ${figures.cls.toFixed(3)} JS ${(figures.jsBytes / 1000).toFixed(1)} KB`,
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
    return { routes }
  } finally {
    if (chrome) await chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
    await site?.stop()
    await api.stop()
  }
}
