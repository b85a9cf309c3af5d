import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiToken, E2E, expect, expectNoAxeViolations, postJsonFrom, test } from './fixtures'

/**
 * The enquiry inbox end to end: unread count, status tabs, delete with confirmation,
 * bulk actions, the CSV export and the Settings screen, on the real API and an admin build.
 */

// One inbox for the whole file: the tests build on each other's messages, so they run in order.
test.describe.configure({ mode: 'serial' })

/** Where the test webhook receiver listens; playwright.config.ts points the e2e API's ENQUIRY_WEBHOOK_URL here. */
const RECEIVER = { host: '127.0.0.1', port: 9157 }
const received: string[] = []
let receiver: Server | null = null

let sender = 20
/**
 * Sends an enquiry through the public contact route, each from its own loopback address: the API
 * allows 5 posts per address per 10 minutes, and every test here shares the runner's one address.
 */
async function postEnquiry(fields: {
  name: string
  email: string
  message: string
  company?: string
  subject?: string
}) {
  const answer = await postJsonFrom(`127.0.0.${sender++}`, `${E2E.apiUrl}/public/contact`, fields)
  if (answer.status !== 201) throw new Error(`contact answered ${answer.status}`)
}

/** The admin API as the test's own setup and checks (not through the screens). */
async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` }
  const base = `${E2E.apiUrl}/sb-admin`
  return {
    async messages() {
      const answer = await request.get(`${base}/contact-messages?per_page=100`, { headers })
      return (await answer.json()) as Array<{ id: number; name: string; status: string }>
    },
    async statusOf(name: string) {
      return (await this.messages()).find((message) => message.name === name)?.status ?? 'deleted'
    },
    async clear() {
      for (let ids = await this.messages(); ids.length > 0; ids = await this.messages()) {
        const answer = await request.post(`${base}/contact-messages/bulk`, {
          headers,
          data: { ids: ids.map((message) => message.id), action: 'delete' },
        })
        expect(answer.ok()).toBe(true)
      }
    },
    async settings() {
      const answer = await request.get(`${base}/settings/alerts`, { headers })
      return (await answer.json()) as {
        channels: Array<{ channel: string; configured: boolean; target: string | null }>
      }
    },
  }
}

/** Opens the inbox; returns the API that checks what its buttons stored. */
async function openInbox(page: Page, request: APIRequestContext) {
  const api = await adminApi(request)
  await page.goto('/admin/messages')
  return api
}

/** A message's own row (not the detail row View opens below it). */
const row = (page: Page, name: string) => page.locator('tr[data-row-id]').filter({ hasText: name })
const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Messages/ })

test.beforeAll(async ({ request }) => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    req.on('end', () => {
      received.push(body)
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver?.listen(RECEIVER.port, RECEIVER.host, resolve))
  const api = await adminApi(request)
  await api.clear()
  await postEnquiry({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Engines Ltd',
    subject: 'Analytical site',
    message: 'We need a site for the engine.',
  })
  await postEnquiry({
    name: 'Bob Builder',
    email: 'bob@example.com',
    subject: 'Quote',
    message: 'Can we fix it? Yes we can.',
  })
  await postEnquiry({
    name: 'Cy Young',
    email: 'cy@example.com',
    company: 'Pitch Co',
    message: '=HYPERLINK("http://evil.test")',
  })
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
})

test('the unread count shows in the sidebar and the tab title, and follows the inbox', async ({
  signedIn: page,
}) => {
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 3 unread')
  await expect(page).toHaveTitle('(3) Audience | Admin')

  // A new enquiry while the panel is open shows as soon as the panel regains focus.
  await postEnquiry({ name: 'Dee Diver', email: 'dee@example.com', message: 'Underwater shop, please.' })
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 4 unread')

  await messagesLink(page).click()
  await expect(page).toHaveTitle('(4) Contact Messages | Admin')
  await expect(page.getByText('4 messages', { exact: true })).toBeVisible()
  await expect(row(page, 'Ada Lovelace').getByText('New', { exact: true })).toBeVisible()
  await row(page, 'Ada Lovelace').getByRole('button', { name: 'View' }).click()
  await expect(row(page, 'Ada Lovelace').getByText('New', { exact: true })).toBeHidden()
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 3 unread')
  await expect(page).toHaveTitle('(3) Contact Messages | Admin')
})

test('status tabs filter the inbox, and the address keeps the tab through a reload and Back', async ({
  signedIn: page,
  request,
}) => {
  const api = await openInbox(page, request)
  await row(page, 'Bob Builder').getByRole('button', { name: 'Archive' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Archived: the message from Bob Builder.' }),
  ).toBeVisible()
  expect(await api.statusOf('Bob Builder')).toBe('archived')

  await page.getByRole('tab', { name: 'New' }).click()
  await expect(page).toHaveURL(/\/admin\/messages\?status=new$/)
  await expect(page.getByText('2 messages', { exact: true })).toBeVisible()
  await expect(row(page, 'Ada Lovelace')).toHaveCount(0)
  await expect(row(page, 'Bob Builder')).toHaveCount(0)

  await page.getByRole('tab', { name: 'Archived' }).click()
  await expect(row(page, 'Bob Builder')).toBeVisible()
  await expect(page.getByText('1 message', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true')
  await expect(row(page, 'Bob Builder')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goBack()
  await expect(page).toHaveURL(/\?status=new$/)
  await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('tab', { name: 'Archived' }).click()
  await row(page, 'Bob Builder').getByRole('button', { name: 'Unarchive' }).click()
  await expect(page.getByText('No archived messages')).toBeVisible()
  expect(await api.statusOf('Bob Builder')).toBe('read')
})

test('a message is deleted only after the confirmation is accepted', async ({ signedIn: page, request }) => {
  const api = await openInbox(page, request)
  const dee = row(page, 'Dee Diver')
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Delete this message?')
    await dialog.dismiss()
  })
  await dee.getByRole('button', { name: 'Delete the message from Dee Diver' }).click()
  await expect(dee).toBeVisible()
  expect(await api.statusOf('Dee Diver')).toBe('new')

  page.once('dialog', (dialog) => void dialog.accept())
  await dee.getByRole('button', { name: 'Delete the message from Dee Diver' }).click()
  await expect(dee).toHaveCount(0)
  await expect(page.getByText('3 messages', { exact: true })).toBeVisible()
  expect(await api.statusOf('Dee Diver')).toBe('deleted')
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread')
})

test('several selected messages are marked read, archived and deleted at once', async ({
  signedIn: page,
  request,
}) => {
  const api = await openInbox(page, request)
  await page.getByRole('checkbox', { name: 'Select the message from Cy Young' }).check()
  await page.getByRole('checkbox', { name: 'Select the message from Bob Builder' }).check()
  const selection = page.getByRole('group', { name: 'Selected messages' })
  await expect(selection.getByText('2 selected')).toBeVisible()
  await selection.getByRole('button', { name: 'Mark read' }).click()
  await expect(page.getByText('Marked read: 2 messages.')).toBeVisible()
  expect(await api.statusOf('Cy Young')).toBe('read')
  await expect(messagesLink(page)).toHaveAccessibleName('Messages')
  await expect(page).toHaveTitle('Contact Messages | Admin')

  await page.getByRole('checkbox', { name: 'Select all messages on this page' }).check()
  await page
    .getByRole('group', { name: 'Selected messages' })
    .getByRole('button', { name: 'Archive' })
    .click()
  await expect(page.getByText('Archived: 3 messages.')).toBeVisible()
  for (const name of ['Ada Lovelace', 'Bob Builder', 'Cy Young'])
    expect(await api.statusOf(name)).toBe('archived')

  await page.getByRole('tab', { name: 'Archived' }).click()
  // The Archived tab's own rows: the ones still shown while it loads are the same three messages,
  // and a box checked on them is cleared with the page it was checked on (a fresh-clone run did that).
  await page
    .getByRole('tabpanel', { name: 'Archived' })
    .getByRole('checkbox', { name: 'Select the message from Bob Builder' })
    .check()
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Delete this message?')
    await dialog.accept()
  })
  await page.getByRole('group', { name: 'Selected messages' }).getByRole('button', { name: 'Delete' }).click()
  await expect(row(page, 'Bob Builder')).toHaveCount(0)
  expect(await api.statusOf('Bob Builder')).toBe('deleted')
  await expect(page.getByText('2 messages', { exact: true })).toBeVisible()
})

test('Export CSV downloads the current tab and search, with a header row and safe cells', async ({
  signedIn: page,
}) => {
  await page.goto('/admin/messages?status=archived')
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('pitch')
  await expect(page).toHaveURL(/q=pitch/)
  await expect(row(page, 'Ada Lovelace')).toHaveCount(0)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
  const [header, ...rows] = text.trim().split('\r\n')
  // The times are the studio's (its time zone named in the header), and each enquiry says what brought it.
  expect(header).toBe(
    '"id","created_at (Africa/Cairo)","status","name","email","company","subject","message","language","source","campaign","landing_path"',
  )
  expect(rows).toHaveLength(1)
  expect(rows[0]).toContain('"archived","Cy Young","cy@example.com","Pitch Co","",')
  // A formula is never handed to a spreadsheet as one.
  expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.test"")"`)
})

