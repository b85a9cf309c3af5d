import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import type { APIRequestContext } from '@playwright/test'
import { runScheduledAt } from '@studio/api/scheduled-run'
import { serverLogFile } from '@studio/api/server-logs'
import type { LogLine } from '@studio/contracts/log'
import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import type { StatusReport } from '@studio/contracts/status'
import { API_ENV } from '../playwright.config'
import {
  apiToken,
  E2E,
  expect,
  expectNoAxeViolations,
  postJsonFrom,
  recordSecrets,
  shootWidths,
  test,
} from './fixtures'

/**
 * The Status screen with a webhook whose receiver is stopped: an enquiry is posted, its alert's
 * retries run out (the first attempts in the API's own deferred work, the rest in the Cron job's
 * runs, run here at the hours they are due), and then the screen shows the failed delivery with
 * what each attempt got, the sidebar marks Status, the API's log has one line per attempt under the
 * enquiry's request id, and the enquiry is kept.
 */
test.describe.configure({ mode: 'serial' })

const REQUEST_ID = `status-e2e-${Date.now()}`
const ENQUIRY = {
  name: 'Stella Status',
  email: 'stella@example.com',
  message: 'Please call me back about the new site: the alert must not be lost.',
}
const RETRIES_JOB = 'enquiry alert retries'
const SCREENS_DIR = process.env.ADMIN_SCREENS_DIR ?? 'test-results/status-screens'

/** An address where nothing listens any more: a receiver that was stopped. */
async function stoppedReceiver(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/hooks/stopped`
}

/** The enquiry, posted to the API as the site's Worker posts it, with its request id. */
async function postEnquiry(): Promise<number> {
  const url = `${E2E.apiUrl}/public/contact`
  // An address of its own: the API allows 5 posts per address in 10 minutes.
  return (await postJsonFrom('127.0.0.60', url, ENQUIRY, { [REQUEST_ID_HEADER]: REQUEST_ID })).status
}

async function status(request: APIRequestContext): Promise<StatusReport> {
  const answer = await request.get(`${E2E.apiUrl}/sb-admin/status`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as StatusReport
}

const ourDelivery = (report: StatusReport, messageId: number) =>
  report.deliveries.find((delivery) => delivery.message_id === messageId)

const structured = (lines: string[]) =>
  lines.filter((line) => line.startsWith('{"level":')).map((line) => JSON.parse(line) as LogLine)

/** The API server's own structured lines for the enquiry's request (its output, collected for the run). */
const apiLinesOf = (requestId: string) =>
  structured(readFileSync(serverLogFile(E2E.dataDir, 'api'), 'utf8').split('\n')).filter(
    (line) => line.request_id === requestId,
  )

let messageId = 0
const cronLines: LogLine[] = []

test.beforeAll(async ({ request }) => {
  // Up to 12 scheduled runs, each its own process (as a Cron run is): a loaded machine takes minutes.
  test.setTimeout(240_000)
  recordSecrets(ENQUIRY.message)
  const headers = { authorization: `Bearer ${await apiToken(request)}` }
  const saved = await request.put(`${E2E.apiUrl}/sb-admin/settings/alerts`, {
    headers,
    data: { recipients: [], webhook_url: await stoppedReceiver() },
  })
  expect(saved.ok(), await saved.text()).toBe(true)

  expect(await postEnquiry()).toBe(201)
  const messages = (await (
    await request.get(`${E2E.apiUrl}/sb-admin/contact-messages?per_page=100`, { headers })
  ).json()) as Array<{ id: number; name: string }>
  messageId = messages.find((message) => message.name === ENQUIRY.name)?.id ?? 0
  expect(messageId).toBeGreaterThan(0)
  // The API's own attempts, right after the answer and 2 and 10 s later (its quick retries); the
  // Cron job's runs below, hours later, take the delivery from there. (One at a time: a run at a
  // later hour than the API's clock would not wait for the API's attempt in flight.)
  await expect
    .poll(async () => ourDelivery(await status(request), messageId)?.answers.length ?? 0, {
      timeout: 30_000,
    })
    .toBe(3)

  // Each Cron run's log goes with the API's (the run's server logs, checked for secrets at the end).
  const logFile = serverLogFile(E2E.dataDir, 'api-scheduled')
  let at = Date.now()
  for (let run = 0; run < 12; run++) {
    at += 4 * 60 * 60 * 1000
    cronLines.push(
      ...structured(await runScheduledAt(API_ENV, new Date(at), { jobs: [RETRIES_JOB], logFile })),
    )
    if (ourDelivery(await status(request), messageId)?.status === 'failed') break
  }
})

test("the retries run out: the API's log has one line per attempt under the enquiry's request id, and the enquiry is kept", async ({
  request,
}) => {
  const delivery = ourDelivery(await status(request), messageId)
  expect(delivery).toMatchObject({ status: 'failed', channel: 'webhook', attempts: 8 })
  const attempts = [
    ...apiLinesOf(REQUEST_ID),
    ...cronLines.filter((line) => line.request_id === REQUEST_ID),
  ].filter((line) => line.event === 'alert.delivery_failed')
  expect(attempts.map((line) => line.attempt).sort((a, b) => Number(a) - Number(b))).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8,
  ])
  for (const line of attempts) {
    expect(line).toMatchObject({ level: 'warn', channel: 'webhook', enquiry_id: messageId })
    // Never the receiver's address.
    expect(JSON.stringify(line)).not.toContain('hooks/stopped')
  }
  // The API itself made the first attempt, under the id the post came with.
  expect(apiLinesOf(REQUEST_ID).some((line) => line.attempt === 1)).toBe(true)

  const headers = { authorization: `Bearer ${await apiToken(request)}` }
  const inbox = await request.get(`${E2E.apiUrl}/sb-admin/contact-messages?per_page=100`, { headers })
  expect(
    ((await inbox.json()) as Array<{ id: number }>).find((message) => message.id === messageId),
  ).toMatchObject({
    name: ENQUIRY.name,
    message: ENQUIRY.message,
  })
})

test('the Status screen shows the failed delivery with its answers, and the sidebar marks Status', async ({
  signedIn: page,
}) => {
  const statusLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Status/ })
  await expect(statusLink).toHaveAccessibleName('Status, needs attention')
  await statusLink.click()
  await expect(page.getByRole('heading', { name: 'Status', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: /^Your webhook has failed \d+ times/ }),
  ).toBeVisible()

  const row = page
    .getByRole('table', { name: 'Alert deliveries' })
    .getByRole('row')
    .filter({ hasText: `Message #${messageId}` })
  await expect(row).toContainText('Failed')
  await expect(row.getByRole('listitem')).toHaveCount(8)
  await expect(row.getByRole('listitem').last()).toHaveText('Attempt 8: The webhook could not be reached.')
  // The system facts a person reads: the product's version and when the content last changed.
  await expect(page.getByText(/^\d+\.\d+\.\d+/)).toBeVisible()
  await expectNoAxeViolations(page)
  await shootWidths(page, `${SCREENS_DIR}/status`, { height: 900 })
})
