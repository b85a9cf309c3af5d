import { request as httpRequest } from 'node:http'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { recordLogSecrets } from '@studio/api/server-logs'
import { ADMIN_EMAIL_KEY, ADMIN_TOKEN_KEY, ADMIN_TOKEN_MIRROR_KEY } from '@studio/contracts/constants'
import { E2E } from '../playwright.config'

/** The admin the suite bootstraps on the fresh database (first signup), then logs in as. */
export const ADMIN = { email: 'owner@studio.test', password: 'Violet-harbour-lantern-42' }

/** Values no server log line may hold (the run's teardown checks: e2e/global-teardown.ts). */
export const recordSecrets = (...values: string[]) => recordLogSecrets(E2E.dataDir, ...values)
recordSecrets(ADMIN.password)

export async function fillLogin(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

let apiSession = ''
/** The signed-in page's session, kept between tests while the API still knows it. */
let pageSession = ''

/**
 * An API token of the suite's admin (made by the first signup if no file has made it yet), for a
 * test's own setup and checks. Logged in once and kept while it works: the API allows an address 30
 * logins in 15 minutes, and the screens' own sign-ins count against them too.
 */
export async function apiToken(request: APIRequestContext): Promise<string> {
  if (apiSession) {
    const me = await request.get(`${E2E.apiUrl}/auth/me`, {
      headers: { authorization: `Bearer ${apiSession}` },
    })
    if (me.ok()) return apiSession
  }
  let answer = await request.post(`${E2E.apiUrl}/auth/login`, { data: ADMIN })
  if (answer.status() === 401) answer = await request.post(`${E2E.apiUrl}/auth/signup`, { data: ADMIN })
  expect(answer.ok(), await answer.text()).toBe(true)
  apiSession = ((await answer.json()) as { access_token: string }).access_token
  recordSecrets(apiSession)
  return apiSession
}

/**
 * Axe on the current page: no violations at all. Legacy mode: axe runs once in the page (the admin has
 * no frames) instead of finishing in a second, blank page that loads axe again; only the violations
 * are described (every rule runs).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
  )
  expect(found).toEqual([])
}

/**
 * A POST of JSON to the API sent from `localAddress`, another loopback address: the API limits
 * posts and signups per address, so a sender of its own counts apart from the runner's one address.
 */
export function postJsonFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body)
  const { port, pathname: path } = new URL(url)
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (answer) => {
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => {
          text += chunk
        })
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }))
      },
    )
    sent.on('error', reject)
    sent.end(data)
  })
}

/**
 * Screenshots of the page at 1280 and 390 px wide, `<prefix>-<width>.png`, for people to look at:
 * transitions finished at once, not waited for; back at 1280 px after.
 */
export async function shootWidths(page: Page, prefix: string, { height = 860, fullPage = true } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? height : 844 })
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage, animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1280, height })
}

export const test = base.extend<{ signedIn: Page }>({
  /** Every page fails its test on an uncaught error or a Content-Security-Policy violation. */
  page: async ({ page }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
        problems.push(`csp: ${message.text()}`)
      }
    })
    await use(page)
    expect(problems).toEqual([])
  },
  /**
   * A page signed in through the login screen. The session is kept for the next test while it works
   * (as a returning admin's browser keeps it): the API allows an address 30 logins in 15 minutes, and
   * the two-factor journeys' own sign-ins count against them too.
   */
  signedIn: async ({ page, request }, use) => {
    await page.goto('/admin/login')
    const alive =
      pageSession !== '' &&
      (
        await request.get(`${E2E.apiUrl}/auth/me`, { headers: { authorization: `Bearer ${pageSession}` } })
      ).ok()
    if (alive) {
      await page.evaluate(
        ({ keys, token, emailKey, email }) => {
          for (const key of keys) localStorage.setItem(key, token)
          localStorage.setItem(emailKey, email)
        },
        {
          keys: [ADMIN_TOKEN_KEY, ADMIN_TOKEN_MIRROR_KEY],
          token: pageSession,
          emailKey: ADMIN_EMAIL_KEY,
          email: ADMIN.email,
        },
      )
      await page.goto('/admin/audience')
    } else {
      await fillLogin(page)
    }
    await expect(page.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()
    pageSession = (await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)) ?? ''
    // The browser's session token: no log line may hold it either.
    recordSecrets(pageSession)
    await use(page)
  },
})

export { E2E, expect }