test('the owner sets a webhook in Settings, sends a test alert and sees what it answered, and no secret is shown', async ({
  signedIn: page,
  request,
}) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) })
  // No email sender on this server: the screen says exactly what to set.
  await expect(card('Email')).toContainText('Alert emails cannot be sent from this server yet')
  await expectNoAxeViolations(page)

  // Only the signing secret is in the API's environment; the address is the owner's to set.
  await card('Webhook')
    .getByLabel('Webhook address')
    .fill(`http://${RECEIVER.host}:${RECEIVER.port}/hooks/e2e`)
  await card('Webhook').getByRole('button', { name: 'Save webhook' }).click()
  await expect(card('Webhook')).toContainText(`Posts to ${RECEIVER.host}`)
  await expect(card('Webhook')).not.toContainText('/hooks/e2e')
  const webhook = (await (await adminApi(request)).settings()).channels.find(
    (entry) => entry.channel === 'webhook',
  )
  expect(webhook?.configured).toBe(true)

  const before = received.length
  await page.getByRole('button', { name: 'Send a test alert' }).click()
  await expect(page.getByText(`Webhook to ${RECEIVER.host}:${RECEIVER.port}: sent.`)).toBeVisible()
  expect(received.length).toBe(before + 1)
  expect(JSON.parse(received.at(-1)!)).toHaveProperty('text')
  await expect(
    page
      .getByRole('table', { name: 'Recent deliveries' })
      .getByRole('row')
      .filter({ hasText: 'Test alert' })
      .first(),
  ).toContainText('Sent')
})

test('the inbox and Settings render at 1280 and 390 px (screenshots in test-results for people to look at)', async ({
  signedIn: page,
}) => {
  await postEnquiry({
    name: 'Grace Hopper',
    email: 'grace@navy.example',
    company: 'Navy Labs',
    subject: 'New website for the lab',
    message: 'We need a new website for our lab. Budget is flexible; timeline is spring.',
  })
  await postEnquiry({
    name: 'Alan Turing',
    email: 'alan@bletchley.example',
    message: 'Could you build us a small shop?',
  })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/admin/messages')
    await expect(page.getByRole('table', { name: 'Contact Messages' })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Select the message from Cy Young' }).check()
    await page.screenshot({ path: `test-results/inbox-screens/messages-${width}.png`, fullPage: true })
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { name: 'Enquiry alerts' })).toBeVisible()
    await page.screenshot({ path: `test-results/inbox-screens/settings-${width}.png`, fullPage: true })
  }
})
