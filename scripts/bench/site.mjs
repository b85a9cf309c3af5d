/**
 * What a visitor gets from the public site. A copy of the site is built against the bench's own API
 * (the Node entry on a fresh database with the demo seed) and served as deployed: `vite preview`
 * (prerendered pages as Workers static assets, the other pages rendered by the Worker in workerd)
 * behind a front that compresses like Cloudflare's edge (lib/compressing-proxy.mjs). Then:
 * - every public page against its limit page (issue 49, lib/limit-page.mjs), a bare document of its
 *   largest element alone served from the same origin: Lighthouse mobile with real throttling
 *   (`throttlingMethod: devtools`: slow 4G and 4x CPU applied to the real load), page and limit page
 *   in turns, the median of the runs (Lighthouse's simulated throttling is not used: on this
 *   machine's Chromium it scores a bare page as it scores the product);
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
import { withChromium, withLighthouseChromium } from './lib/browser.mjs'
import { startCompressingProxy } from './lib/compressing-proxy.mjs'
import { measureFirstScreenImages } from './lib/first-screen-images.mjs'
import { findLargestElement, limitPageHtml } from './lib/limit-page.mjs'
import { usePhonePhotoCovers } from './lib/photo-covers.mjs'
import { buildSiteCopy, startVitePreview } from './lib/preview.mjs'
import { ROOT, startApi } from './lib/processes.mjs'
import { median, percentile } from './lib/stats.mjs'

/** `site` is the compressing front the browser talks to; `preview` is vite preview behind it. */
const PORTS = { api: 8845, site: 8846, preview: 8848, chrome: 8849 }
export const NOT_FOUND_ROUTE = '/no-such-page'
/** Every public route; '/work/' stands for the first case study. */
const ROUTES =
  `/ /services /contact /projects /all-work /all-work?page=2 /work/ /privacy /terms ${NOT_FOUND_ROUTE}`.split(
    ' ',
  )
/** The pages whose first screen shows covers. */
const COVER_ROUTES = ['/all-work', '/all-work?page=2', '/projects', '/work/']
/** Inside the repo so the build's server half resolves react-dom; git-ignored. */
const BUILD_DIR = join(ROOT, 'scripts/bench/.site-build')
const [API, SITE] = [`http://localhost:${PORTS.api}`, `http://localhost:${PORTS.site}`]
const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  totalBytes: 'total-byte-weight',
}
/** The figures of a run whose medians are kept. */
const FIGURES = ['score', ...Object.keys(METRICS), 'accessibility', 'seo', 'jsBytes']

/** A page's figures; `below`: the accessibility and SEO audits that count against it. */
function figuresOf({ audits, categories }) {
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
  const refs = ['accessibility', 'seo'].flatMap((name) => categories[name]?.auditRefs ?? [])
  const below = refs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id)
  const metrics = Object.entries(METRICS).map(([key, id]) => [key, audits[id]?.numericValue ?? Number.NaN])
  const score = (name) => categories[name]?.score ?? Number.NaN
  const [accessibility, seo] = [score('accessibility'), score('seo')]
  const jsBytes = scripts?.transferSize ?? Number.NaN
  return { score: score('performance'), ...Object.fromEntries(metrics), accessibility, seo, jsBytes, below }
}

/**
 * One Lighthouse run with devtools throttling; one that measured nothing (a busy machine) is repeated,
 * 3 tries in all. `report`: a file to keep the whole report (JSON) in.
 */
