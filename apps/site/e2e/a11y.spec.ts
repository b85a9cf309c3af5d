import AxeBuilder from '@axe-core/playwright'
import { expect, ROUTES, test } from './fixtures'

const WIDTHS = [390, 1280] as const

test.describe('axe finds no violations', () => {
  for (const width of WIDTHS) {
    for (const route of [...ROUTES, { path: '/no-such-page' }]) {
      test(`${route.path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 })
        await page.goto(route.path)
        await page.waitForLoadState('networkidle')
        const results = await new AxeBuilder({ page }).analyze()
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([])
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
    // Let the overlay's entrance animation end, so axe sees the final colours.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running',
        ),
    )
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
