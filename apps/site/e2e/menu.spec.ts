import type { Page } from '@playwright/test'
import { expect, htmlOverflow, test } from './fixtures'

/**
 * With JavaScript, on a page that loads React (content pages load none: no-javascript.spec.ts covers
 * them): once the page has hydrated, nothing the menu did can outlive the layout that needs it.
 */
test.use({ viewport: { width: 390, height: 844 } })

const overlay = (page: Page) => page.getByRole('navigation', { name: 'Mobile' })

async function openMenuHydrated(page: Page, path = '/contact') {
  await page.goto(path)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(overlay(page)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
}

test.describe('the mobile menu after hydration', () => {
  test('resizing past the menu breakpoint with the menu open leaves the page scrollable and not inert', async ({
    page,
  }) => {
    await openMenuHydrated(page)
    expect(await htmlOverflow(page)).toBe('hidden')

    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await htmlOverflow(page)).not.toBe('hidden')
    expect(await page.locator('[inert]').count()).toBe(0)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 800)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)

    // Back to a phone-sized window (orientation change), the menu is closed, not waiting.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  })

  test('Escape closes it and gives focus back to the toggle', async ({ page }) => {
    await openMenuHydrated(page)
    await page.keyboard.press('Tab')
    await expect(overlay(page).getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    expect(await htmlOverflow(page)).not.toBe('hidden')
  })

  test('tabbing past its last link closes it instead of moving focus under the overlay', async ({ page }) => {
    await openMenuHydrated(page)
    const links = overlay(page).getByRole('link')
    const count = await links.count()
    for (let tab = 0; tab < count; tab += 1) await page.keyboard.press('Tab')
    await expect(links.last()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(overlay(page)).toBeHidden()
    expect(await htmlOverflow(page)).not.toBe('hidden')
  })

  test('a link in it navigates and closes it; the back button closes it too', async ({ page }) => {
    await openMenuHydrated(page)
    await overlay(page).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(overlay(page)).toBeHidden()
    expect(await htmlOverflow(page)).not.toBe('hidden')

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(overlay(page)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(overlay(page)).toBeHidden()
    expect(await htmlOverflow(page)).not.toBe('hidden')
    expect(await page.locator('[inert]').count()).toBe(0)
  })
})
