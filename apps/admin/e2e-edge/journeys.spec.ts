import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { photoFixture } from '@studio/api/phone-photo'
import { startWebhookReceiver } from '@studio/api/test-receivers'
import { coverVariantKey } from '@studio/contracts/cover-variants'
import { EDGE } from '../playwright.edge.config'

/**
 * The journeys on the production path (`npm run start:edge`), in the order an owner lives them, one
 * database for the file. What only this path proves: the API Worker's transactions and batches over
 * libSQL's HTTP protocol, R2 and the Images binding making a cover's variants, the site's Worker
 * reading the API through its service binding, a Worker's deferred work and its Cron Trigger
 * delivering and retrying an alert, the Cron writing the daily backup into R2, and an archive
 * exported and dry-run imported through the admin, and the site's Worker counting its visits to the
 * API Worker over the binding, shown on the admin's Audience screen.
 */
test.describe.configure({ mode: 'serial' })

// The journeys' pages are opened as a visitor's browser: the site's Worker counts no headless browser
// (isbot), and the Audience figures below are of these visits. (The API calls of `request` keep
// Playwright's own user agent, a bot's: they are not counted.)
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
})

const OWNER = { email: 'owner@studio.test', password: 'Violet-harbour-lantern-42' }
const TITLE = `Edge harbour ${Date.now()}`
let token = ''
const auth = () => ({ authorization: `Bearer ${token}` })

// The studio's alert webhook: its first three deliveries fail (the request's own attempt and the two
// quick retries in its deferred work), so only the Cron's sweep can deliver the fourth.
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let thirdFailureAt = 0
// The case study published in the journeys (its page is one of the visits the Audience counts).
let caseStudySlug = ''

test.beforeAll(async () => {
  receiver = await startWebhookReceiver({ answers: [500, 500, 500] })
})

test.afterAll(async () => {
  await receiver.close()
})

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(OWNER.email)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()
}

async function admin<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.fetch(`${EDGE.apiUrl}/sb-admin${path}`, { method, headers: auth(), data })
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true)
  return (await answer.json()) as T
}

test('the first signup on an empty database makes the allowlisted owner the administrator', async ({
  page,
  request,
}) => {
  await page.goto('/admin/signup')
  await expect(page.getByRole('heading', { name: 'Create Admin' })).toBeVisible()
  await page.getByLabel('Email').fill(OWNER.email)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()

  const login = await request.post(`${EDGE.apiUrl}/auth/login`, { data: OWNER })
  expect(login.ok(), await login.text()).toBe(true)
  token = ((await login.json()) as { access_token: string }).access_token
})

test('a photograph uploaded as a cover: variants made by the Images binding, stored in R2, published on the site', async ({
  page,
  request,
}) => {
  const upload = await request.post(`${EDGE.apiUrl}/sb-admin/upload`, {
    headers: auth(),
    multipart: {
      file: { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await photoFixture()) },
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { url, key, cover } = (await upload.json()) as {
    url: string
    key: string
    cover: { widths: number[]; avif_widths: number[] }
  }
  expect(cover.widths.length, 'WebP widths').toBeGreaterThan(0)
  expect(cover.avif_widths.length, 'AVIF widths').toBeGreaterThan(0)
  const width = cover.avif_widths[0] ?? 0
  const variant = await request.get(`${EDGE.apiUrl}/media/${coverVariantKey(key, width, 'avif')}`)
  expect(variant.status()).toBe(200)
  expect(variant.headers()['content-type']).toBe('image/avif')
  expect((await variant.body()).subarray(4, 12).toString('latin1')).toBe('ftypavif')

  const item = await admin<{ slug: string }>(request, 'POST', '/all-work', {
    title: TITLE,
    description: 'Published on the production path.',
    category: 'apps',
    cover_url: url,
  })
  caseStudySlug = item.slug
  // The site's Worker reads the API through its service binding (start:edge gives it no other way
  // to the API's data than the binding: its pages are rendered from what the binding answers).
  await expect
    .poll(async () => (await (await request.get(`${EDGE.siteUrl}/all-work`)).text()).includes(TITLE), {
      timeout: 30_000,
    })
    .toBe(true)
  await page.goto(`${EDGE.siteUrl}/work/${item.slug}`)
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible()
  const srcset = await page.locator('picture source[type="image/avif"]').first().getAttribute('srcset')
  expect(srcset).toContain(`${coverVariantKey(key, width, 'avif')}`)
})

// Before the alert webhook is set: an archive refuses a webhook that is not a public https address
// (archive/record-rules.ts), and the run's receiver is on this machine.
test('the archive (its cover files read from R2) exported and dry-run imported through the admin: the plan shows, nothing is written', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page)
  await page.goto('/admin/settings')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download a backup' }).click()
  const archive = testInfo.outputPath('studio.zip')
  await (await downloading).saveAs(archive)

  const before = await admin<Array<{ title: string }>>(request, 'GET', '/all-work')
  await page.getByLabel('Studio archive (.zip)').setInputFiles(archive)
  await page.getByRole('button', { name: 'Dry run' }).click()
  const plan = page.getByRole('table', { name: 'What the import would do' })
  await expect(plan.getByRole('row', { name: /^Work items/ })).toBeVisible({ timeout: 60_000 })
  expect(await admin<Array<{ title: string }>>(request, 'GET', '/all-work')).toEqual(before)
})

