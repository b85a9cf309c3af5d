/**
 * First interactions, as a new visitor on a slow phone meets them: Chromium at 390x844, 4x CPU
 * slowdown and slow 4G, a fresh browser context per run (cold cache), the page loaded, then one real
 * click: the FAQ on / (its `<details>` opens), the mobile menu on /, /services and /contact (the
 * `#site-menu` popover opens) and a footer accordion on the same pages. The time is the browser's
 * own (Event Timing, INP's definition: from the input's hardware timestamp to the next paint after
 * its handlers), the largest of the click's pointerdown, pointerup and click entries; should the
 * result show only in a later frame (a script that first has to download), the time runs to that
 * frame's paint. A run whose result never shows has no time. The probe runs through the DevTools
 * protocol, so it works on pages without scripts of their own.
 */
import { withChromium } from './lib/browser.mjs'
import { median } from './lib/stats.mjs'

/** DevTools' "Slow 4G" as Lighthouse applies it: 562.5 ms latency, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 }
const MENU_ROUTES = ['/', '/services', '/contact']
const MENU = { what: 'menu open', click: '.site-menu-toggle', popover: '#site-menu' }
const FOOTER = { what: 'footer accordion', click: '.footer-column__details summary' }
const INTERACTIONS = [
  { route: '/', what: 'FAQ open', click: '.faq summary' },
  ...MENU_ROUTES.map((route) => ({ route, ...MENU })),
  ...MENU_ROUTES.map((route) => ({ route, ...FOOTER })),
]
const RESULT_TIMEOUT_MS = 15_000
/** Event Timing entries arrive after the frame's presentation; how long to wait for the click's. */
const ENTRY_GRACE_MS = 1500
const INPUT_EVENTS = ['pointerdown', 'pointerup', 'click']

/**
 * Runs in the page before the click: observes Event Timing (`event`, threshold 16 ms, and
 * `first-input`) and the control's result, noting when the first frame in which the result holds is
 * painted (the first task after that frame's animation callbacks). `window.__firstInteraction()`
 * resolves once the result is painted and the click's entries are in (or the waits ran out), so
 * nothing calls into the page between the input and its paint.
 */
function installProbe({ click, popover, resultTimeoutMs, entryGraceMs }) {
  const control = document.querySelector(click)
  const target = popover ? document.querySelector(popover) : control?.closest('details')
  if (!control || !target) return { error: `no ${control ? (popover ?? 'details') : click} on the page` }
  const state = { entries: [], resultPaintedAt: null }
  let painted
  let entriesIn
  const paintedNow = new Promise((resolve) => (painted = resolve))
  const entriesNow = new Promise((resolve) => (entriesIn = resolve))
  const within = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))])
  window.__firstInteraction = async () => {
    await within(paintedNow, resultTimeoutMs)
    await within(entriesNow, entryGraceMs)
    return state
  }
  const observe = (type, options) =>
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        state.entries.push({ name: e.name, startTime: e.startTime, duration: e.duration })
      if (state.entries.some((e) => e.name === 'click')) entriesIn()
    }).observe({ type, buffered: true, ...options })
  observe('event', { durationThreshold: 16 })
  observe('first-input')
  const holds = () => (popover ? target.matches(':popover-open') : target.open)
  const checkInNextFrame = () =>
    requestAnimationFrame(() => {
      if (!holds() || state.resultPaintedAt !== null) return
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        state.resultPaintedAt ??= performance.now()
        painted()
      }
      channel.port2.postMessage(null)
    })
  // beforetoggle fires as the popover starts to show, and for a script's later showPopover() too.
  if (popover)
    target.addEventListener('beforetoggle', (event) => event.newState === 'open' && checkInNextFrame())
  else new MutationObserver(checkInNextFrame).observe(target, { attributes: true, attributeFilter: ['open'] })
  return { before: holds(), error: null }
}

/** One run: a fresh throttled context, the route loaded, the click at the control's centre. */
async function measureInteraction(browser, origin, interaction) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send('Network.enable')
    await session.send('Network.emulateNetworkConditions', SLOW_4G)
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const response = await page.goto(`${origin}${interaction.route}`, { waitUntil: 'load', timeout: 60_000 })
    if (!response?.ok()) throw new Error(`${interaction.route} answered ${response?.status()}`)
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
      popover: interaction.popover,
      resultTimeoutMs: RESULT_TIMEOUT_MS,
      entryGraceMs: ENTRY_GRACE_MS,
    })
    if (probe.error) throw new Error(probe.error)
    if (probe.before) throw new Error('the result already holds before the click')
    // Asked before the click, answered after it.
    const seen = page.evaluate(() => window.__firstInteraction())
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const state = await seen
    const entries = state.entries.filter((e) => INPUT_EVENTS.includes(e.name))
    if (!entries.length) throw new Error('no Event Timing entry for the click')
    if (state.resultPaintedAt === null) throw new Error(`no result within ${RESULT_TIMEOUT_MS / 1000} s`)
    const event = Math.max(...entries.map((e) => e.duration))
    // Entries under the threshold are not reported: they took less than 16 ms.
    return Math.max(event, state.resultPaintedAt - Math.min(...entries.map((e) => e.startTime)))
  } finally {
    await context.close()
  }
}

export const interactionName = ({ route, what }) => `${route} ${what}`

/** Every interaction three times, interleaved so a busy spell on the machine hits them alike. */
export async function benchInteractions(origin, runs = 3) {
  console.log(`Site: first interactions (390x844, 4x CPU slowdown, slow 4G), median of ${runs} runs`)
  const samples = INTERACTIONS.map(() => ({ times: [], errors: new Set() }))
  await withChromium(async (browser) => {
    for (let pass = 1; pass <= runs; pass++) {
      for (const [i, interaction] of INTERACTIONS.entries()) {
        const line = `  ${pass}/${runs} ${interactionName(interaction).padEnd(28)}`
        try {
          const ms = await measureInteraction(browser, origin, interaction)
          samples[i].times.push(ms)
          console.log(`${line} ${Math.round(ms)} ms`)
        } catch (error) {
          samples[i].errors.add(error instanceof Error ? error.message : String(error))
          console.log(`${line} ${error}`)
        }
      }
    }
  })
  // Any run without a time leaves the figure without one.
  return INTERACTIONS.map((interaction, i) => ({
    ...interaction,
    ms: samples[i].errors.size ? Number.NaN : median(samples[i].times),
    errors: [...samples[i].errors],
  }))
}
