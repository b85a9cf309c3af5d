import { expect, test } from './fixtures'

test.describe('projects, desktop card stack', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/projects')
    await expect(page.locator('.stack-card[data-offset="0"] .stack-card__title')).toBeVisible()
  })

  const activeTitle = (page: import('@playwright/test').Page) =>
    page.locator('.stack-card[data-offset="0"] h2')

  test('arrow keys move through the stack; Space and PageDown are blocked', async ({ page }) => {
    const count = await page.locator('.stack-card:not(.stack-card--end)').count()
    expect(count).toBeGreaterThan(1)
    const first = (await activeTitle(page).textContent()) ?? ''
    await expect(page.getByRole('button', { name: 'Previous project' })).toBeDisabled()

    await page.keyboard.press('ArrowDown')
    const second = (await activeTitle(page).textContent()) ?? ''
    expect(second).not.toBe(first)
    await page.keyboard.press('ArrowRight')
    await expect(activeTitle(page)).not.toHaveText(second)
    await page.keyboard.press('ArrowUp')
    await expect(activeTitle(page)).toHaveText(second)
    await page.keyboard.press('ArrowLeft')
    await expect(activeTitle(page)).toHaveText(first)

    await page.keyboard.press('PageDown')
    await page.keyboard.press('Space')
    await expect(activeTitle(page)).toHaveText(first)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('one wheel gesture moves one card, at most every 650 ms', async ({ page }) => {
    const counter = page.locator('.stack__counter')
    await expect(counter).toHaveText(/Project 1 of/)
    // A trackpad-style gesture: 60 wheel events 16 ms apart (almost a second of inertia).
    await page.evaluate(async () => {
      for (let i = 0; i < 60; i += 1) {
        window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, cancelable: true }))
        await new Promise((resolve) => setTimeout(resolve, 16))
      }
    })
    await expect(counter).toHaveText(/Project 2 of/)

    // Two short flicks 300 ms apart: the second comes too soon after the first step.
    await page.waitForTimeout(700)
    await page.evaluate(async () => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, cancelable: true }))
      await new Promise((resolve) => setTimeout(resolve, 300))
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, cancelable: true }))
    })
    await expect(counter).toHaveText(/Project 3 of/)

    // A real mouse wheel, after the throttle, goes back one card.
    await page.waitForTimeout(700)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, -120)
    await expect(counter).toHaveText(/Project 2 of/)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the buttons stop at the ends; the last card unlocks the page and shows the footer', async ({
    page,
  }) => {
    const next = page.getByRole('button', { name: 'Next project' })
    const previous = page.getByRole('button', { name: 'Previous project' })
    await expect(next).toHaveAttribute('title', 'Next project')
    await expect(previous).toHaveAttribute('title', 'Previous project')
    await expect(page.locator('footer')).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    while (await next.isEnabled()) await next.click()
    await expect(page.getByRole('heading', { name: "That's All!" })).toBeVisible()
    await expect(page.getByText("You've seen our latest projects. Want to explore more?")).toBeVisible()
    await expect(page.getByRole('link', { name: /View All Work/ })).toHaveAttribute('href', '/all-work')
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    await expect(page.locator('footer')).toBeAttached()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(page.locator('footer')).toBeInViewport()
  })

  test('keyboard focus follows the stack instead of falling out of it', async ({ page }) => {
    const viewProject = page
      .locator('.stack-card[data-offset="0"]')
      .getByRole('button', { name: 'View Project' })
    await viewProject.focus()
    const first = (await activeTitle(page).textContent()) ?? ''
    await page.keyboard.press('ArrowDown')
    await expect(activeTitle(page)).not.toHaveText(first)
    // The card that held focus is now inert; focus moved to the new card's button.
    await expect(viewProject).toBeFocused()

    const next = page.getByRole('button', { name: 'Next project' })
    await next.focus()
    while (await next.isEnabled()) await page.keyboard.press('Enter')
    await expect(next).toBeDisabled()
    await expect(page.getByRole('link', { name: /View All Work/ })).toBeFocused()
  })

  test('View Project only raises the details alert', async ({ page }) => {
    const title = (await activeTitle(page).textContent()) ?? ''
    const messages: string[] = []
    page.once('dialog', async (dialog) => {
      messages.push(dialog.message())
      await dialog.accept()
    })
    await page.locator('.stack-card[data-offset="0"]').getByRole('button', { name: 'View Project' }).click()
    await expect.poll(() => messages).toEqual([`Open "${title}" details`])
    await expect(page).toHaveURL(/\/projects$/)
  })

  test('the left column links to all work', async ({ page }) => {
    await expect(page.getByText('VIEW OUR LATEST WORK')).toBeVisible()
    await expect(page.getByRole('link', { name: /VIEW ALL PROJECTS/ })).toHaveAttribute('href', '/all-work')
  })
})
