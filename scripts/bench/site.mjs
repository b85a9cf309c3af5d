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
import lighthouse from 'lighthouse'
import { waitUntil } from '../lib/child-processes.mjs'
import { benchInteractions } from './interaction.mjs'
import { call, enquiryPost } from './lib/api.mjs'
import { withLighthouseChromium } from './lib/browser.mjs'
import { startCompressingProxy } from './lib/compressing-proxy.mjs'
import { measureFirstScreenImages } from './lib/first-screen-images.mjs'
import { usePhonePhotoCovers } from './lib/photo-covers.mjs'
import { buildSiteCopy, startVitePreview } from './lib/preview.mjs'
import { ROOT, startApi } from './lib/processes.mjs'
import { median, percentile } from './lib/stats.mjs'

/** `site` is the compressing proxy the browser talks to; `preview` is vite preview behind it. */
const PORTS = { api: 8845, site: 8846, preview: 8848, chrome: 8849 }
export const NOT_FOUND_ROUTE = '/no-such-page'
/** Every public route; the first case study (/work/{slug}) is added once the API is up. */
const ROUTES = '/ /services /contact /projects /all-work /all-work?page=2 /privacy /terms'.split(' ')
/** The pages whose first screen shows covers (the case study is added with its slug). */
const COVER_ROUTES = ['/all-work', '/all-work?page=2', '/projects']
/** Inside the repo so the build's server half resolves react-dom; git-ignored. */
const BENCH_BUILD_DIR = join(ROOT, 'scripts/bench/.site-build')
const EDGE_REQUESTS = 200
const API_ORIGIN = `http://localhost:${PORTS.api}`
const SITE_ORIGIN = `http://localhost:${PORTS.site}`

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
 * One Lighthouse run; a run that lost its trace on a busy machine measured nothing and is repeated
 * (three tries). `reports`: a folder that keeps the run's whole report (JSON) as `name`.json.
 */
