/**
 * Each page against its limit page (issue 49, lib/limit-page.mjs), both served as site.mjs serves the
 * site (its build and ports, the compressing proxy): Lighthouse mobile with real throttling (devtools),
 * page and limit page in turns, median of `runs`; the score, LCP, FCP and TBT of each, the LCP ratio.
 *   node scripts/bench/limit.mjs [--runs=3] [--photos] [--routes=/,/work/]   ('/work/': a case study)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { runToEnd, sleep } from '../lib/child-processes.mjs'
import { call } from './lib/api.mjs'
import { withChromium, withLighthouseChromium } from './lib/browser.mjs'
import { startCompressingProxy } from './lib/compressing-proxy.mjs'
import { findLargestElement, limitPageHtml, startLimitFront } from './lib/limit-page.mjs'
import { usePhonePhotoCovers } from './lib/photo-covers.mjs'
import { claimDeployPointer, startVitePreview } from './lib/preview.mjs'
import { ROOT, startApi } from './lib/processes.mjs'
import { median } from './lib/stats.mjs'

/** site.mjs's ports and build folder (the build names them), and the limit front before the preview. */
const PORTS = { api: 8845, site: 8846, front: 8844, preview: 8848, chrome: 8849 }
const BUILD_DIR = join(ROOT, 'scripts/bench/.site-build')
const [API, SITE] = [`http://localhost:${PORTS.api}`, `http://localhost:${PORTS.site}`]
const ROUTES = '/ /services /all-work /work/ /projects /contact'.split(' ')
const METRICS = { lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', tbt: 'total-blocking-time' }

async function buildSite() {
  rmSync(BUILD_DIR, { recursive: true, force: true })
  const restorePointer = claimDeployPointer(BUILD_DIR)
  const env = { ...process.env, NODE_ENV: 'production', SITE_BUILD_DIR: BUILD_DIR, VITE_API_URL: API }
  await runToEnd(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: join(ROOT, 'apps/site'),
    env: { ...env, VITE_SITE_URL: SITE },
  }).finally(restorePointer)
}

/** One Lighthouse run; one that measured nothing (a busy machine) is repeated, 3 tries in all. */
async function audit(url, attempt = 1) {
  const options = { port: PORTS.chrome, logLevel: 'error', onlyCategories: ['performance'] }
  const lhr = (await lighthouse(url, { ...options, throttlingMethod: 'devtools' }))?.lhr
  if (lhr && !lhr.runtimeError) {
    const values = Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? Number.NaN])
    return { score: lhr.categories.performance.score ?? Number.NaN, ...Object.fromEntries(values) }
  }
  if (attempt >= 3) throw new Error(`Lighthouse failed on ${url} 3 times: ${lhr?.runtimeError?.message}`)
  return audit(url, attempt + 1)
}

/** The medians of the runs that measured each (Lighthouse has no TBT, nor score, without a quiet spell). */
const medians = (runs) =>
  Object.fromEntries(['score', ...Object.keys(METRICS)].map((k) => [k, median(runs.map((r) => r[k]))]))

