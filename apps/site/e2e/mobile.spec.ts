import { expect, htmlOverflow, openHydrated, openMobileMenu, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test.describe('390 px mobile layouts', () => {
  test('the menu toggle opens a full overlay with the four links and locks scrolling', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const overlay = await openMobileMenu(page)
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()

    await overlay.getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(overlay).toBeHidden()
    expect(await htmlOverflow(page)).not.toBe('hidden')
  })

  test('projects use the vertical layout with numbered, alternating sections and dots', async ({ page }) => {
    await openHydrated(page, '/projects')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our Work - Crafting Digital Experiences' }),
    ).toBeVisible()
    const sections = page.locator('.mobile-project')
    await expect(sections.first()).toBeVisible()
    expect(await page.locator('.mobile-project__number').allInnerTexts()).toEqual(
      Array.from({ length: await sections.count() }, (_, i) => String(i + 1).padStart(2, '0')),
    )
    await expect(sections.nth(0)).toHaveAttribute('data-side', 'right')
    await expect(sections.nth(1)).toHaveAttribute('data-side', 'left')
    await expect(page.locator('.stack')).toHaveCount(0)

    await page.getByRole('button', { name: 'Scroll to explore' }).click()
    await expect(sections.nth(0)).toHaveAttribute('data-in-view', 'true')

    const dots = page.getByRole('navigation', { name: 'Projects' }).getByRole('button')
    await expect(dots).toHaveCount(await sections.count())
    await dots.nth(2).click()
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
    await expect(sections.nth(2)).toBeInViewport({ ratio: 0.28 })

    await expect(page.getByRole('link', { name: /View All Work/ })).toHaveAttribute('href', '/all-work')

    // The dots show only over the sections: at the footer they are gone, not on top of it.
    const dotNav = page.getByRole('navigation', { name: 'Projects' })
    await expect(dotNav).toHaveAttribute('data-shown', 'true')
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(dotNav).not.toHaveAttribute('data-shown')
    await expect(dotNav).toHaveCSS('opacity', '0')
  })

  test('contact stacks the pitch above the form', async ({ page }) => {
    await page.goto('/contact')
    const pitch = await page.getByRole('heading', { name: /Let's Build Together/ }).boundingBox()
    const form = await page.getByRole('heading', { name: 'Contact Us' }).boundingBox()
    expect(pitch && form && pitch.y < form.y).toBe(true)
    expect(form?.x).toBeLessThan(40)
  })
})
