import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const questions = (page: Page) => page.locator('.faq summary')
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0

/** The left and right question of each FAQ row, top to bottom (three rows of two). */
async function pairedHeights(page: Page): Promise<Array<[number, number]>> {
  const summaries = questions(page)
  const rows: Array<[number, number]> = []
  for (let row = 0; row < 3; row += 1)
    rows.push([await height(summaries.nth(row)), await height(summaries.nth(row + 3))])
  return rows
}

/**
 * Opens the home page drawn with its web font: the wrapping that makes paired questions' natural
 * heights unequal is the font's. The font is `font-display: optional`, which a busy machine's first
 * load may draw without for the page's whole life; the second load finds it cached and uses it.
 */
async function openHomeWithWebFont(page: Page) {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.reload()
  await page.evaluate(() => document.fonts.ready)
  const families = await page.evaluate(() =>
    [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
  )
  expect(families.length, 'the web font is in use').toBeGreaterThan(0)
}

test.describe('FAQ rows', () => {
  test('from 1024 px paired questions are equally tall in the server-rendered page, until one opens', async ({
    page,
  }) => {
    // 1030 px: the third pair wraps to two lines on one side only, so unequal natural heights.
    await page.setViewportSize({ width: 1030, height: 900 })
    await openHomeWithWebFont(page)
    // The home page loads no script: this is the page as the browser draws it from the HTML.
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
    for (const [left, right] of await pairedHeights(page)) expect(left).toBeCloseTo(right, 0)

    await questions(page).nth(0).click()
    await expect(page.locator('.faq details').nth(0)).toHaveAttribute('open', '')
    // The row lets go of the pairing once the opening has been laid out (it may animate).
    await expect
      .poll(async () => (await pairedHeights(page)).some(([left, right]) => Math.abs(left - right) > 1))
      .toBe(true)
  })

  test('below 1024 px each question keeps its own height', async ({ page }) => {
    // 1000 px: as at 1030, the third pair wraps to two lines on one side only.
    await page.setViewportSize({ width: 1000, height: 900 })
    await openHomeWithWebFont(page)
    const rows = await pairedHeights(page)
    expect(rows.some(([left, right]) => Math.abs(left - right) > 1)).toBe(true)
  })
})