/** `[{ route, element, page, limit, ratio, runs }]`, English then Arabic. */
export async function benchLimit({ runs = 3, photos = false, only = ROUTES }) {
  console.log('Limit: building a copy of the site for the bench ports ...')
  await buildSite()
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-limit-'))
  const files = { DATABASE_URL: `file:${join(dir, 'site.db')}`, MEDIA_DIR: join(dir, 'media') }
  const env = { ...files, API_PORT: `${PORTS.api}`, SITE_ORIGIN: SITE, PUBLIC_MEDIA_BASE_URL: `${API}/media` }
  const api = await startApi('bench API (demo content)', { ...env, SEED_DEMO_CONTENT: 'true' })
  const stops = [api.stop, () => rmSync(dir, { recursive: true, force: true })]
  try {
    if (photos) await usePhonePhotoCovers(API)
    // Until every cover has its widths (the API's start-up backfill makes the demo's), 3 minutes at most.
    for (let waited = 0; waited < 180_000; waited += 2000) {
      const lists = ['projects', 'all-work'].map((kind) => call(`${API}/public/${kind}`))
      const items = (await Promise.all(lists)).flat()
      if (items.every((item) => !item.cover_url || item.cover?.widths?.length)) break
      await sleep(2000)
    }
    const [first] = await call(`${API}/public/all-work`)
    const english = only.map((r) => (r === '/work/' ? `/work/${encodeURIComponent(first.slug)}` : r))
    const routes = [...english, ...english.map((r) => (r === '/' ? '/ar/' : `/ar${r}`))]
    const preview = await startVitePreview(BUILD_DIR, PORTS.preview)
    stops.unshift(preview.stop)
    const front = await startLimitFront({ port: PORTS.front, target: preview.url })
    stops.unshift(front.close, (await startCompressingProxy({ port: PORTS.site, target: front.url })).close)
    const found = await withChromium(async (browser) => {
      const all = []
      for (const [i, route] of routes.entries()) {
        all.push(await findLargestElement(browser, `${SITE}${route}`))
        front.add(`/__limit/${i}`, limitPageHtml(all[i]))
      }
      return all
    })
    console.log(`Limit: Lighthouse (devtools throttling) on ${routes.length} pages and their limit pages`)
    const samples = routes.map(() => ({ page: [], limit: [] }))
    await withLighthouseChromium(PORTS.chrome, async () => {
      for (let pass = 1; pass <= runs; pass++) {
        for (const [i, route] of routes.entries()) {
          for (const [kind, url] of Object.entries({ page: SITE + route, limit: `${SITE}/__limit/${i}` })) {
            const result = await audit(url)
            samples[i][kind].push(result)
            const text = Object.entries(result).map(([k, v]) => `${k} ${Math.round(v * 100) / 100}`)
            console.log(`  ${pass}/${runs} ${route} ${kind}: ${text.join(', ')}`)
          }
        }
      }
    })
    return routes.map((route, i) => {
      const [page, limit] = [medians(samples[i].page), medians(samples[i].limit)]
      return { route, element: found[i], page, limit, ratio: page.lcp / limit.lcp }
    })
  } finally {
    for (const stop of stops) await stop()
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'not measurable')
const score = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'none')
const figures = (f) => `${score(f.score)} / ${ms(f.lcp)} / ${ms(f.fcp)} / ${ms(f.tbt)}`
const shown = ({ tag, image, text }) =>
  `${tag}: ${image?.split(/[/,]/).pop().slice(0, 40) ?? `“${text.slice(0, 40)}”`}`
const row = (r) => [`\`${r.route}\``, figures(r.page), figures(r.limit), r.ratio.toFixed(2), shown(r.element)]

/** The Markdown table of benchLimit's rows. */
export const limitTable = (rows) =>
  [
    ['page', 'page: score / LCP / FCP / TBT', 'limit page: score / LCP / FCP / TBT', 'LCP ratio', 'element'],
    ['---', '---', '---', '---', '---'],
    ...rows.map(row),
  ]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n')

/** For run.mjs: per page both scores and LCPs, the LCP ratio against the issue's bar (1.10). */
export const limitFigures = (rows) =>
  rows.map(({ route, page, limit, ratio }) => ({
    name: `${route} and its limit page: score, LCP`,
    text: `${score(page.score)} / ${score(limit.score)}, ${ms(page.lcp)} / ${ms(limit.lcp)} (${ratio.toFixed(2)}x)`,
    budget: 'LCP <= 1.10x',
    verdict: ratio <= 1.1 ? 'PASS' : 'MISS',
  }))

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = { type: 'string' }
  const { values: v } = parseArgs({ options: { runs: text, routes: text, photos: { type: 'boolean' } } })
  const rows = await benchLimit({ runs: Number(v.runs ?? 3), photos: v.photos, only: v.routes?.split(',') })
  const covers = v.photos ? 'Phone photographs' : 'Demo covers'
  console.log(`\n${covers}, median of ${v.runs ?? 3}:\n${limitTable(rows)}`)
  process.exit(0)
}
