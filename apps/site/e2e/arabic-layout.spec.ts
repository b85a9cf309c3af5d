import type { Locator, Page, TestInfo } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'

/**
 * The Arabic pages mirror the English ones: the same parts, laid out from the right. Each test
 * measures where the parts sit in both directions and attaches the Arabic screenshot for review.
 */

const centreX = async (locator: Locator) => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box.x + box.width / 2
}

/** Which half of the viewport a part sits in. */
async function side(page: Page, locator: Locator): Promise<'left' | 'right'> {
  const width = page.viewportSize()?.width ?? 0
  return (await centreX(locator)) < width / 2 ? 'left' : 'right'
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' })
}

for (const [language, prefix, start, end] of [
  ['English', '', 'left', 'right'],
  ['Arabic', '/ar', 'right', 'left'],
] as const) {
  test.describe(`${language} layout`, () => {
    test('the header: the logo at the reading start, the menu toggle at the end (390 px)', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${prefix}/`)
      expect(await side(page, page.locator('.site-header .site-logo'))).toBe(start)
      expect(await side(page, page.locator('.site-menu-toggle'))).toBe(end)
      await page.locator('.site-menu-toggle').click()
      const firstLink = page.locator('.site-overlay__link').first()
      await expect(firstLink).toBeVisible()
      const box = await firstLink.boundingBox()
      // The menu's links line up on the reading start.
      expect(start === 'left' ? (box?.x ?? 99) < 40 : (box?.x ?? 0) + (box?.width ?? 0) > 350).toBe(true)
      await attachScreenshot(page, testInfo, `${language} menu`)
    })

    test('the Projects stack: its intro at the start, the deck beside it, the arrows at the end (1280 px)', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await openHydrated(page, `${prefix}/projects`)
      const stack = page.locator('.projects-desktop-only')
      expect(await side(page, stack.locator('.stack__intro'))).toBe(start)
      expect(await side(page, stack.locator('.stack__controls'))).toBe(end)
      await attachScreenshot(page, testInfo, `${language} projects stack`)
    })

    test('the dot navigator sits at the end edge on phones', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await openHydrated(page, `${prefix}/projects`)
      await page.locator('.mobile-project').nth(1).scrollIntoViewIfNeeded()
      const dots = page.locator('.dot-nav')
      await expect(dots).toHaveAttribute('data-shown')
      expect(await side(page, dots)).toBe(end)
      await attachScreenshot(page, testInfo, `${language} dot navigator`)
    })

    test('the All Work grid starts at the reading start, with the first filter there (1280 px)', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`${prefix}/all-work`)
      const cards = page.locator('.work-card')
      const [first, second] = [await centreX(cards.nth(0)), await centreX(cards.nth(1))]
      expect(start === 'left' ? first < second : first > second).toBe(true)
      expect(await side(page, page.locator('.ui-tabs__tab').first())).toBe(start)
      await attachScreenshot(page, testInfo, `${language} all work`)
    })

    test('the footer: the studio column at the start (1280 px)', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`${prefix}/`)
      const footer = page.locator('.site-footer')
      await footer.scrollIntoViewIfNeeded()
      expect(await side(page, footer.locator('.site-footer__brand'))).toBe(start)
      await attachScreenshot(page, testInfo, `${language} footer`)
    })

    test('the contact page: the pitch at the start, the form at the end, labels at its start (1280 px)', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`${prefix}/contact`)
      expect(await side(page, page.locator('.contact__pitch'))).toBe(start)
      expect(await side(page, page.locator('.contact__card'))).toBe(end)
      const label = await page.locator('.contact-form label').first().boundingBox()
      const input = await page.locator('.contact-form input').first().boundingBox()
      const labelEdge = start === 'left' ? label?.x : (label?.x ?? 0) + (label?.width ?? 0)
      const inputEdge = start === 'left' ? input?.x : (input?.x ?? 0) + (input?.width ?? 0)
      expect(Math.abs((labelEdge ?? 0) - (inputEdge ?? 99))).toBeLessThanOrEqual(2)
      await attachScreenshot(page, testInfo, `${language} contact`)
    })
  })
}

test('the Arabic contact form with JavaScript: Arabic errors in place, focus on the first, no browser bubbles', async ({
  page,
}) => {
  await openHydrated(page, '/ar/contact')
  await expect(page.locator('form.contact-form')).toHaveAttribute('novalidate', '')
  await page.getByLabel('البريد الإلكتروني *', { exact: true }).fill('not an email')
  await page.getByRole('button', { name: 'أرسل الرسالة' }).click()
  await expect(page.getByText('يُرجى تصحيح الحقول المميّزة.')).toBeVisible()
  await expect(page.getByText('أدخل بريدًا إلكترونيًا صحيحًا.')).toBeVisible()
  await expect(page.getByLabel('الاسم *', { exact: true })).toBeFocused()
  await expect(page.getByLabel('الاسم *', { exact: true })).toHaveAccessibleDescription('الاسم مطلوب.')
  // The page stayed: the fetcher posted to the Arabic action and showed its answer in place.
  await expect(page).toHaveURL(/\/ar\/contact$/)
})