test('the Cron Trigger writes the daily backup into the ARCHIVE bucket', async ({ request }) => {
  await expect
    .poll(async () => (await admin<Array<{ name: string }>>(request, 'GET', '/archive/backups')).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0)
})

test("a visitor's enquiry: stored, and its alert sent to the webhook after the answer", async ({
  page,
  request,
}) => {
  await admin(request, 'PUT', '/settings/alerts', { webhook_url: receiver.url })

  await page.goto(`${EDGE.siteUrl}/contact`)
  await page.getByLabel('Name *').fill('Salma Hassan')
  await page.getByLabel('Email *').fill('salma@lotus.example')
  await page.getByLabel('Message *').fill('We need a booking app, on the edge.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Thanks! We'll be in touch shortly.")).toBeVisible()

  const messages = await admin<Array<{ name: string; message: string }>>(request, 'GET', '/contact-messages')
  expect(messages.map((message) => message.name)).toContain('Salma Hassan')
  // The request's attempt and its two quick retries (2 s, 8 s later), all refused by the receiver.
  await receiver.arrived(3)
  thirdFailureAt = Date.now()
  expect(receiver.requests[0]?.body).toContain('Salma Hassan')
})

// Runs while the Cron's retry below comes due: it costs the run no time of its own.
test("the Audience screen counts the journeys' site visits, sent by the site's Worker over its service binding", async ({
  page,
}) => {
  await signIn(page)
  const lines = (texts: string[]) => texts.map((text) => text.split(/\s+/).join(' ')).sort()
  const figures = async () => {
    await page.reload()
    const topPages = page.getByRole('region', { name: 'Top pages' })
    await expect(topPages).toBeVisible()
    return {
      totals: lines(await page.locator('.audience-totals > div').allInnerTexts()),
      pages: lines(await topPages.locator('tbody tr').allInnerTexts()),
    }
  }
  // The visits of this run, one visitor: the case study opened after its publish and the contact page
  // the enquiry was sent from (and the list the publish was awaited on, when the site counts that
  // ask). The site's Worker sends its views in a batch after its answers.
  await expect
    .poll(
      async () => {
        const { totals, pages } = await figures()
        const views = totals.find((line) => line.startsWith('Page views'))
        const counted = pages.reduce((sum, line) => sum + Number(line.split(' ').at(-2)), 0)
        return {
          totals: totals.filter((line) => line !== views),
          viewsAddUp: views === `Page views ${counted}`,
          pages: pages.filter((line) => !line.startsWith('/all-work ')),
        }
      },
      { timeout: 30_000 },
    )
    .toEqual({
      totals: ['Conversion rate 100.0%', 'Enquiries 1', 'Visitors 1'],
      viewsAddUp: true,
      pages: ['/contact 1 1', `/work/${caseStudySlug} 1 1`],
    })
})

test("the Cron Trigger's sweep retries the failed alert and delivers it", async () => {
  // The fourth attempt is due a minute after the third failure; only the sweep makes it.
  await receiver.arrived(4)
  expect(Date.now() - thirdFailureAt).toBeGreaterThan(40_000)
  expect(receiver.requests[3]?.body).toContain('Salma Hassan')
})
