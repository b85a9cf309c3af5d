/**
 * First interactions (issue 16), as a new visitor on a slow phone meets them: Chromium at 390x844,
 * 4x CPU slowdown and Lighthouse's slow 4G, a fresh browser context per run (cold cache), the page
 * loaded (`load`), then one real click (mouse input through the browser). Measured per interaction:
 * the time from the input to the next frame painted with its result:
 *
 * - the FAQ on / (the first question's `<summary>` in `.faq`; result: its `<details>` open),
 * - the mobile menu on /, /services and /contact (`.site-menu-toggle`; result: `#site-menu`
 *   shown as a popover, `:popover-open`),
 * - a footer accordion on /, /services and /contact (the first `.footer-column__details summary`;
 *   result: its `<details>` open).
 *
 * The time is the browser's own, from the Event Timing API (INP's definition: an event's duration
 * runs from the input's hardware timestamp to the next paint after its handlers): the largest of the
 * click's pointerdown, pointerup and click entries (durationThreshold 16, so an entry that is not
 * reported took less than 16 ms; the first-input entry, always reported, gives the pointerdown).
 * The page is also watched for the result itself: should it show only in a later frame (a script
 * that first has to download and run), the time runs to the paint of that frame instead. A run whose
 * result never shows has no time (the figure misses its budget). Median of the runs.
 *
 * Also the JavaScript the home and services pages transfer (script responses as sent over the
 * network, headers included, CDP's encodedDataLength) while they load and idle for 3 s, and through
 * a first click and 3 s more (scripts fetched on the first interaction count too).
 *
 * The probes are evaluated in the page by the DevTools protocol, so they work on pages that have no
 * scripts of their own (and CSP does not apply to them). Run alone against a running site:
 *
 *   node scripts/bench/interaction.mjs --origin=http://localhost:8846 [--runs=5]
 */
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs'
import { interactionFigures, printFigures } from './lib/record.mjs'
import { median } from './lib/stats.mjs'

export const MOBILE_VIEWPORT = { width: 390, height: 844 }
export const CPU_SLOWDOWN = 4
/**
 * Chromium DevTools' "Slow 4G" preset, as Lighthouse applies it with DevTools throttling: 150 ms
 * RTT x 3.75 = 562.5 ms request latency, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up; CDP takes
 * throughput in bytes per second.
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: Math.floor((1638.4 * 0.9 * 1024) / 8),
  uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
}
export const CONDITIONS = `${MOBILE_VIEWPORT.width}x${MOBILE_VIEWPORT.height}, ${CPU_SLOWDOWN}x CPU slowdown, slow 4G`

const MENU_ROUTES = ['/', '/services', '/contact']
/** The interactions, in the order they are measured within each pass. */
export const INTERACTIONS = [
  { route: '/', what: 'FAQ open', click: '.faq summary', result: 'details' },
  ...MENU_ROUTES.map((route) => ({
    route,
    what: 'menu open',
    click: '.site-menu-toggle',
    result: 'popover',
    popover: '#site-menu',
  })),
  ...MENU_ROUTES.map((route) => ({
    route,
    what: 'footer accordion',
    click: '.footer-column__details summary',
    result: 'details',
  })),
]
export const SCRIPT_ROUTES = ['/', '/services']
const IDLE_MS = 3000
const SCRIPTS_SPAN = 'load, 3 s idle, first click, 3 s idle'
const RESULT_TIMEOUT_MS = 15_000
/** Event Timing entries arrive after the frame's presentation; how long to wait for the click's. */
const ENTRY_GRACE_MS = 1500
const INPUT_EVENTS = ['pointerdown', 'pointerup', 'click']

/**
 * Runs in the page before the click: observes Event Timing (`event` and `first-input`) and the
 * clicked control's result, noting the frame in which the result first holds and, just after that
 * frame's rendering, when it was painted. `window.__firstInteraction()` resolves with what it saw
 * once the result is painted and the click's entries are in (or the waits ran out), so nothing
 * polls the page between the input and its paint.
 */
