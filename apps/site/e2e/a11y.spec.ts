import { ARABIC_PAGE_ADDRESSES, axeViolations, expect, PAGE_ADDRESSES, test } from './fixtures'

const WIDTHS = [390, 1280] as const

test.describe('axe finds no violations', () => {
  for (const width of WIDTHS) {
    for (const address of [...PAGE_ADDRESSES, ...ARABIC_PAGE_ADDRESSES]) {
      test(`${address} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 })
        await page.goto(address)
        await page.waitForLoadState('networkidle')
        expect(await axeViolations(page)).toEqual([])
      })
    }
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
