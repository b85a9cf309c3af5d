import type { Browser, Page } from '@playwright/test'

/** A 390 px phone at DPR 3, and a desktop window. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
}
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }

/** The media files a page fetched once the network is idle, without scrolling: path and body bytes. */
export async function mediaFetched(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.(avif|webp|jpe?g|png|gif)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
  )
}

/** Opens the page as the device, and waits for the network to be idle. */
export async function openAs(browser: Browser, device: typeof PHONE | typeof DESKTOP, path: string) {
  const context = await browser.newContext(device)
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return { page, files: await mediaFetched(page), close: () => context.close() }
}
