import type { Page } from '@playwright/test'
import { cachedAnswer } from './edge-answers'
import { expect, openHydrated, test } from './fixtures'
import { DESKTOP, openAs, PHONE } from './media-files'

/**
 * Covers as a visitor's browser gets them: from the site's own /media (the Worker reads the API's
 * media store and keeps each file in the edge cache), as AVIF at the width the screen needs, sized
 * before they arrive so nothing shifts. With the demo covers (drawings); with phone photographs:
 * cover-photographs.writes.spec.ts. That no page loads an image from another host: a11y.spec.ts.
 */

const CASE_STUDY = '/work/harbourline-banking-app'

/** The file's variant width and format (`/media/seed/a.w800.avif` -> 800, 'avif'). */
const variantOf = (url: string) => {
  const match = new URL(url).pathname.match(/\.w(\d+)\.(avif|webp)$/)
  return match ? { width: Number(match[1]), format: match[2] } : null
}

test.describe("the site's own /media", () => {
  test('serves a cover variant immutable, from the edge cache once fetched; a missing or unsafe key is a 404', async ({
    request,
  }) => {
    const html = await (await request.get('/all-work')).text()
    const file = html.match(/srcSet="(\/media\/[^" ]+\.avif) \d+w/i)?.[1] ?? ''
    expect(file).toMatch(/^\/media\/seed\/.+\.w\d+\.avif$/)
    const first = await request.get(file)
    expect(first.status()).toBe(200)
    expect(first.headers()['content-type']).toBe('image/avif')
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    await cachedAnswer(request, file)
    const head = await request.head(file)
    expect(head.status()).toBe(200)
    expect(await head.body()).toHaveLength(0)
    expect((await request.post(file)).status()).toBe(405)
    for (const path of [
      '/media/seed/no-such-cover.w800.avif',
      '/media/..%2f..%2fwrangler.json',
      '/media/.env',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })
})

/** Each cover the page shows: its class, the width its `sizes` states here, and its rendered width. */
const renderedCovers = (page: Page) =>
  page.locator('main picture').evaluateAll((pictures: HTMLElement[]) => {
    /** The value the browser takes from `sizes`: the first entry whose media condition holds. */
    function statedWidth(sizes: string): number {
      const entries: string[] = []
      let depth = 0
      let entry = ''
      for (const char of sizes) {
        depth += char === '(' ? 1 : char === ')' ? -1 : 0
        if (char === ',' && depth === 0) {
          entries.push(entry.trim())
          entry = ''
        } else entry += char
      }
      entries.push(entry.trim())
      const chosen = entries
        .map((each) => each.match(/^(\([^)]*\))\s+(.+)$/) ?? [each, '', each])
        .find(([, media]) => !media || matchMedia(media).matches)
      const probe = document.createElement('div')
      probe.style.position = 'absolute'
      probe.style.width = chosen?.[2] ?? '0'
      document.body.append(probe)
      const stated = probe.getBoundingClientRect().width
      probe.remove()
      return stated
    }
    return pictures.flatMap((picture) => {
      const img = picture.querySelector('img')
      const sizes = picture.querySelector('source')?.getAttribute('sizes')
      if (!img || !sizes || img.offsetWidth === 0) return []
      return [{ name: img.className, stated: statedWidth(sizes), rendered: img.offsetWidth }]
    })
  })

