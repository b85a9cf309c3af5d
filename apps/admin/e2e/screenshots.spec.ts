import type { Page } from '@playwright/test'
import { ADMIN, E2E, expect, shootWidths, test } from './fixtures'

/**
 * Not a check: captures every screen at desktop and phone widths for a human to look at.
 * Run on demand with demo content:
 *   ADMIN_SCREENSHOTS=1 ADMIN_E2E_SEED=true npx playwright test e2e/screenshots.spec.ts
 */
const shoot = (page: Page, name: string) => shootWidths(page, `test-results/screens/${name}`)

test('capture every admin screen', async ({ page, request }) => {
  await page.goto('/admin/login')
  await shoot(page, 'login')
  await page.goto('/admin/signup')
  await shoot(page, 'signup')

  const signup = await request.post(`${E2E.apiUrl}/auth/signup`, { data: ADMIN })
  const login = signup.ok() ? signup : await request.post(`${E2E.apiUrl}/auth/login`, { data: ADMIN })
  const { access_token: token } = (await login.json()) as { access_token: string }
  for (const [index, message] of [
    'Hi! We are a small bakery and would love a new website with online ordering before the summer season.',
    `A very long message without breaks: ${'https://example.com/a-really-long-unbroken-address/'.repeat(6)}`,
  ].entries()) {
    await request.post(`${E2E.apiUrl}/public/contact`, {
      data: {
        name: index === 0 ? 'Maria Rossi' : 'Bartholomew Fitzgerald-Worthington III',
        company: index === 0 ? 'Rossi Bakery' : 'An Extremely Long Company Name Limited International',
        email:
          index === 0 ? 'maria@rossi.example' : 'bartholomew.fitzgerald-worthington@very-long-domain.example',
        subject: index === 0 ? 'New website with ordering' : '',
        message,
      },
    })
  }
  await page.evaluate((value) => localStorage.setItem('admin_token', value), token)
  await page.evaluate((value) => localStorage.setItem('admin_email', value), ADMIN.email)

  await page.goto('/admin/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await shoot(page, 'projects')
  await page.getByRole('button', { name: '+ New Project' }).click()
  await shoot(page, 'project-drawer')
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'All Work' }).click()
  await page.waitForLoadState('networkidle')
  await shoot(page, 'all-work')
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click()
  await shoot(page, 'work-drawer')
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'Messages' }).click()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'View' }).first().click()
  await shoot(page, 'messages')
})
