import type { Page } from '@playwright/test'
import { SITE_PAGES } from '../app/site-pages'
import { axeViolations, expect, htmlOverflow, openMobileMenu, pageAddress, test } from './fixtures'

/**
 * The content pages' interactions are the browser's own (details, popover, CSS), so they work with
 * JavaScript disabled exactly as they do before any script has loaded.
 */
test.use({ javaScriptEnabled: false })

/** The addresses of the pages that load scripts (the others' HTML has none). */
const SCRIPTED_ADDRESSES = SITE_PAGES.filter((page) => page.scripts).map(pageAddress)

const CONTENT_PAGES = [
  '/',
  '/services',
  '/contact',
  '/all-work',
  '/work/harbourline-banking-app',
  '/privacy',
  '/terms',
  '/no-such-page',
] as const

/**
 * axe is a script, and Playwright's `javaScriptEnabled: false` also stops timers for good, which axe
 * needs. So the axe checks load the page with script execution turned off through the DevTools
 * protocol instead (the page's own scripts never run), and turn it back
 * on only for axe.
 */
async function gotoWithoutScripts(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
  await page.goto(path)
  return {
    async expectNoAxeViolations() {
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })
      const violations = await axeViolations(page)
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
      // No page script ran: React never marked the document as hydrated.
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '')
      expect(violations).toEqual([])
    },
  }
}

test.describe('without JavaScript, the FAQ', () => {
  const item = (page: Page, question: string) => page.locator('.faq details', { hasText: question })

  test('keeps at most one answer open, and a click on the open question closes it', async ({ page }) => {
    await page.goto('/')
    const first = item(page, 'How fast can you start on my project?')
    const second = item(page, 'How much does a project cost?')
    await expect(page.locator('.faq details[open]')).toHaveCount(0)

    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(page.getByText('1-2 weeks after the initial meeting')).toBeVisible()

    await second.locator('summary').click()
    await expect(second).toHaveAttribute('open', '')
    await expect(first).not.toHaveAttribute('open')
    await expect(page.getByText('1-2 weeks after the initial meeting')).toBeHidden()
    await expect(page.locator('.faq details[open]')).toHaveCount(1)

    await second.locator('summary').click()
    await expect(page.locator('.faq details[open]')).toHaveCount(0)
  })

  test('opens from the keyboard', async ({ page }) => {
    await page.goto('/')
    const first = item(page, 'How fast can you start on my project?')
    await first.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open', '')
    await page.keyboard.press('Space')
    await expect(first).not.toHaveAttribute('open')
  })
})

/** At 390 px: the menu opens as a full overlay that locks scrolling, and closes. */
async function checkMenu(page: Page) {
  const overlay = await openMobileMenu(page)
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(overlay).toBeHidden()
  expect(await htmlOverflow(page)).not.toBe('hidden')

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(overlay).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
  expect(await htmlOverflow(page)).not.toBe('hidden')
}

/** At 390 px: the footer columns are closed accordions that open and close one by one. */
async function checkFooterAccordions(page: Page) {
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
  await column('Company').locator('summary').click()
  await expect(footer.getByRole('link', { name: 'Projects', exact: true })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'AI Agents' })).toBeVisible()

  await column('Services').locator('summary').click()
  await expect(footer.getByRole('link', { name: 'AI Agents' })).toBeHidden()
}

/** At 1280 px: the footer columns are open headed lists that do not collapse. */
async function checkFooterLists(page: Page) {
  const footer = page.locator('footer')
  for (const summary of await footer.locator('summary').all()) await expect(summary).toBeHidden()
  for (const name of ['Company', 'Services', 'Contact'])
    await expect(footer.getByRole('heading', { name })).toBeVisible()
  for (const link of ['Home', 'Web Development', 'Data Analytics', 'Get In Touch']) {
    await expect(footer.getByRole('link', { name: link, exact: true }).first()).toBeVisible()
  }
  await footer.getByRole('heading', { name: 'Services' }).click()
  await expect(footer.getByRole('link', { name: 'AI Agents' })).toBeVisible()
  for (const link of ['Privacy Policy', 'Terms of Service'])
    await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible()
  // The copyright line's {year} is the year (UTC) the page is rendered in.
  await expect(footer.getByText(`© ${new Date().getUTCFullYear()}`)).toBeVisible()
  for (const network of ['LinkedIn', 'Facebook', 'Instagram'])
    await expect(footer.getByRole('link', { name: new RegExp(`on ${network}`) })).toBeVisible()
}

test.describe('without JavaScript, the menu and the footer', () => {
  // One load of each page, resized from a phone's width to a desktop's as a window is.
  for (const path of CONTENT_PAGES) {
    test(`${path}: at 390 px a full-overlay menu and accordion footer columns; at 1280 px open headed lists`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      await test.step('the menu opens as a full overlay that locks scrolling, and closes', () =>
        checkMenu(page))
      await test.step('the footer columns are closed accordions that open and close one by one', () =>
        checkFooterAccordions(page))
      // Company is left open, Services and Contact closed: the desktop's lists show either way.
      await page.setViewportSize({ width: 1280, height: 800 })
      await test.step('the footer columns are open headed lists that do not collapse', () =>
        checkFooterLists(page))
    })
  }

  test('widening the window with the menu open gives the page back its scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/services')
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await htmlOverflow(page)).toBe('hidden')
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    expect(await htmlOverflow(page)).not.toBe('hidden')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})

test('the footer location link moves to #location and focuses it', async ({ page }) => {
  await page.goto('/')
  await page.locator('footer').getByRole('link', { name: 'Giza, Egypt' }).click()
  await expect(page).toHaveURL(/#location$/)
  await expect(page.locator('#location')).toBeInViewport()
  await expect(page.locator('#location')).toBeFocused()
})

test.describe('with no script run, axe finds no violations', () => {
  test.use({ javaScriptEnabled: true })

  // A page that loads no script is the same document with scripts on or off, and a11y.spec.ts checks
  // it closed at both widths in both languages; here it is checked with the menu open. A page that
  // loads scripts is checked in all three states with none of them run.
  for (const path of CONTENT_PAGES) {
    const scripted = SCRIPTED_ADDRESSES.includes(path)
    test(`${path} at 390 px with the menu open${scripted ? ', closed, and at 1280 px' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      const unscripted = await gotoWithoutScripts(page, path)
      if (scripted) await unscripted.expectNoAxeViolations()
      else await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
      await page.setViewportSize({ width: 390, height: 844 })
      if (scripted) await unscripted.expectNoAxeViolations()
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
      await unscripted.expectNoAxeViolations()
    })
  }

  test('home with an FAQ answer and a footer column open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const home = await gotoWithoutScripts(page, '/')
    await page.locator('.faq summary').first().click()
    await page.locator('footer summary').first().click()
    await home.expectNoAxeViolations()
  })
})