test.describe('the file for each screen', () => {
  // A phone at DPR 3 takes the 480 px file for its cards (their cap); a desktop's 264 px cards take
  // the 320 px one. A case study's cover is the 1200 px file on both.
  for (const { name, device, cardWidth, cards } of [
    { name: 'a 390 px phone at DPR 3', device: PHONE, cardWidth: 480, cards: 1 },
    { name: 'a 1280 px desktop', device: DESKTOP, cardWidth: 320, cards: 4 },
  ]) {
    test(`${name} gets the ${cardWidth} px AVIF for the cards, and the 1200 px AVIF of a case study`, async ({
      browser,
    }) => {
      const allWork = await openAs(browser, device, '/all-work')
      expect(allWork.files.length).toBeGreaterThanOrEqual(cards)
      for (const file of allWork.files) {
        expect(new URL(file.url).origin).toBe(new URL(allWork.page.url()).origin)
        expect(variantOf(file.url), file.url).toEqual({ width: cardWidth, format: 'avif' })
      }
      await allWork.close()
      const study = await openAs(browser, device, CASE_STUDY)
      expect(study.files.map((file) => variantOf(file.url))).toEqual([{ width: 1200, format: 'avif' }])
      await study.close()
    })
  }

  test("the Projects page fetches only the covers of the layout it shows: the desktop stack's, or the phone's", async ({
    browser,
  }) => {
    const shown = (page: Page, selector: string) =>
      page
        .locator(selector)
        .evaluateAll((images: HTMLImageElement[]) => images.map((img) => img.currentSrc).filter(Boolean))
    // After hydration only the shown layout is in the page (before it, CSS hides the other).
    const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const desktop = await openAs(browser, DESKTOP, '/projects')
    await hydrated(desktop.page)
    const stack = await shown(desktop.page, '.stack-card__cover')
    expect(stack.length).toBeGreaterThan(0)
    expect(await shown(desktop.page, '.mobile-project__cover')).toEqual([])
    for (const file of desktop.files) expect(stack, file.url).toContain(file.url)
    await desktop.close()
    const phone = await openAs(browser, PHONE, '/projects')
    await hydrated(phone.page)
    expect(await shown(phone.page, '.stack-card__cover')).toEqual([])
    const sections = await shown(phone.page, '.mobile-project__cover')
    expect(phone.files.length).toBeGreaterThan(0)
    for (const file of phone.files) expect(sections, file.url).toContain(file.url)
    await phone.close()
  })

  // Each cover's `sizes` says how wide the layout shows it, at the widths phones, tablets and desktops
  // have, in both directions; the layout width (offsetWidth) ignores the Projects reveal's scaling.
  // The page is loaded once and resized through widths phones, tablets and desktops have (as a window
  // is resized); at each, every cover shown is measured.
  const SCREENS = [
    [390, 844],
    [500, 900],
    [700, 900],
    [768, 1024],
    [850, 900],
    [1000, 800],
    [1024, 768],
    [1190, 900],
    [1280, 800],
    [1440, 900],
    [1920, 1080],
  ] as const
  for (const path of ['/all-work', CASE_STUDY, '/projects']) {
    for (const address of [path, `/ar${path}`]) {
      test(`${address}: every cover's sizes states its rendered width, from 390 to 1920 px`, async ({
        page,
      }) => {
        // Projects chooses its layout in script once hydrated; the other two pages load no script.
        if (path === '/projects') await openHydrated(page, address)
        else await page.goto(address)
        for (const [width, height] of SCREENS) {
          await page.setViewportSize({ width, height })
          // A layout that shows only at this width (the Projects stack or sections) is rendered after
          // the resize, so wait until the page shows its covers.
          await expect
            .poll(async () => (await renderedCovers(page)).length, `${address} at ${width} px`)
            .toBeGreaterThan(0)
          for (const { name, stated, rendered } of await renderedCovers(page)) {
            expect(
              Math.abs(stated - rendered),
              `${address} at ${width}×${height} px, ${name}: sizes ${stated} px, shown ${rendered} px`,
            ).toBeLessThanOrEqual(1)
          }
        }
      })
    }
  }
})

test.describe('nothing shifts, nothing comes from elsewhere', () => {
  for (const device of [PHONE, DESKTOP]) {
    test(`at ${device.viewport.width} px, covers that arrive late move nothing (no layout shift)`, async ({
      browser,
    }) => {
      const context = await browser.newContext(device)
      // Every cover is held until the page has painted without it, then let through: the frame must
      // hold its place meanwhile. Covers asked for once the page has painted pass at once.
      let held: Array<() => Promise<void>> | null = []
      let covers = 0
      await context.route('**/media/**', async (route) => {
        covers++
        if (held) held.push(() => route.continue())
        else await route.continue()
      })
      await context.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { layoutShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as PerformanceEntry & { value: number }).value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const page = await context.newPage()
      const shiftsOf = () =>
        page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
      for (const path of ['/all-work', '/ar/all-work', CASE_STUDY, '/projects']) {
        held = []
        covers = 0
        await page.goto(path, { waitUntil: 'domcontentloaded' })
        // Two frames: the page has painted, its covers still held.
        await page.evaluate(
          () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
        )
        const release = held
        held = null
        await Promise.all(release.map((pass) => pass()))
        await page.waitForLoadState('networkidle')
        await expect
          .poll(
            () =>
              page
                .locator('main img')
                .evaluateAll(
                  (images: HTMLImageElement[]) =>
                    images.filter(
                      (image) => image.currentSrc !== '' && !(image.complete && image.naturalWidth > 0),
                    ).length,
                ),
            `${path}: every cover shown`,
          )
          .toBe(0)
        // Measured something: covers were held and then arrived, and the observer sees a shift made on purpose.
        expect(covers, `${path}: covers asked for`).toBeGreaterThan(0)
        expect(release.length, `${path}: covers held until the page painted`).toBeGreaterThan(0)
        expect(await shiftsOf(), path).toEqual([])
        await page.evaluate(() => {
          const spacer = document.createElement('div')
          spacer.style.height = '200px'
          document.body.prepend(spacer)
        })
        await expect
          .poll(async () => (await shiftsOf()).length, `${path}: the observer measures`)
          .toBeGreaterThan(0)
      }
      await context.close()
    })
  }
})
