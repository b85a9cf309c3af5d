import type { Page } from '@playwright/test'
import { E2E, expect, expectNoAxeViolations, fillLogin, test } from './fixtures'

/** The Site content screen on the real API: two admins at once, the layout, accessibility. */

const answers = (page: Page) =>
  page.getByRole('group', { name: /^FAQ \(/ }).getByRole('textbox', { name: 'Answer' })

/** Types into a field and waits for the draft save that follows (the answer, whatever it is). */
async function typeAndSave(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/site-content/draft') && response.request().method() === 'PUT',
  )
  await field.fill(text)
  return saved
}

async function openSiteContent(page: Page) {
  await page.goto('/admin/site-content')
  await expect(page.getByRole('heading', { name: 'Site content', level: 1 })).toBeVisible()
  await expect(page.getByText(/^Draft saved/)).toBeVisible()
}

test("two admins editing at once: the later save shows the colleague's change and applies its own on top", async ({
  signedIn: page,
  browser,
  request,
}) => {
  const otherContext = await browser.newContext()
  const colleague = await otherContext.newPage()
  await colleague.goto('/admin/login')
  await fillLogin(colleague)
  await expect(colleague.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()
  await openSiteContent(page)
  await openSiteContent(colleague)

  expect((await typeAndSave(page, answers(page).nth(0), 'Answer from the first window.')).status()).toBe(200)
  const refused = await typeAndSave(colleague, answers(colleague).nth(1), 'Answer from the second window.')
  expect(refused.status()).toBe(409)
  const conflict = colleague.getByRole('alert').filter({ hasText: 'Someone else saved this draft' })
  await expect(conflict).toContainText('Answer from the first window.')
  await expect(conflict).toContainText('Answer from the second window.')
  await colleague.screenshot({ path: 'test-results/site-content/conflict-1280.png' })

  const merged = colleague.waitForResponse(
    (response) => response.url().includes('/site-content/draft') && response.status() === 200,
  )
  await conflict.getByRole('button', { name: 'Apply my changes to their draft' }).click()
  await merged
  await expect(colleague.getByText(/^Draft saved/)).toBeVisible()
  await expect(answers(colleague).nth(0)).toHaveValue('Answer from the first window.')

  const token = await page.evaluate(() => localStorage.getItem('admin_token'))
  const stored = await request.get(`${E2E.apiUrl}/sb-admin/site-content`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { draft } = (await stored.json()) as { draft: { home: { faq: Array<{ answer: string }> } } }
  expect(draft.home.faq.slice(0, 2).map((entry) => entry.answer)).toEqual([
    'Answer from the first window.',
    'Answer from the second window.',
  ])
  await otherContext.close()
})

test('the Site content screen has no accessibility violations and fits 1280 and 390 px (screenshots in test-results)', async ({
  signedIn: page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await openSiteContent(page)
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: `test-results/site-content/screen-${width}.png` })
    await page.getByRole('heading', { name: 'History' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/site-content/history-${width}.png` })
  }
  await expectNoAxeViolations(page)
})

test('the Arabic copy is edited right to left from its own address, and the screen stays accessible', async ({
  signedIn: page,
}) => {
  await openSiteContent(page)
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/admin\/site-content\?lang=ar$/)
  const title = page.locator('[data-path="home.closing.title"]')
  await expect(title).toHaveAttribute('dir', 'rtl')
  await expect(title).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('region', { name: 'Translation' })).toBeVisible()

  const saved = await typeAndSave(page, title, 'هل أنت مستعد للخطوة التالية؟')
  expect(saved.url()).toContain('lang=ar')
  expect(saved.status()).toBe(200)
  await expect(page.getByText(/^Draft saved/)).toBeVisible()
  await page.reload()
  await expect(title).toHaveValue('هل أنت مستعد للخطوة التالية؟')

  // An emptied Arabic text is counted at the top and marked beside its field.
  await typeAndSave(page, page.locator('[data-path="header.nav_home"]'), '')
  const translation = page.getByRole('region', { name: 'Translation' })
  await expect(translation).toContainText('1 text missing in Arabic')
  await translation.getByRole('button', { name: /^Go to the first/ }).click()
  await expect(page.locator('[data-path="header.nav_home"]')).toBeFocused()
  await expect(page.getByText('Missing in Arabic', { exact: true })).toBeVisible()

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: `test-results/site-content/arabic-${width}.png` })
  }
  await expectNoAxeViolations(page)
})