async function audit(url, categories, report) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: PORTS.chrome,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod: 'devtools',
      // The not-found page is measured too: its 404 is the answer, not a failed load.
      ignoreStatusCode: true,
    })
    const error = result ? result.lhr.runtimeError?.message : 'no result'
    if (!error) {
      if (report) writeFileSync(report, result.report)
      return figuresOf(result.lhr)
    }
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url} 3 times: ${error}`)
    console.log(`  Lighthouse on ${url} failed (${error}); running it again`)
  }
}

/** Per route `{ element, page, limit, below }`: page and limit page in turns, medians of `runs`. */
async function measureAgainstLimits(front, routes, runs, reports) {
  const found = await withChromium(async (browser) => {
    const all = []
    for (const route of routes) all.push(await findLargestElement(browser, `${SITE}${route}`))
    return all
  })
  for (const [i, element] of found.entries()) front.add(`/__limit/${i}`, limitPageHtml(element))
  console.log(`Site: Lighthouse (devtools throttling) on ${routes.length} pages and their limit pages`)
  if (reports) mkdirSync(reports, { recursive: true })
  const samples = routes.map(() => ({ page: [], limit: [] }))
  await withLighthouseChromium(PORTS.chrome, async () => {
    // Routes interleaved within each pass, so a busy spell on the machine hits every route alike.
    for (let pass = 1; pass <= runs; pass++) {
      for (const [i, route] of routes.entries()) {
        const report = (kind) =>
          reports && join(reports, `${route.replace(/\W+/g, '_')}-${kind}-${pass}.json`)
        const page = await audit(SITE + route, ['performance', 'accessibility', 'seo'], report('page'))
        const limit = await audit(`${SITE}/__limit/${i}`, ['performance'], report('limit'))
        samples[i].page.push(page)
        samples[i].limit.push(limit)
        const text = (f) => `score ${f.score}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms`
        console.log(
          `  ${pass}/${runs} ${route}: ${text(page)} (limit page: ${text(limit)}) ${page.below.join(' ')}`,
        )
      }
    }
  })
  const medians = (list) => Object.fromEntries(FIGURES.map((key) => [key, median(list.map((f) => f[key]))]))
  return routes.map((route, i) => ({
    route,
    element: found[i],
    page: medians(samples[i].page),
    limit: medians(samples[i].limit),
    below: [...new Set(samples[i].page.flatMap((f) => f.below))],
  }))
}

/** Sequential GETs of /all-work, each with its own tracking parameters, straight to the Worker. */
async function measureEdgeCache(previewUrl, requests = 200) {
  const get = async (query) => {
    const response = await fetch(`${previewUrl}/all-work${query}`)
    await response.arrayBuffer()
    return `${response.status} ${response.headers.get('x-edge-cache')}`
  }
  // The first request renders and stores the page; every later one must come from the cache.
  await waitUntil(async () => (await get('')) === '200 HIT', { what: 'a cache HIT', timeoutMs: 5_000 })
  const random = () => Math.random().toString(36).slice(2, 10)
  const times = []
  const states = {}
  for (let i = 0; i < requests; i++) {
    const started = performance.now()
    const state = await get(
      `?utm_source=${random()}&utm_medium=social&utm_campaign=${random()}&gclid=${random()}&fbclid=${random()}`,
    )
    times.push(performance.now() - started)
    states[state] = (states[state] ?? 0) + 1
  }
  const p95 = percentile(times, 95)
  console.log(`Site: ${requests} GET /all-work?utm_…: ${JSON.stringify(states)}, p95 ${p95} ms`)
  return { requests, hits: states['200 HIT'] ?? 0, p95 }
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
  const result = await autocannon({ url: `${API}${path}`, connections: 20, duration: 5, requests })
  const failures = result.non2xx + result.errors + result.timeouts
  console.log(
    `  ${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${failures} failed`,
  )
  return { p99: result.latency.p99, rps: result.requests.average, failures }
}

/** Until every cover has its widths (the API's start-up backfill makes the demo's), 3 minutes at most. */
async function waitForCoverVariants() {
  const done = async () => {
    const items = (
      await Promise.all(['projects', 'all-work'].map((kind) => call(`${API}/public/${kind}`)))
    ).flat()
    return items.every((item) => !item.cover_url || item.cover?.widths?.length > 0)
  }
  await waitUntil(done, { what: 'the covers with variants', timeoutMs: 180_000, intervalMs: 2000 })
}

/**
 * `photos`: phone photographs as covers (see the top). `only`: the English routes to measure (each
 * in both languages; '/work/' is the first case study); every route when absent. `reports`: a folder
 * for every Lighthouse report.
 */
export async function benchSite({ runs, photos, only = ROUTES, reports }) {
  console.log('Site: building a copy of the site for the bench ports ...')
  // VITE_API_URL and VITE_SITE_URL (hence CSP, canonical) on the bench ports.
  await buildSiteCopy(BUILD_DIR, { VITE_API_URL: API, VITE_SITE_URL: SITE })
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-site-'))
  const api = await startApi('bench API (demo content)', {
    API_PORT: String(PORTS.api),
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    MEDIA_DIR: join(dir, 'media'),
    SEED_DEMO_CONTENT: 'true',
    SITE_ORIGIN: SITE,
    PUBLIC_MEDIA_BASE_URL: `${API}/media`,
    // The contact load speaks for many visitors through X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
  })
  const stops = [api.stop, () => rmSync(dir, { recursive: true, force: true })]
  try {
    if (photos) await usePhonePhotoCovers(API)
    await waitForCoverVariants()
    const [first] = await call(`${API}/public/all-work`)
    const wanted = (route) => (route === '/work/' ? `/work/${encodeURIComponent(first.slug)}` : route)
    const inBoth = (routes) => {
      const english = routes.map(wanted)
      return [...english, ...english.map((r) => (r === '/' ? '/ar/' : `/ar${r}`))]
    }
    const preview = await startVitePreview(BUILD_DIR, PORTS.preview)
    stops.unshift(preview.stop)
    const front = await startCompressingProxy({ port: PORTS.site, target: preview.url })
    stops.unshift(front.close)
    console.log('Site: images a phone and a laptop download for the first screen, median of 3')
    const images = await measureFirstScreenImages(
      SITE,
      inBoth(COVER_ROUTES.filter((r) => only.includes(r))),
      3,
    )
    const pages = await measureAgainstLimits(front, inBoth(only), runs, reports)
    const interactions = await benchInteractions(SITE)
    const edge = await measureEdgeCache(preview.url)
    console.log('API: GET /public/all-work and POST /public/contact, 20 connections, 5 s each')
    const allWork = await measureApiLoad('/public/all-work')
    const apiLoad = { allWork, contact: await measureApiLoad('/public/contact', true) }
    return { pages, images, interactions, edge, apiLoad, photos }
  } finally {
    for (const stop of stops) await stop()
  }
}
