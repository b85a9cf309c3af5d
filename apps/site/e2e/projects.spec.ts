import type { Page } from '@playwright/test'
import { PROJECTS_WHEEL_THROTTLE_MS } from '../app/tuning'
import { expect, openHydrated, test, WITH_MOTION } from './fixtures'

test.use(WITH_MOTION)

/**
 * The stack reads the time of each wheel event and swipe from the page's clock (its throttle, and
 * where one gesture ends). The tests install Playwright's clock before the page loads, where it runs
 * as usual, and pause it where timing matters: each event then lands exactly when the test says and
 * time passes only through `runFor`, however busy the machine is.
 */
const CLOCK_START = new Date('2026-03-02T09:00:00Z').getTime()
const installClock = (page: Page) => page.clock.install({ time: CLOCK_START })
/**
 * Where the paused clock stands: it must be ahead of the page's clock, which runs on from CLOCK_START
 * until paused; an hour on is further than it gets within a test (a minute at most).
 */
const pauseClock = (page: Page) => page.clock.pauseAt(CLOCK_START + 60 * 60_000)

/** Past the throttle: the next wheel event or swipe may move the stack again. */
const PAST_THROTTLE_MS = PROJECTS_WHEEL_THROTTLE_MS + 50

/**
 * Sends wheel events `gapMs` apart on the paused clock, each as the page's own event (no scrolling of
 * its own); answers whether each was cancelled, which a browser does not scroll.
 */
async function wheelEvents(page: Page, deltas: number[], gapMs: number): Promise<boolean[]> {
  const prevented: boolean[] = []
  for (const deltaY of deltas) {
    prevented.push(
      await page.evaluate((delta) => {
        const wheel = new WheelEvent('wheel', { deltaY: delta, cancelable: true })
        window.dispatchEvent(wheel)
        return wheel.defaultPrevented
      }, deltaY),
    )
    await page.clock.runFor(gapMs)
  }
  return prevented
}

test.describe('projects, desktop card stack', () => {
  test.beforeEach(async ({ page }) => {
    await installClock(page)
    await openHydrated(page, '/projects')
    await expect(page.locator('.stack-card[data-offset="0"] .stack-card__title')).toBeVisible()
  })

  const activeTitle = (page: Page) => page.locator('.stack-card[data-offset="0"] h2')

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
    await pauseClock(page)
    // A trackpad-style gesture: 60 wheel events 16 ms apart (almost a second of inertia).
    await wheelEvents(page, new Array<number>(60).fill(40), 16)
    await expect(counter).toHaveText(/Project 2 of/)

    // Two short flicks 300 ms apart: the second comes too soon after the first step.
    await page.clock.runFor(PAST_THROTTLE_MS)
    await wheelEvents(page, [100, 100], 300)
    await expect(counter).toHaveText(/Project 3 of/)

    // A real mouse wheel, after the throttle, goes back one card.
    await page.clock.runFor(PAST_THROTTLE_MS)
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

test.describe('projects, desktop card stack: zoom, touch, inertia and motion', () => {
  const counter = (page: Page) => page.locator('.stack__counter')
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

  test.beforeEach(async ({ page }) => {
    await installClock(page)
    await openHydrated(page, '/projects')
    await expect(counter(page)).toHaveText(/Project 1 of/)
    await pauseClock(page)
  })

  test('Ctrl+wheel and Meta+wheel (zoom, trackpad pinch) do not move the stack and reach the browser', async ({
    page,
  }) => {
    // Records, after the stack's own listener, whether each wheel event was cancelled ('P') or not ('-').
    await page.evaluate(() => {
      const root = document.documentElement
      window.addEventListener(
        'wheel',
        (event) => {
          root.dataset.wheel = `${root.dataset.wheel ?? ''}${event.defaultPrevented ? 'P' : '-'}`
        },
        { passive: true },
      )
    })
    await page.mouse.move(640, 400)
    for (const modifier of ['Control', 'Meta']) {
      await page.keyboard.down(modifier)
      await page.mouse.wheel(0, 120)
      await page.keyboard.up(modifier)
      // Past the throttle, so it is not what keeps the second one from moving the stack.
      await page.clock.runFor(PAST_THROTTLE_MS)
    }
    await expect(counter(page)).toHaveText(/Project 1 of/)
    await expect(page.locator('html')).toHaveAttribute('data-wheel', '--')
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true })

    /** A one-finger vertical swipe through the browser's real touch pipeline. */
    async function swipe(page: Page, fromY: number, toY: number) {
      const cdp = await page.context().newCDPSession(page)
      const steps = 8
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 640, y: fromY }] })
      for (let step = 1; step <= steps; step += 1) {
        const y = fromY + ((toY - fromY) * step) / steps
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 640, y }] })
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await cdp.detach()
    }

    test('a swipe up moves one card, a swipe down goes back, and the page does not scroll', async ({
      page,
    }) => {
      await swipe(page, 650, 250)
      await expect(counter(page)).toHaveText(/Project 2 of/)
      // One card for one swipe: nothing follows once the stack's timers have had their time.
      await page.clock.runFor(200)
      await expect(counter(page)).toHaveText(/Project 2 of/)
      await page.clock.runFor(PAST_THROTTLE_MS)
      await swipe(page, 250, 650)
      await expect(counter(page)).toHaveText(/Project 1 of/)
      expect(await scrollY(page)).toBe(0)
    })

    test('a two-finger pinch does not move the stack', async ({ page }) => {
      const cdp = await page.context().newCDPSession(page)
      const fingers = (spread: number) => [
        { x: 640, y: 420 - spread, id: 0 },
        { x: 640, y: 440 + spread, id: 1 },
      ]
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(0) })
      for (let spread = 20; spread <= 200; spread += 20)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      await page.clock.runFor(300)
      await expect(counter(page)).toHaveText(/Project 1 of/)
    })
  })

  test('the inertia of the gesture that reaches the last card does not scroll the page', async ({ page }) => {
    const next = page.getByRole('button', { name: 'Next project' })
    const total = await page.locator('.stack-card:not(.stack-card--end)').count()
    for (let card = 1; card < total; card += 1) await page.keyboard.press('ArrowDown')
    await expect(counter(page)).toHaveText(new RegExp(`Project ${total} of`))
    await expect(next).toBeEnabled()
    await page.clock.runFor(PAST_THROTTLE_MS)

    // A trackpad flick: one gesture of wheel events a frame apart, a second long.
    const prevented = await wheelEvents(page, new Array<number>(60).fill(40), 16)
    await expect(counter(page)).toHaveText('End of the list')
    expect(prevented.every(Boolean)).toBe(true)
    expect(await scrollY(page)).toBe(0)

    // Once the gesture has ended, the next one (a real wheel) scrolls the page down to the footer.
    await page.clock.runFor(400)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
  })

  test('with reduced motion the cards change without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const card = page.locator('.stack-card[data-offset="0"]')
    expect(await card.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s')
    await page.keyboard.press('ArrowDown')
    await expect(counter(page)).toHaveText(/Project 2 of/)
  })
})
