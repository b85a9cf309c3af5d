import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiToken, E2E, expect, expectNoAxeViolations, test } from './fixtures'

/**
 * What the admin sees when something fails or moves: failures inside the drawer (never covering its
 * actions), focus that never drops to <body>, and per-screen titles. Runs after admin.spec.ts (which
 * bootstraps the admin) and removes what it creates.
 */
test.describe.configure({ mode: 'serial' })

let token = ''

const auth = () => ({ authorization: `Bearer ${token}` })

async function open(page: Page, path: string) {
  await page.goto('/admin/login')
  await page.evaluate((value) => localStorage.setItem('admin_token', value), token)
  await page.goto(path)
}

/** True when the element's centre is really on top there (nothing covers it). */
async function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && element.contains(top)
  })
}

async function removeAll(request: APIRequestContext, kind: 'projects' | 'all-work') {
  const listed = (await (
    await request.get(`${E2E.apiUrl}/sb-admin/${kind}`, { headers: auth() })
  ).json()) as Array<{
    id: number
  }>
  for (const item of listed)
    await request.delete(`${E2E.apiUrl}/sb-admin/${kind}/${item.id}`, { headers: auth() })
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request)
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a failed save shows 'Save failed' inside the drawer above Cancel and Save at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const created = await request.post(`${E2E.apiUrl}/sb-admin/projects`, {
      headers: auth(),
      data: { title: 'Harbour Booking', description: 'Online booking for a marina.', cover_url: null },
    })
    expect(created.ok()).toBe(true)
    await open(page, '/admin/projects')
    await expect(page).toHaveTitle('Projects | Admin')
    await page.getByRole('button', { name: 'Edit Harbour Booking' }).click()
    const drawer = page.getByRole('dialog', { name: 'Edit Project' })

    // Required fields: focus (and the view) go to the first invalid one, even from the bottom.
    await drawer.getByLabel('Title', { exact: true }).fill('')
    await drawer.getByLabel('Link').scrollIntoViewIfNeeded()
    await drawer.getByRole('button', { name: 'Save changes' }).click()
    await expect(drawer.getByLabel('Title', { exact: true })).toBeFocused()
    await expect(drawer.getByLabel('Title', { exact: true })).toBeInViewport()
    await expect(drawer.getByText('Title is required.')).toBeVisible()
    await drawer.getByLabel('Title', { exact: true }).fill('Harbour Booking')

    // A refused save, with the form scrolled to its end.
    await page.route('**/sb-admin/projects/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: { error: 'Database is locked.' },
            headers: { 'access-control-allow-origin': E2E.adminUrl },
          })
        : route.fallback(),
    )
    await drawer.getByLabel('Link').scrollIntoViewIfNeeded()
    await drawer.getByRole('button', { name: 'Save changes' }).click()
    const alert = drawer.getByRole('alert')
    await expect(alert).toContainText('Save failed')
    await expect(alert).toContainText('Database is locked.')
    await expect(alert).toBeInViewport({ ratio: 1 })
    await expect(alert).toBeFocused()
    for (const name of ['Cancel', 'Save changes']) {
      const button = drawer.getByRole('button', { name })
      await expect(button).toBeInViewport({ ratio: 1 })
      expect(await isUncovered(button)).toBe(true)
    }
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/screens/drawer-save-failed-${viewport.width}.png` })

    // While saving, focus stays on the button (aria-disabled, not disabled).
    await page.unroute('**/sb-admin/projects/*')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/sb-admin/projects/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback()
      await held
      return route.fallback()
    })
    const submit = drawer.getByRole('button', { name: 'Save changes' })
    await submit.click()
    await expect(drawer.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
    await expect(drawer.getByRole('button', { name: 'Saving…' })).toBeFocused()
    release()
    await expect(drawer).toBeHidden()
    await removeAll(request, 'projects')
  })
}

test('the featured switch keeps focus in place; a move across pages says where the row went; a delete keeps focus in the list', async ({
  page,
  request,
}) => {
  // Nine items, newest first: 'Work 1' is the oldest, alone on page 2.
  for (let number = 1; number <= 9; number++) {
    const answer = await request.post(`${E2E.apiUrl}/sb-admin/all-work`, {
      headers: auth(),
      data: { title: `Work ${number}`, description: `Piece number ${number}.`, category: 'apps', tags: [] },
    })
    expect(answer.ok()).toBe(true)
  }
  await open(page, '/admin/all-work')
  await expect(page).toHaveTitle('All Work | Admin')
  await page.getByRole('button', { name: 'Next' }).click()

  // Featured keeps its meaning but no longer reorders: the row stays, and so does focus.
  const oldest = page.getByRole('switch', { name: 'Featured: Work 1' })
  await oldest.focus()
  await page.keyboard.press('Space')
  await expect(oldest).toHaveAttribute('aria-checked', 'true')
  await expect(oldest).toBeFocused()
  await expect(page.getByText('Page 2 of 2')).toBeVisible()

  // Moving it up crosses to page 1: the list says where it went and keeps focus in the table.
  await page.getByRole('button', { name: 'Move Work 1 up' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    "'Work 1' moved to position 8 of 9, on page 1.",
  )
  await page.screenshot({ path: 'test-results/screens/work-after-move-1280.png' })

  // Page 1 is now Work 9 … Work 3 and Work 1 (Work 2 went to page 2); a delete moves focus to the next row's Edit.
  await page.getByRole('button', { name: 'Prev' }).click()
  const rows = page.getByRole('table', { name: 'All Work' }).getByRole('row')
  await expect(rows.nth(8)).toContainText('Work 1')
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('button', { name: 'Delete Work 3' }).click()
  await expect(page.getByRole('button', { name: 'Edit Work 1' })).toBeFocused()
  await removeAll(request, 'all-work')
})

test('messages: a search with no match says so; chips keep their full text', async ({ page, request }) => {
  const sent = await request.post(`${E2E.apiUrl}/public/contact`, {
    data: {
      name: 'Bartholomew Fitzgerald-Worthington III',
      company: 'Extraordinary Ventures Holding Company International',
      email: 'bart@example.com',
      subject: 'A rather long subject about a complete redesign of our corporate website and portal',
      message: 'Please call me back.',
    },
  })
  expect(sent.ok()).toBe(true)
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, '/admin/messages')
  await expect(page).toHaveTitle(/^(\(\d+\) )?Contact Messages \| Admin$/)
  const row = page.getByRole('row', { name: /Bartholomew/ })
  await expect(row.getByText('Extraordinary Ventures Holding Company International')).toHaveAttribute(
    'title',
    'Extraordinary Ventures Holding Company International',
  )
  await page.screenshot({ path: 'test-results/screens/messages-1280.png' })
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('no such words anywhere')
  await expect(page.getByText('No messages match your search.')).toBeVisible()
  await expect(page.getByText('No messages', { exact: true })).toHaveCount(0)
})

test('a typed https cover URL outside the API is allowed by the CSP (previewed, not refused)', async ({
  page,
}) => {
  await open(page, '/admin/projects')
  await page.getByRole('button', { name: '+ New Project' }).click()
  const drawer = page.getByRole('dialog', { name: 'Create Project' })
  // The suite has no outside network: the image fails to load, but the CSP does not refuse it (the
  // page fixture fails the test on any CSP violation).
  const attempt = page.waitForRequest((request) =>
    request.url().startsWith('https://covers.example.invalid/'),
  )
  await drawer.getByLabel('Cover URL').fill('https://covers.example.invalid/harbour.webp')
  await attempt
  await expect(drawer.getByText('No preview')).toBeVisible()
})
