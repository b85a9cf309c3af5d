import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Every JavaScript file the page has requested so far. */
function trackScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) scripts.push(request.url())
  })
  return scripts
}

test.describe('content pages hydrate on the first interaction', () => {
  test('the home page requests no React script until the visitor interacts', async ({ page }) => {
    const scripts = trackScripts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '')

    await page.keyboard.press('Tab')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    expect(scripts.some((url) => url.includes('/assets/entry.client-'))).toBe(true)
  })

  test('the first click on a FAQ question opens its answer at once, and hydration keeps it open', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const question = page.locator('.faq details', { hasText: 'How fast can you start on my project?' })
    await expect(question).not.toHaveAttribute('open')
    await question.locator('summary').click()
    await expect(question).toHaveAttribute('open', '')
    await expect(page.getByText('1-2 weeks after the initial meeting')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(question).toHaveAttribute('open', '')
    expect(errors).toEqual([])
  })

  test('links work before hydration and client navigation reaches a deferred page', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('What we build for you')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    const question = page.locator('.faq details', { hasText: 'How fast can you start on my project?' })
    await question.locator('summary').click()
    await expect(question).toHaveAttribute('open', '')
  })
})

test.describe('the contact form hydrates right after the first paint', () => {
  test('/contact ships no script tag or preload, then loads and hydrates without any interaction', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/contact')).text()
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')

    const scripts = trackScripts(page)
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    expect(scripts.some((url) => url.includes('/assets/entry.client-'))).toBe(true)
  })
})

test.describe("the portfolio pages the Worker renders hydrate with React Router's own scripts", () => {
  for (const path of ['/all-work', '/projects']) {
    test(`${path} hydrates what the server rendered, without fetching the list again`, async ({ page }) => {
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      expect(requests.filter((url) => url.includes('/public/'))).toEqual([])
      expect(requests.filter((url) => url.endsWith('.data'))).toEqual([])
    })
  }
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the menu toggle opens the overlay on the first tap', async ({ page }) => {
    const scripts = trackScripts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  })

  test('a footer accordion opens on the first tap', async ({ page }) => {
    await page.goto('/services')
    await page.waitForLoadState('networkidle')
    const company = page.getByRole('contentinfo').locator('details', { hasText: 'Company' })
    await expect(company).not.toHaveAttribute('open')
    await company.locator('summary').tap()
    await expect(company).toHaveAttribute('open', '')
  })
})
