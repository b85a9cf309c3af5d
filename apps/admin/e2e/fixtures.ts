import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { E2E } from '../playwright.config'

/** The admin the suite bootstraps on the fresh database (first signup), then logs in as. */
export const ADMIN = { email: 'owner@studio.test', password: 'Violet-harbour-lantern-42' }

export async function fillLogin(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Axe on the current page: no violations at all. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(' | ')}`,
  )
  expect(found).toEqual([])
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
  /** A page already signed in through the login screen. */
  signedIn: async ({ page }, use) => {
    await page.goto('/admin/login')
    await fillLogin(page)
    await expect(page.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()
    await use(page)
  },
})

export { E2E, expect }
