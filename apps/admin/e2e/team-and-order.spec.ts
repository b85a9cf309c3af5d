import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { apiToken, E2E, expect, shootWidths, test } from './fixtures'

/**
 * The team and the manual order end to end: a colleague invited and signed up through the link in
 * a second browser, then removed (their panel returns to login on its next call); the All Work order changed by
 * dragging and by the keyboard, as the public API then lists it. Screenshots of the new screens go
 * to SCREENS_DIR for people to look at.
 */
test.describe.configure({ mode: 'serial' })

const SCREENS_DIR = process.env.ADMIN_SCREENS_DIR ?? '/tmp/admin-team-and-order-screens'
const COLLEAGUE = { email: `colleague-${Date.now()}@studio.test`, password: 'Amber-quarry-whistle-73' }
const TITLES = ['Order Alpha', 'Order Bravo', 'Order Charlie'] as const

let token = ''
const auth = () => ({ authorization: `Bearer ${token}` })

/** The public All Work list's titles, as the site gets them. */
async function publicTitles(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${E2E.apiUrl}/public/all-work`, {
    headers: { 'cache-control': 'no-cache' },
  })
  return ((await answer.json()) as Array<{ title: string }>).map((item) => item.title)
}

const shoot = (page: Page, name: string, options?: { fullPage: boolean }) =>
  shootWidths(page, `${SCREENS_DIR}/${name}`, { height: 900, ...options })

const row = (page: Page, title: string): Locator => page.locator('tbody tr', { hasText: title })

test.beforeAll(async ({ request }) => {
  token = await apiToken(request)
  const listed = (await (
    await request.get(`${E2E.apiUrl}/sb-admin/all-work`, { headers: auth() })
  ).json()) as Array<{
    id: number
  }>
  for (const item of listed)
    await request.delete(`${E2E.apiUrl}/sb-admin/all-work/${item.id}`, { headers: auth() })
  // A new item goes first, so creating them last first lists them Alpha, Bravo, Charlie.
  for (const title of [...TITLES].reverse()) {
    const created = await request.post(`${E2E.apiUrl}/sb-admin/all-work`, {
      headers: auth(),
      data: { title, description: `${title} description`, category: 'apps' },
    })
    expect(created.status()).toBe(201)
  }
  mkdirSync(SCREENS_DIR, { recursive: true })
})

test('invite a colleague, who signs up through the link in another browser; removing them signs them out', async ({
  signedIn: page,
  browser,
}) => {
  await page.getByRole('link', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(COLLEAGUE.email)
  await page.getByRole('button', { name: 'Invite' }).click()
  const link = await page.getByRole('textbox', { name: 'Invite link' }).inputValue()
  expect(link).toMatch(
    new RegExp(
      `^${E2E.adminUrl}/admin/signup\\?invite=[A-Za-z0-9_-]{43}&email=${encodeURIComponent(COLLEAGUE.email)}$`,
    ),
  )
  await expect(page.getByRole('table', { name: 'Pending invites' })).toContainText(COLLEAGUE.email)
  await page.screenshot({ path: `${SCREENS_DIR}/team-invite-link-1280.png` })

  const theirs = await browser.newContext()
  const colleague = await theirs.newPage()
  await colleague.goto(link)
  await expect(colleague.getByText(/You were invited/)).toBeVisible()
  await expect(colleague.getByLabel('Email')).toHaveValue(COLLEAGUE.email)
  await expect(colleague.getByLabel('Email')).toHaveAttribute('readonly', '')
  await colleague.getByLabel('Password', { exact: true }).fill(COLLEAGUE.password)
  await colleague.getByRole('button', { name: 'Create account' }).click()
  await expect(colleague.getByText('Account created successfully.')).toBeVisible()
  // The invite's signup signs the colleague in: no second login.
  await expect(colleague.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()

  // The invite was used: it left the pending list, and the colleague is on the team.
  await page.reload()
  await expect(page.getByRole('table', { name: 'Admins' })).toContainText(COLLEAGUE.email)
  await expect(page.getByRole('table', { name: 'Pending invites' })).toHaveCount(0)
  await shoot(page, 'team')

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: `Remove ${COLLEAGUE.email}` }).click()
  await expect(page.getByRole('table', { name: 'Admins' })).not.toContainText(COLLEAGUE.email)

  // Their panel still shows, until its next call answers 401 and returns it to login.
  await colleague.getByRole('link', { name: 'All Work' }).click()
  await expect(colleague.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await theirs.close()
})

test('dragging an item changes the order the public API lists', async ({ signedIn: page, request }) => {
  await page.getByRole('link', { name: 'All Work' }).click()
  await expect(row(page, 'Order Charlie')).toBeVisible()
  expect(await publicTitles(request)).toEqual([...TITLES])
  const handle = page.getByRole('button', { name: /^Drag Order Charlie/ })
  const target = row(page, 'Order Alpha')
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 })
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 })
  await page.mouse.up()
  await expect(page.locator('tbody tr .item-cell__title')).toHaveText([
    'Order Charlie',
    'Order Alpha',
    'Order Bravo',
  ])
  await expect.poll(() => publicTitles(request)).toEqual(['Order Charlie', 'Order Alpha', 'Order Bravo'])
})

test('reordering with the keyboard: the drag handle and Move buttons, announced', async ({
  signedIn: page,
  request,
}) => {
  await page.getByRole('link', { name: 'All Work' }).click()
  // dnd-kit's keyboard sensor: Space picks up, an arrow moves, Space drops.
  await page.getByRole('button', { name: /^Drag Order Alpha/ }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { name: /^Drag Order Alpha/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.keyboard.press('ArrowDown')
  // dnd-kit's live region says where the item is as it moves.
  await expect(page.getByText("'Order Alpha' is over position 3 of 3.")).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText("'Order Alpha' dropped at position 3 of 3.")).toBeAttached()
  await expect.poll(() => publicTitles(request)).toEqual(['Order Charlie', 'Order Bravo', 'Order Alpha'])

  await page.getByRole('button', { name: 'Move Order Alpha up' }).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: "'Order Alpha' moved to position 2 of 3." }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Move Order Alpha up' })).toBeFocused()
  await expect.poll(() => publicTitles(request)).toEqual(['Order Charlie', 'Order Alpha', 'Order Bravo'])
  await shoot(page, 'all-work-order')
})

test('the account and activity screens, as a user sees them', async ({ signedIn: page }) => {
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('table', { name: 'Your sessions' })).toContainText('This device')
  await shoot(page, 'account')
  await page.getByRole('link', { name: 'Activity' }).click()
  await expect(page.getByRole('table', { name: 'Activity' })).toContainText('Reordered')
  await shoot(page, 'activity')
  await page.goto('/admin/login')
  await page.evaluate(() => localStorage.clear())
  await page.goto('/admin/signup?invite=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByText(/You were invited/)).toBeVisible()
  await shoot(page, 'signup-invite', { fullPage: false })
})
