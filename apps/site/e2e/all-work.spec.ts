import { expect, openHydrated, test } from './fixtures'

test.describe('all work', () => {
  test('loads from the API, filters by tab and pages by 8', async ({ page }) => {
    await openHydrated(page, '/all-work')
    await expect(page.getByText('Browse our projects by type, or view everything.')).toBeVisible()
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(cards).toHaveCount(8)
    await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled()

    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')

    await page.getByRole('tab', { name: 'Shopify' }).click()
    await expect(page.getByRole('tab', { name: 'Shopify' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    for (const badge of await page.locator('.work-card__badge').allInnerTexts()) expect(badge).toBe('Shopify')
  })

  test('View Project expands first, then opens a new tab', async ({ page, context }) => {
    await openHydrated(page, '/all-work')
    const button = page.getByRole('article').first().locator('button.view-project')
    await expect(button).toHaveAccessibleName(/View Project/)
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('heading', { level: 1 }).click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await button.click()
    await expect(button).toHaveAccessibleName(/Open in new tab/)
    const popup = context.waitForEvent('page')
    await button.click()
    const opened = await popup
    expect(opened.url()).not.toBe('about:blank')
    await opened.close()
  })
})