function installProbe({ click, result, popover, threshold, resultTimeoutMs, entryGraceMs }) {
  const control = document.querySelector(click)
  const target = result === 'popover' ? document.querySelector(popover) : control?.closest('details')
  const state = {
    entries: [],
    firstInput: null,
    before: null,
    resultFrameAt: null,
    resultPaintedAt: null,
  }
  if (!control || !target)
    return {
      error: `${control ? `no ${result === 'popover' ? popover : 'details'} for ${click}` : `no ${click}`} on the page`,
    }
  let painted
  let clickEntries
  const paintedNow = new Promise((resolve) => {
    painted = resolve
  })
  const clickEntriesNow = new Promise((resolve) => {
    clickEntries = resolve
  })
  const within = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))])
  window.__firstInteraction = async () => {
    await within(paintedNow, resultTimeoutMs)
    await within(clickEntriesNow, entryGraceMs)
    return JSON.parse(JSON.stringify(state))
  }
  const entriesIn = () => {
    if (state.firstInput && state.entries.some((e) => e.name === 'click')) clickEntries()
  }
  const pick = (e) => ({
    name: e.name,
    startTime: e.startTime,
    processingStart: e.processingStart,
    processingEnd: e.processingEnd,
    duration: e.duration,
    interactionId: e.interactionId ?? 0,
  })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.entries.push(pick(e))
    entriesIn()
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.firstInput ??= pick(e)
    entriesIn()
  }).observe({ type: 'first-input', buffered: true })

  const holds = () => (result === 'popover' ? target.matches(':popover-open') : target.open)
  state.before = holds()
  // Checked in a frame's animation callbacks, before that frame renders; "painted" is the first
  // task after it (the frame's rendering done on the main thread).
  let checking = false
  const checkInNextFrame = () => {
    if (checking || state.resultFrameAt !== null) return
    checking = true
    requestAnimationFrame(() => {
      checking = false
      if (!holds()) return
      state.resultFrameAt = performance.now()
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        state.resultPaintedAt = performance.now()
        painted()
      }
      channel.port2.postMessage(null)
    })
  }
  if (result === 'popover') {
    // Fires as the popover starts to show (its state changes right after); also catches a script's
    // showPopover() made later.
    target.addEventListener('beforetoggle', (event) => {
      if (event.newState === 'open') checkInNextFrame()
    })
  } else {
    new MutationObserver(checkInNextFrame).observe(target, { attributes: true, attributeFilter: ['open'] })
  }
  return { before: state.before, error: null }
}

/** Sums script responses (CDP encodedDataLength: as transferred, headers included) on one page. */
function trackScripts(session) {
  const scripts = new Map()
  const done = []
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: null, at: Date.now() })
  })
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId)
    if (!script) return
    script.bytes = encodedDataLength
    done.push(script)
  })
  session.on('Network.loadingFailed', ({ requestId, errorText }) => {
    const script = scripts.get(requestId)
    if (!script) return
    script.bytes = 0
    script.failed = errorText
    done.push(script)
  })
  return {
    pending: () => [...scripts.values()].filter((s) => s.bytes === null).length,
    /** Finished script responses that arrived at or after `since` (Date.now()). */
    list: (since = 0) => done.filter((s) => s.at >= since),
  }
}

const sum = (list) => list.reduce((total, s) => total + s.bytes, 0)
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+/, '')
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A fresh context and page, throttled before anything loads, and `url` loaded up to `load`. */
async function openThrottledPage(browser, url) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT })
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', SLOW_4G)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const scripts = trackScripts(session)
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
  return { context, page, scripts }
}

async function waitForScripts(scripts, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (scripts.pending() > 0 && Date.now() < deadline) await delay(100)
}

/**
 * The click of `interaction` on a loaded `page`, as a real input at the control's centre:
 * `{ ms, event, result, missing, error }` (times in ms from the input; `missing` names the entries
 * under the 16 ms threshold).
 */
async function clickAndMeasure(page, interaction) {
  const control = page.locator(interaction.click).first()
  await control.scrollIntoViewIfNeeded()
  // Let the scroll settle into painted frames before the probe starts.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  const box = await control.boundingBox()
  if (!box) throw new Error(`${interaction.click} is not visible`)
  const probe = await page.evaluate(installProbe, {
    click: interaction.click,
    result: interaction.result,
    popover: interaction.popover,
    threshold: 16,
    resultTimeoutMs: RESULT_TIMEOUT_MS,
    entryGraceMs: ENTRY_GRACE_MS,
  })
  if (probe.error) throw new Error(probe.error)
  if (probe.before) throw new Error('the result already holds before the click')
  // Asked before the click, answered after it: no call into the page while the click is handled.
  const seen = page.evaluate(() => window.__firstInteraction())
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const state = await seen
  const shown = state.resultPaintedAt !== null
  const entries = [...state.entries, ...(state.firstInput ? [state.firstInput] : [])].filter((e) =>
    INPUT_EVENTS.includes(e.name),
  )
  const inputAt = entries.length ? Math.min(...entries.map((e) => e.startTime)) : Number.NaN
  const event = entries.length ? Math.max(...entries.map((e) => e.duration)) : Number.NaN
  const missing = INPUT_EVENTS.filter((name) => !entries.some((e) => e.name === name))
  const result = shown ? state.resultPaintedAt - inputAt : Number.NaN
  let error = null
  if (!entries.length) error = 'no Event Timing entry for the click'
  else if (!shown) error = `the result did not show within ${RESULT_TIMEOUT_MS / 1000} s of the click`
  // Entries under the threshold are not reported: they took less than 16 ms, under what is reported.
  const ms = error ? Number.NaN : Math.max(event, result)
  return { ms, event, result, missing, error }
}

