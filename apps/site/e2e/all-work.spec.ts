import type { BrowserContext, Locator, Page } from '@playwright/test'
import { axeViolations, expect, openHydrated, test, WITH_MOTION } from './fixtures'

test.use(WITH_MOTION)

/**
 * /all-work loads no script: the filter and the pager are links to each view's address, and the View
 * Project button is a popover. So everything here runs with JavaScript disabled, as a visitor
 * without it (or before any script could load) uses the page.
 */

/**
 * A card's View Project button, and the link it expands into (a popover: while closed it is out of
 * the accessibility tree, so it is found by its class).
 */
function viewProject(page: Page, index = 0) {
  const card = page.getByRole('article').nth(index)
  return {
    button: card.getByRole('button', { name: /^View Project: / }),
    expanded: card.locator('a.view-project--open'),
  }
}

/** Answers every request to `url`'s origin (the seeded sites do not exist), so a new tab shows it. */
async function serveSite(context: BrowserContext, url: string) {
  const origin = new URL(url).origin
  await context.route(
    (address) => address.origin === origin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Client site</title>' }),
  )
}

/** The middle of an element: where a visitor taps it. */
async function middle(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('Not laid out.')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test.describe('all work, with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('filters by type and pages by 8, through links to each view', async ({ page }) => {
    await page.goto('/all-work')
    await expect(page.getByText('Browse our projects by type, or view everything.')).toBeVisible()
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(8)
    const pages = page.getByRole('navigation', { name: 'All Work pages' })
    await expect(pages.getByRole('button', { name: 'Prev' })).toBeDisabled()

    await pages.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/all-work\?page=2#work-list$/)
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('#work-list')).toBeInViewport()

    const filters = page.getByRole('navigation', { name: 'Filter by type' })
    await filters.getByRole('link', { name: 'Shopify' }).click()
    await expect(page).toHaveURL(/\/all-work\?category=shopify$/)
    await expect(filters.getByRole('link', { name: 'Shopify' })).toHaveAttribute('aria-current', 'true')
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    for (const badge of await page.locator('.work-card__badge').allInnerTexts()) expect(badge).toBe('Shopify')

    await page.goBack()
    await expect(page).toHaveURL(/\/all-work\?page=2#work-list$/)
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('View Project: the first click expands it, the second opens the site in a new tab, a click elsewhere collapses it', async ({
    page,
    context,
  }) => {
    await page.goto('/all-work')
    const { button, expanded } = viewProject(page)
    await expect(button).toHaveText('View Project')
    await expect(expanded).toBeHidden()

    await button.click()
    await expect(expanded).toBeVisible()
    await expect(expanded).toHaveText('Open in new tab')
    await expect(expanded).toHaveAccessibleName(/^Open in new tab: /)
    const url = (await expanded.getAttribute('href')) ?? ''
    expect(url).toMatch(/^https?:\/\//)
    // It grows out of the button, in its place: polled, since a late font or cover may still move
    // the card (the anchored link follows its button a frame later).
    await expect
      .poll(async () => {
        const [buttonBox, expandedBox] = [await button.boundingBox(), await expanded.boundingBox()]
        return Math.max(
          Math.abs((expandedBox?.x ?? 0) - (buttonBox?.x ?? 1)),
          Math.abs((expandedBox?.y ?? 0) - (buttonBox?.y ?? 1)),
        )
      })
      .toBeLessThanOrEqual(1)

    // Elsewhere: the card's own text.
    await page.getByRole('article').first().locator('.work-card__text').click()
    await expect(expanded).toBeHidden()

    await serveSite(context, url)
    await button.scrollIntoViewIfNeeded()
    const tap = await middle(button)
    await page.mouse.click(tap.x, tap.y)
    await expect(expanded).toBeVisible()
    const popup = context.waitForEvent('page')
    // The second tap, where the first one was.
    await page.mouse.click(tap.x, tap.y)
    const opened = await popup
    await opened.waitForLoadState()
    expect(opened.url()).toBe(new URL(url).href)
    await expect(opened).toHaveTitle('Client site')
    expect(page.url()).toMatch(/\/all-work$/)
    await opened.close()
  })

  test('View Project from the keyboard: Enter expands it and focuses the link, Escape collapses it, Enter opens', async ({
    page,
    context,
  }) => {
    await page.goto('/all-work')
    const { button, expanded } = viewProject(page)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(expanded).toBeVisible()
    await expect(expanded).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(expanded).toBeHidden()
    await expect(button).toBeFocused()

    await serveSite(context, (await expanded.getAttribute('href')) ?? '')
    await page.keyboard.press('Enter')
    await expect(expanded).toBeFocused()
    const popup = context.waitForEvent('page')
    await page.keyboard.press('Enter')
    const opened = await popup
    await opened.waitForLoadState()
    expect(opened.url()).toBe(new URL((await expanded.getAttribute('href')) ?? '').href)
    await opened.close()
  })

  test('one card expanded at a time: expanding another collapses the first', async ({ page }) => {
    await page.goto('/all-work')
    const [first, second] = [viewProject(page, 0), viewProject(page, 1)]
    await first.button.click()
    await expect(first.expanded).toBeVisible()
    await second.button.click()
    await expect(second.expanded).toBeVisible()
    await expect(first.expanded).toBeHidden()
  })
})

test.describe('all work, with JavaScript', () => {
  test('reached by a client navigation from /projects, View Project works the same', async ({ page }) => {
    await openHydrated(page, '/projects')
    await page.getByRole('link', { name: 'VIEW ALL PROJECTS' }).click()
    await expect(page).toHaveURL(/\/all-work$/)
    const { button, expanded } = viewProject(page)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(expanded).toBeVisible()
    await expect(expanded).toBeFocused()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(expanded).toBeHidden()
  })

  for (const width of [390, 1280]) {
    test(`axe finds no violations with a View Project expanded, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/all-work')
      const { button, expanded } = viewProject(page)
      await button.click()
      await expect(expanded).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
