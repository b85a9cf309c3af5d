import { ARABIC_PAGE_ADDRESSES, expect, openHydrated, PAGE_ADDRESSES, test, WITH_MOTION } from './fixtures'

/** The share of the letters on the page that are Arabic (what a reader sees, not the markup). */
const arabicShare = () => {
  // What is rendered: hidden text (the other layout of /projects, closed popovers) does not count.
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
  const letters = document.body.innerText.match(/\p{L}/gu) ?? []
  const arabic = letters.filter((letter) => /\p{Script=Arabic}/u.test(letter))
  return arabic.length / Math.max(1, letters.length)
}

test.describe('the site in Arabic', () => {
  for (const [index, address] of ARABIC_PAGE_ADDRESSES.entries()) {
    const english = PAGE_ADDRESSES[index] ?? '/'
    test(`${address} is an Arabic right-to-left page with its English alternate`, async ({ page }) => {
      const response = await page.goto(address)
      expect(response?.status()).toBe(address.includes('no-such-page') ? 404 : 200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      expect(await page.evaluate(arabicShare)).toBeGreaterThan(0.6)
      if (!address.includes('no-such-page')) {
        const href = (hreflang: string) =>
          page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href')
        expect(new URL((await href('ar')) ?? '').pathname).toBe(address)
        expect(new URL((await href('en')) ?? '').pathname).toBe(english)
        expect(new URL((await href('x-default')) ?? '').pathname).toBe(english)
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(
          new RegExp(`${address.replace(/[?]/g, '\\?')}$`),
        )
        // The English page names this one as its Arabic alternate.
        await page.goto(english)
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
        expect(new URL((await href('ar')) ?? '').pathname).toBe(address)
      }
    })
  }

  test('the language switcher opens the same view of All Work in the other language, and back', async ({
    page,
  }) => {
    await page.goto('/all-work?category=apps&utm_source=newsletter')
    const toArabic = page.getByRole('link', { name: 'العربية' })
    await expect(toArabic).toHaveAttribute('hreflang', 'ar')
    await toArabic.click()
    await expect(page).toHaveURL(/\/ar\/all-work\?category=apps$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('link', { name: 'التطبيقات', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/all-work\?category=apps$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('no page redirects by the browser language: an English address stays English', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'ar-EG',
      extraHTTPHeaders: { 'Accept-Language': 'ar' },
    })
    const page = await context.newPage()
    const response = await page.goto('/services')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/services')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test.describe('with motion', () => {
    test.use(WITH_MOTION)

    test('the Projects stack and its navigation run in Arabic', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await openHydrated(page, '/ar/projects')
      await expect(page.getByRole('heading', { level: 1, name: 'أحدث أعمالنا' })).toBeVisible()
      await expect(page.getByText(/^المشروع 1 من \d+$/)).toBeVisible()
      await page.getByRole('button', { name: 'المشروع التالي' }).click()
      await expect(page.getByText(/^المشروع 2 من \d+$/)).toBeVisible()
    })

    test('View Project grows out of its button from the right, the reading start', async ({ page }) => {
      await page.goto('/ar/all-work')
      const button = page.getByRole('button', { name: /^عرض المشروع: / }).first()
      await button.click()
      const expanded = page.getByRole('link', { name: /^فتح في علامة تبويب جديدة: / }).first()
      await expect(expanded).toBeVisible()
      // Polled, as in English (all-work.spec.ts): the card's hover lift eases out as the link opens,
      // and the anchored link follows its button a frame later.
      const boxes = async () => [await button.boundingBox(), await expanded.boundingBox()] as const
      const right = (box: Awaited<ReturnType<typeof boxes>>[0]) => (box?.x ?? 0) + (box?.width ?? 0)
      await expect
        .poll(async () => {
          const [buttonBox, expandedBox] = await boxes()
          return Math.max(
            Math.abs(right(expandedBox) - right(buttonBox)),
            Math.abs((expandedBox?.y ?? 0) - (buttonBox?.y ?? 1)),
          )
        })
        .toBeLessThanOrEqual(1)
      const [buttonBox, expandedBox] = await boxes()
      expect(expandedBox?.width ?? 0).toBeGreaterThan(buttonBox?.width ?? 0)
    })
  })
})
