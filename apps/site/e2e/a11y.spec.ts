import type { Page } from '@playwright/test'
import { ARABIC_PAGE_ADDRESSES, axeViolations, expect, PAGE_ADDRESSES, test } from './fixtures'

/** How far the page runs off the side of the window, in CSS pixels (0: it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('axe finds no violations, and no page scrolls sideways', () => {
  // At a phone's width, then at a desktop's: the page resized, as a window is, rather than loaded again.
  for (const address of [...PAGE_ADDRESSES, ...ARABIC_PAGE_ADDRESSES]) {
    test(`${address} at 390 px and at 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(address)
      await page.waitForLoadState('networkidle')
      expect(await sidewaysScroll(page), '390 px').toBeLessThanOrEqual(0)
      expect(await axeViolations(page), '390 px').toEqual([])
      await page.setViewportSize({ width: 1280, height: 844 })
      expect(await sidewaysScroll(page), '1280 px').toBeLessThanOrEqual(0)
      expect(await axeViolations(page), '1280 px').toEqual([])
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