/** One run of one interaction on a fresh load of its route. */
export async function measureInteraction(browser, origin, interaction) {
  const { context, page } = await openThrottledPage(browser, `${origin}${interaction.route}`)
  try {
    return await clickAndMeasure(page, interaction)
  } finally {
    await context.close()
  }
}

/**
 * Script bytes `route` transfers while it loads and idles for 3 s, then through the visitor's first
 * click (the route's first interaction) and 3 s more: a page that fetches its scripts on the first
 * interaction has not done without them. Scripts still in flight at the end are waited for.
 */
export async function measureScripts(browser, origin, route) {
  const { context, page, scripts } = await openThrottledPage(browser, `${origin}${route}`)
  try {
    await page.waitForTimeout(IDLE_MS)
    await waitForScripts(scripts)
    const beforeClick = sum(scripts.list())
    const clickedAt = Date.now()
    const interaction = INTERACTIONS.find((i) => i.route === route)
    if (interaction) {
      const click = await clickAndMeasure(page, interaction)
      if (click.error) throw new Error(`${interactionName(interaction)}: ${click.error}`)
      await page.waitForTimeout(IDLE_MS)
      await waitForScripts(scripts)
    }
    const list = scripts.list()
    return {
      bytes: sum(list),
      beforeClick,
      click: interaction ? interactionName(interaction) : null,
      urls: list.map(
        (s) => `${shortUrl(s.url)} ${kb(s.bytes)}${s.at >= clickedAt ? ' after the click' : ''}`,
      ),
    }
  } finally {
    await context.close()
  }
}

export const interactionName = ({ route, what }) => `${route} ${what}`

/**
 * Every interaction `runs` times (interleaved: each pass measures each once, so a busy spell on
 * the machine hits them alike), then the script bytes of SCRIPT_ROUTES, against the site at `origin`.
 */
export async function benchInteractions({ origin, runs = 5, log = console.log }) {
  log(
    `Site: first interaction, click to result painted (Event Timing), ${CONDITIONS}, median of ${runs} runs`,
  )
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
  try {
    const samples = INTERACTIONS.map(() => [])
    for (let pass = 1; pass <= runs; pass++) {
      for (const [i, interaction] of INTERACTIONS.entries()) {
        let sample
        try {
          sample = await measureInteraction(browser, origin, interaction)
        } catch (error) {
          sample = { ms: Number.NaN, error: error instanceof Error ? error.message : String(error) }
        }
        samples[i].push(sample)
        const detail = sample.error
          ? sample.error
          : `${Math.round(sample.ms)} ms (events ${Math.round(sample.event)} ms${sample.missing.length ? `, ${sample.missing.join('/')} < 16 ms` : ''}; result painted ${Math.round(sample.result)} ms after the input)`
        log(`  pass ${pass}/${runs} ${interactionName(interaction).padEnd(28)} ${detail}`)
      }
    }
    const interactions = INTERACTIONS.map((interaction, i) => {
      const list = samples[i]
      const errors = [...new Set(list.filter((s) => s.error).map((s) => s.error))]
      return {
        ...interaction,
        // Any run without a time (no result) leaves the figure without one.
        ms: errors.length ? Number.NaN : median(list.map((s) => s.ms)),
        runs: list.length,
        errors,
      }
    })
    const scripts = {}
    for (const route of SCRIPT_ROUTES) {
      const s = await measureScripts(browser, origin, route)
      scripts[route] = s
      log(
        `  ${route} JavaScript transferred (${SCRIPTS_SPAN}): ${kb(s.bytes)}, ${kb(s.beforeClick)} of it before the click (${s.click})${s.urls.length ? `: ${s.urls.join(', ')}` : ''}`,
      )
    }
    return { conditions: CONDITIONS, scriptsSpan: SCRIPTS_SPAN, interactions, scripts }
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { origin: { type: 'string' }, runs: { type: 'string', default: '5' } },
  })
  const runs = Number(values.runs)
  if (!values.origin || !Number.isInteger(runs) || runs < 1) {
    console.error('usage: node scripts/bench/interaction.mjs --origin=http://host:port [--runs=5]')
    process.exit(2)
  }
  const figures = interactionFigures(await benchInteractions({ origin: values.origin, runs }))
  printFigures(figures)
}
