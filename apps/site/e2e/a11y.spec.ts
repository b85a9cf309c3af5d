import type { Page } from '@playwright/test'
import { ARABIC_PAGE_ADDRESSES, axeViolations, expect, PAGE_ADDRESSES, test } from './fixtures'

/** How far the page runs off the side of the window, in CSS pixels (0: it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/**
 * The page's `data:` URLs over 1 KB, as its HTML holds them. The one exception: the services'
 * illustrations, SVG files of the site that the build inlines (1.1 to 2.2 KB) so the page's largest
 * paint needs no request of its own. Cover placeholders travel in the page too, a small raster each.
 */
function largeDataUrls(address: string, html: string): string[] {
  const services = ['/services', '/ar/services'].includes(address)
  const large = [...html.matchAll(/data:[^"')\s]+/g)]
    .map((match) => match[0])
    .filter((url) => url.length > 1024 && !(services && url.startsWith('data:image/svg+xml')))
  const placeholders = (html.match(/background-image:url\(&quot;data:[^)]*\)/g) ?? []).filter(
    (style) => style.length >= 1100,
  )
  return [...large, ...placeholders].map((url) => `${url.slice(0, 40)}… (${url.length} characters)`)
}

test.describe("every page: axe finds no violations, nothing scrolls sideways, every image is the site's own", () => {
  // At a phone's width, then at a desktop's: the page resized, as a window is, rather than loaded again.
  for (const address of [...PAGE_ADDRESSES, ...ARABIC_PAGE_ADDRESSES, '/all-work?page=2']) {
    test(`${address} at 390 px and at 1280 px`, async ({ page }) => {
      const images: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url())
      })
      await page.setViewportSize({ width: 390, height: 844 })
      const response = await page.goto(address)
      await page.waitForLoadState('networkidle')
      expect(await sidewaysScroll(page), '390 px').toBeLessThanOrEqual(0)
      expect(await axeViolations(page), '390 px').toEqual([])
      await page.setViewportSize({ width: 1280, height: 844 })
      expect(await sidewaysScroll(page), '1280 px').toBeLessThanOrEqual(0)
      expect(await axeViolations(page), '1280 px').toEqual([])

      expect(largeDataUrls(address, (await response?.text()) ?? ''), 'data: URLs over 1 KB').toEqual([])
      const site = new URL(page.url()).origin
      const elsewhere = images.filter((url) => !url.startsWith('data:') && new URL(url).origin !== site)
      expect(elsewhere, 'images from another origin').toEqual([])
    })
  }

  test('with the FAQ, the mobile menu and a contact error open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const question = page.locator('.faq details', { hasText: 'How much does a project cost?' })
    await question.locator('summary').click()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await expect(question).toHaveAttribute('open', '')
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
