/**
 * The images a device downloads for a page's first screen: Chromium as the device (a 390 x 844 px
 * phone at DPR 3, then a 1280 x 800 px laptop at DPR 2) opens the page, waits until the network is
 * idle, and sums the body bytes of every image it fetched (the media files, and any other image),
 * without scrolling. Lazy covers the browser fetched ahead of the viewport count too: the device
 * downloads them. The median of `runs` per route and device.
 */
import { withChromium } from './browser.mjs'

const DEVICES = {
  phone: { name: '390 px DPR 3', width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
  desktop: { name: '1280 px DPR 2', width: 1280, height: 800, deviceScaleFactor: 2, mobile: false },
}

async function imagesOf(browser, url, device) {
  const context = await browser.newContext({
    viewport: { width: device.width, height: device.height },
    deviceScaleFactor: device.deviceScaleFactor,
    isMobile: device.mobile,
    hasTouch: device.mobile,
  })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(avif|webp|jpe?g|png|gif|svg)(\?|$)/i.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  )
  await context.close()
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files }
}

/** `{ phone, desktop }`, each `{ [route]: { bytes, files } }`. */
export const measureFirstScreenImages = (origin, routes, runs) =>
  withChromium(async (browser) => {
    const results = {}
    for (const [key, device] of Object.entries(DEVICES)) {
      results[key] = {}
      for (const route of routes) {
        const samples = []
        for (let run = 0; run < runs; run++)
          samples.push(await imagesOf(browser, `${origin}${route}`, device))
        const median = samples.sort((a, b) => a.bytes - b.bytes)[Math.floor(samples.length / 2)]
        results[key][route] = median
        const list = median.files.map(
          (file) => `${file.path.split('/').pop()} ${(file.bytes / 1000).toFixed(1)}`,
        )
        console.log(
          `  ${route} at ${device.name}: ${(median.bytes / 1000).toFixed(1)} KB of images (${list.join(', ')})`,
        )
      }
    }
    return results
  })
