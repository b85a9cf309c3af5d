/**
 * What a visitor gets from the public site. A copy of the site is built against the bench's own API
 * (the Node entry on a fresh database with the demo seed) and served as deployed: `vite preview`
 * (prerendered pages as Workers static assets, the other pages rendered by the Worker in workerd)
 * behind a proxy that compresses like Cloudflare's edge. Then:
 * - Lighthouse mobile on every public route, twice per run: simulated throttling (Lighthouse's
 *   default, the scores) and `throttlingMethod: devtools` (slow 4G and 4x CPU applied to the real
 *   load, the LCP budget); the median of the runs;
 * - the images a 390 px phone at DPR 3, and a 1280 px laptop at DPR 2, download for the first screen
 *   of the pages that show covers (lib/first-screen-images.mjs);
 * - the first interactions (interaction.mjs);
 * - the edge cache: 200 sequential GET /all-work with random tracking parameters straight to the
 *   Worker, each of which must come from the cache (X-Edge-Cache: HIT), and its answer time;
 * - the API under load (autocannon on loopback, bounded by a duration): GET /public/all-work, the
 *   list the Worker renders from, and POST /public/contact, each post from its own address.
 * With `photos`, every demo cover is first replaced by a phone photograph uploaded as the admin
 * uploads it (lib/photo-covers.mjs): the covers a studio has, not the demo's small drawings.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs'
import { benchInteractions } from './interaction.mjs'
import { startCompressingProxy } from './lib/compressing-proxy.mjs'
import { DESKTOP, measureFirstScreenImages } from './lib/first-screen-images.mjs'
import { usePhonePhotoCovers } from './lib/photo-covers.mjs'
import { claimDeployPointer, startVitePreview } from './lib/preview.mjs'
import { ROOT, runCommand, startApi } from './lib/processes.mjs'
import { median, percentile } from './lib/stats.mjs'

/** `site` is the compressing proxy the browser talks to; `preview` is vite preview behind it. */
export const SITE_PORTS = { api: 8845, site: 8846, preview: 8848, chrome: 8849 }
export const NOT_FOUND_ROUTE = '/no-such-page'
/** Every public route; the first case study (/work/{slug}) is added once the API is up. */
const ROUTES = '/ /services /contact /projects /all-work /all-work?page=2 /privacy /terms'.split(' ')
/** The pages whose first screen shows covers (the case study is added with its slug). */
const COVER_ROUTES = ['/all-work', '/all-work?page=2', '/projects']
/** Inside the repo so the build's server half resolves react-dom; git-ignored. */
const BENCH_BUILD_DIR = join(ROOT, 'scripts/bench/.site-build')
const EDGE_REQUESTS = 200
const API_ORIGIN = `http://localhost:${SITE_PORTS.api}`
const SITE_ORIGIN = `http://localhost:${SITE_PORTS.site}`

/** The same site, with VITE_API_URL and VITE_SITE_URL (hence CSP, canonical) on the bench ports. */
async function buildBenchSite() {
  rmSync(BENCH_BUILD_DIR, { recursive: true, force: true })
  // The build points apps/site's `vite preview` at itself; give that pointer back afterwards.
  const restorePointer = claimDeployPointer(BENCH_BUILD_DIR)
  try {
    const env = {
      SITE_BUILD_DIR: BENCH_BUILD_DIR,
      VITE_API_URL: API_ORIGIN,
      VITE_SITE_URL: SITE_ORIGIN,
      NODE_ENV: 'production',
    }
    await runCommand(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: join(ROOT, 'apps/site'),
      env,
    })
  } finally {
    restorePointer()
  }
}

function startDemoApi(dir) {
  return startApi('bench API (demo content)', {
    API_PORT: String(SITE_PORTS.api),
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    MEDIA_DIR: join(dir, 'media'),
    SEED_DEMO_CONTENT: 'true',
    SITE_ORIGIN,
    PUBLIC_MEDIA_BASE_URL: `${API_ORIGIN}/media`,
    // The contact load speaks for many visitors through X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
  })
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script')
  const refs = [...lhr.categories.accessibility.auditRefs, ...lhr.categories.seo.auditRefs]
  const below = refs.filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1).map((ref) => ref.id)
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    seo: lhr.categories.seo?.score ?? Number.NaN,
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    jsBytes: scripts?.transferSize ?? Number.NaN,
    totalBytes: audit('total-byte-weight')?.numericValue ?? Number.NaN,
    below,
  }
}

