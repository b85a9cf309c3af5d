import { expect, test } from './fixtures'

test.describe('footer', () => {
  test('columns are closed accordions up to 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/services')
    const footer = page.locator('footer')
    const column = (name: string) =>
      footer.locator('details', { has: page.locator('summary', { hasText: name }) })
    for (const name of ['Company', 'Services', 'Contact'])
      await expect(column(name)).not.toHaveAttribute('open')
    await expect(footer.getByRole('link', { name: 'AI Agents' })).toBeHidden()
    await column('Services').locator('summary').click()
    await expect(column('Services')).toHaveAttribute('open', '')
    await expect(footer.getByRole('link', { name: 'AI Agents' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Get In Touch' }).first()).toBeHidden()
    await column('Services').locator('summary').click()
    await expect(footer.getByRole('link', { name: 'AI Agents' })).toBeHidden()
  })

  test('columns are open above 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/services')
    const footer = page.locator('footer')
    await expect(footer.locator('summary')).toHaveCount(3)
    for (const summary of await footer.locator('summary').all()) await expect(summary).toBeHidden()
    await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible()
    for (const link of ['Home', 'Web Development', 'Data Analytics', 'Privacy Policy', 'Terms of Service']) {
      await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible()
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible()
    for (const network of ['LinkedIn', 'Facebook', 'Instagram']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${network}`) })).toBeVisible()
    }
  })

  test('the location link scrolls to #location', async ({ page }) => {
    await page.goto('/')
    await page.locator('footer').getByRole('link', { name: 'Giza, Egypt' }).click()
    await expect(page).toHaveURL(/#location$/)
    await expect(page.locator('#location')).toBeInViewport()
    await expect(page.locator('#location')).toBeFocused()
  })
})
