import { ADMIN, apiToken, E2E, expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The Audience screen in a real browser, on the real API and an admin build: the first screen after
 * signing in, readable by keyboard and by axe, at a desktop width and at 390 px. (What the figures
 * hold, visit by visit, is the site's e2e: this API has no audience key, so it records no view.)
 */

test.beforeAll(async ({ request }) => {
  await request.post(`${E2E.apiUrl}/auth/signup`, { data: ADMIN }) // the first admin, unless another file made it
  // One enquiry today: the totals and the chart have something to show.
  const sent = await request.post(`${E2E.apiUrl}/public/contact`, {
    data: { name: 'Audience Test', email: 'audience@example.com', message: 'A website, please.' },
  })
  expect(sent.status()).toBe(201)
})

// The enquiry is this file's own: the other files count the unread messages they make.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` }
  const listed = await request.get(`${E2E.apiUrl}/sb-admin/contact-messages?q=audience%40example.com`, {
    headers,
  })
  for (const { id } of (await listed.json()) as Array<{ id: number }>) {
    expect((await request.delete(`${E2E.apiUrl}/sb-admin/contact-messages/${id}`, { headers })).ok()).toBe(
      true,
    )
  }
})

test('opens on Audience after signing in, with the chart readable as a table by keyboard', async ({
  signedIn: page,
}) => {
  await expect(page).toHaveURL(/\/admin\/audience$/)
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Enquiries', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('img', { name: /Visitors and enquiries per day/ })).toBeVisible()

  const summary = page.getByText('Show each day as a table')
  await summary.focus()
  await page.keyboard.press('Enter')
  const table = page.getByRole('table', { name: 'Visitors, page views and enquiries per day' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(31)
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Last 7 days' }).click()
  await expect(page).toHaveURL(/period=7/)
  await expect(
    page.getByRole('table', { name: 'Visitors, page views and enquiries per day' }).getByRole('row'),
  ).toHaveCount(8)
})

test('works at 390 px: nothing runs off the side, and axe finds nothing', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/audience?period=90')
  await expect(page.getByRole('heading', { name: 'Top pages' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
})

test('switches measurement off and on again', async ({ signedIn: page }) => {
  const measure = page.getByRole('checkbox', { name: /Measure visits/ })
  await expect(measure).toBeChecked()
  await measure.uncheck()
  await page.getByRole('button', { name: 'Save measurement' }).click()
  await expect(page.getByText('Measurement settings saved.')).toBeVisible()
  await expect(page.getByText(/Measurement is off/)).toBeVisible()

  await page.getByRole('checkbox', { name: /Measure visits/ }).check()
  await page.getByRole('button', { name: 'Save measurement' }).click()
  await expect(page.getByText(/Measurement is off/)).toBeHidden()
})