/**
 * One Lighthouse run; a run that lost its trace on a busy machine measured nothing and is repeated.
 * `reports`: a folder that keeps the run's whole report (JSON), named for the route, mode and pass.
 */
async function audit(url, mode, { log, reports, name }, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: SITE_PORTS.chrome,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      throttlingMethod: mode,
      // The not-found page is measured too: its 404 is the answer, not a failed load.
      ignoreStatusCode: true,
    })
    const error = result ? result.lhr.runtimeError?.message : 'no result'
    if (result && !error) {
      if (reports) writeFileSync(join(reports, `${name}.json`), result.report)
      return figuresOf(result.lhr)
    }
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url} ${attempts} times: ${error}`)
    log(`  Lighthouse (${mode}) on ${url} failed (${error}); running it again`)
  }
}

async function measureLighthouse(origin, routes, { runs, reports, log }) {
  log(
    `Site: Lighthouse mobile (simulated and devtools throttling) on ${routes.length} routes, median of ${runs}`,
  )
  if (reports) mkdirSync(reports, { recursive: true })
  const userDataDir = mkdtempSync(join(tmpdir(), 'studio-bench-chrome-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    port: SITE_PORTS.chrome,
    userDataDir,
    logLevel: 'silent',
  })
  try {
    const samples = Object.fromEntries(routes.map((r) => [r, { simulate: [], devtools: [], below: [] }]))
    const medians = (list) =>
      Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((f) => f[key]))]))
    // Routes interleaved within each pass, so a busy spell on the machine hits every route alike.
    const modes = ['simulate', 'devtools']
    for (let pass = 1; pass <= runs; pass++) {
      for (const route of routes) {
        for (const mode of modes) {
          const name = `${route.replace(/\W+/g, '_')}-${mode}-${pass}`
          const { below, ...f } = await audit(`${origin}${route}`, mode, { log, reports, name })
          samples[route][mode].push(f)
          samples[route].below.push(...below)
          const text = Object.entries(f).map(([key, value]) => `${key} ${Math.round(value * 100) / 100}`)
          log(`  ${pass}/${runs} ${route} ${mode}: ${text.join(', ')} ${below.join(', ')}`)
        }
      }
    }
    for (const sample of Object.values(samples))
      for (const mode of modes) sample[mode] = medians(sample[mode])
    return samples
  } finally {
    await chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

const randomValue = () => Math.random().toString(36).slice(2, 10)

/** Sequential GETs of /all-work, each with its own tracking parameters, straight to the Worker. */
async function measureEdgeCache(previewUrl, log) {
  // The first request renders and stores the page; every later one must come from the cache.
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${previewUrl}/all-work`)
    await response.arrayBuffer()
    if (response.status === 200 && response.headers.get('x-edge-cache') === 'HIT') break
    if (attempt >= 20) throw new Error(`GET /all-work answered ${response.status} without a cache HIT`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const times = []
  const states = {}
  for (let i = 0; i < EDGE_REQUESTS; i++) {
    const query = `utm_source=${randomValue()}&utm_medium=social&utm_campaign=${randomValue()}&gclid=${randomValue()}&fbclid=${randomValue()}`
    const started = performance.now()
    const response = await fetch(`${previewUrl}/all-work?${query}`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    const state = `${response.status} ${response.headers.get('x-edge-cache')}`
    states[state] = (states[state] ?? 0) + 1
  }
  const p95 = percentile(times, 95)
  log(`Site: ${EDGE_REQUESTS} GET /all-work?utm_…: ${JSON.stringify(states)}, p95 ${p95} ms`)
  return { requests: EDGE_REQUESTS, hits: states['200 HIT'] ?? 0, p95 }
}

/** Bounded load on loopback; a POST of `enquiry` comes from its own X-Forwarded-For address. */
async function measureApiLoad(url, post = false) {
  let n = 0
  const setupRequest = (request) => {
    n++
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': address }
    const message = `Enquiry number ${n}: we would like a quote for a new website.`
    const body = { name: `Visitor ${n}`, email: `visitor-${n}@bench.example`, subject: 'A website', message }
    return { ...request, method: 'POST', headers, body: JSON.stringify(body) }
  }
  const requests = [post ? { setupRequest } : {}]
  const result = await autocannon({ url, connections: 20, duration: 5, requests })
  return {
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/** Every public item's cover described with its widths (the API's start-up backfill makes the demo's). */
async function waitForCoverVariants(log) {
  const deadline = Date.now() + 180_000
  for (;;) {
    const lists = await Promise.all(
      ['/public/projects', '/public/all-work'].map(async (path) =>
        (await fetch(`${API_ORIGIN}${path}`)).json(),
      ),
    )
    const waiting = lists.flat().filter((item) => item.cover_url && !(item.cover?.widths?.length > 0))
    if (waiting.length === 0) return
    if (Date.now() > deadline)
      throw new Error(`${waiting.length} covers still have no variants after 3 minutes`)
    log(`  waiting for the variants of ${waiting.length} covers ...`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

/** Both languages of each route (the home page is /ar/ in Arabic). */
const bothLanguages = (routes) => [
  ...routes,
  ...routes.map((route) => (route === '/' ? '/ar/' : `/ar${route}`)),
]

/**
 * `photos`: phone photographs as covers (see the top). `only`: the English routes to measure (each
 * in both languages), e.g. ['/all-work', '/work/'] ('/work/' is the first case study); every route
 * when absent. `reports`: a folder for every Lighthouse report.
 */
export async function benchSite({
  runs = 3,
  interactionRuns = 3,
  photos = false,
  only,
  reports,
  log = console.log,
} = {}) {
  log('Site: building a copy of the site for the bench ports ...')
  await buildBenchSite()
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-site-'))
  const api = await startDemoApi(dir)
  let preview
  let proxy
  try {
    if (photos) await usePhonePhotoCovers(API_ORIGIN, log)
    await waitForCoverVariants(log)
    // The first work item's case study, as the API lists it.
    const [first] = await (await fetch(`${API_ORIGIN}/public/all-work`)).json()
    const caseStudy = `/work/${encodeURIComponent(first.slug)}`
    const english = [...ROUTES, caseStudy, NOT_FOUND_ROUTE].filter(
      (route) =>
        !only || only.some((wanted) => (wanted === '/work/' ? route === caseStudy : route === wanted)),
    )
    // Every page once more in Arabic, under /ar/ (the home page is /ar/).
    const routes = bothLanguages(english)
    preview = await startVitePreview({ buildDir: BENCH_BUILD_DIR, port: SITE_PORTS.preview })
    proxy = await startCompressingProxy({ port: SITE_PORTS.site, target: preview.url })
    log('Site: images a phone and a laptop download for the first screen, median of 3')
    const coverRoutes = bothLanguages([...COVER_ROUTES, caseStudy]).filter((route) => routes.includes(route))
    const images = await measureFirstScreenImages(SITE_ORIGIN, coverRoutes, { runs: 3, log })
    const desktopImages = await measureFirstScreenImages(SITE_ORIGIN, coverRoutes, {
      device: DESKTOP,
      runs: 3,
      log,
    })
    const pages = await measureLighthouse(SITE_ORIGIN, routes, { runs, reports, log })
    const interactions = await benchInteractions({ origin: SITE_ORIGIN, runs: interactionRuns, log })
    const edge = await measureEdgeCache(preview.url, log)
    log('API: GET /public/all-work and POST /public/contact, 20 connections, 5 s each')
    const apiLoad = {
      allWork: await measureApiLoad(`${API_ORIGIN}/public/all-work`),
      contact: await measureApiLoad(`${API_ORIGIN}/public/contact`, true),
    }
    for (const [name, r] of Object.entries(apiLoad))
      log(`  ${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${r.failures} failed`)
    return { pages, images, desktopImages, interactions, edge, apiLoad, photos }
  } finally {
    await proxy?.close()
    await preview?.stop()
    await api.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