async function audit(url, mode, reports, name) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: PORTS.chrome,
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
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url} 3 times: ${error}`)
    console.log(`  Lighthouse (${mode}) on ${url} failed (${error}); running it again`)
  }
}

async function measureLighthouse(routes, runs, reports) {
  console.log(
    `Site: Lighthouse mobile (simulated and devtools throttling) on ${routes.length} routes, median of ${runs}`,
  )
  if (reports) mkdirSync(reports, { recursive: true })
  const samples = Object.fromEntries(routes.map((r) => [r, { simulate: [], devtools: [], below: [] }]))
  const modes = ['simulate', 'devtools']
  await withLighthouseChromium(PORTS.chrome, async () => {
    // Routes interleaved within each pass, so a busy spell on the machine hits every route alike.
    for (let pass = 1; pass <= runs; pass++) {
      for (const route of routes) {
        for (const mode of modes) {
          const name = `${route.replace(/\W+/g, '_')}-${mode}-${pass}`
          const { below, ...f } = await audit(`${SITE_ORIGIN}${route}`, mode, reports, name)
          samples[route][mode].push(f)
          samples[route].below.push(...below)
          const text = Object.entries(f).map(([key, value]) => `${key} ${Math.round(value * 100) / 100}`)
          console.log(`  ${pass}/${runs} ${route} ${mode}: ${text.join(', ')} ${below.join(', ')}`)
        }
      }
    }
  })
  const medians = (list) =>
    Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((f) => f[key]))]))
  for (const sample of Object.values(samples)) for (const mode of modes) sample[mode] = medians(sample[mode])
  return samples
}

const randomValue = () => Math.random().toString(36).slice(2, 10)

/** Sequential GETs of /all-work, each with its own tracking parameters, straight to the Worker. */
async function measureEdgeCache(previewUrl) {
  const get = async (query) => {
    const response = await fetch(`${previewUrl}/all-work${query}`)
    await response.arrayBuffer()
    return `${response.status} ${response.headers.get('x-edge-cache')}`
  }
  // The first request renders and stores the page; every later one must come from the cache.
  const what = 'GET /all-work with a cache HIT'
  await waitUntil(async () => (await get('')) === '200 HIT', { what, timeoutMs: 5_000 })
  const times = []
  const states = {}
  for (let i = 0; i < EDGE_REQUESTS; i++) {
    const query = `?utm_source=${randomValue()}&utm_medium=social&utm_campaign=${randomValue()}&gclid=${randomValue()}&fbclid=${randomValue()}`
    const started = performance.now()
    const state = await get(query)
    times.push(performance.now() - started)
    states[state] = (states[state] ?? 0) + 1
  }
  const p95 = percentile(times, 95)
  console.log(`Site: ${EDGE_REQUESTS} GET /all-work?utm_…: ${JSON.stringify(states)}, p95 ${p95} ms`)
  return { requests: EDGE_REQUESTS, hits: states['200 HIT'] ?? 0, p95 }
}

/** Bounded load on loopback; with `post`, each enquiry comes from its own X-Forwarded-For address. */
async function measureApiLoad(path, post = false) {
  let n = 0
  const setupRequest = (request) => {
    n++
    const message = `Enquiry number ${n}: we would like a quote for a new website.`
    const fields = {
      name: `Visitor ${n}`,
      email: `visitor-${n}@bench.example`,
      subject: 'A website',
      message,
    }
    return { ...request, ...enquiryPost(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, fields) }
  }
  const requests = [post ? { setupRequest } : {}]
  const result = await autocannon({ url: `${API_ORIGIN}${path}`, connections: 20, duration: 5, requests })
  return {
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/** Every public item's cover described with its widths (the API's start-up backfill makes the demo's). */
async function waitForCoverVariants() {
  const waiting = async () => {
    const lists = ['/public/projects', '/public/all-work'].map((path) => call(`${API_ORIGIN}${path}`))
    const items = (await Promise.all(lists)).flat()
    const count = items.filter((item) => item.cover_url && !(item.cover?.widths?.length > 0)).length
    if (count) console.log(`  waiting for the variants of ${count} covers ...`)
    return count === 0
  }
  await waitUntil(waiting, { what: 'the covers with variants', timeoutMs: 180_000, intervalMs: 2000 })
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
export async function benchSite({ runs, photos, only, reports }) {
  console.log('Site: building a copy of the site for the bench ports ...')
  // VITE_API_URL and VITE_SITE_URL (hence CSP, canonical) on the bench ports.
  await buildSiteCopy(BENCH_BUILD_DIR, { VITE_API_URL: API_ORIGIN, VITE_SITE_URL: SITE_ORIGIN })
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-site-'))
  const api = await startApi('bench API (demo content)', {
    API_PORT: String(PORTS.api),
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    MEDIA_DIR: join(dir, 'media'),
    SEED_DEMO_CONTENT: 'true',
    SITE_ORIGIN,
    PUBLIC_MEDIA_BASE_URL: `${API_ORIGIN}/media`,
    // The contact load speaks for many visitors through X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
  })
  let preview
  let proxy
  try {
    if (photos) await usePhonePhotoCovers(API_ORIGIN)
    await waitForCoverVariants()
    // The first work item's case study, as the API lists it.
    const [first] = await call(`${API_ORIGIN}/public/all-work`)
    const caseStudy = `/work/${encodeURIComponent(first.slug)}`
    const wanted = (route) => (route === '/work/' ? caseStudy : route)
    const english = [...ROUTES, caseStudy, NOT_FOUND_ROUTE].filter(
      (route) => !only || only.map(wanted).includes(route),
    )
    const routes = bothLanguages(english)
    preview = await startVitePreview(BENCH_BUILD_DIR, PORTS.preview)
    proxy = await startCompressingProxy({ port: PORTS.site, target: preview.url })
    console.log('Site: images a phone and a laptop download for the first screen, median of 3')
    const coverRoutes = bothLanguages([...COVER_ROUTES, caseStudy]).filter((route) => routes.includes(route))
    const images = await measureFirstScreenImages(SITE_ORIGIN, coverRoutes, 3)
    const pages = await measureLighthouse(routes, runs, reports)
    const interactions = await benchInteractions(SITE_ORIGIN)
    const edge = await measureEdgeCache(preview.url)
    console.log('API: GET /public/all-work and POST /public/contact, 20 connections, 5 s each')
    const apiLoad = {
      allWork: await measureApiLoad('/public/all-work'),
      contact: await measureApiLoad('/public/contact', true),
    }
    for (const [name, r] of Object.entries(apiLoad))
      console.log(`  ${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${r.failures} failed`)
    return { pages, images, interactions, edge, apiLoad, photos }
  } finally {
    await proxy?.close()
    await preview?.stop()
    await api.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
