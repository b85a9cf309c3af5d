import { mkdirSync } from 'node:fs'
import { generateHOTP, generateTOTP } from '@oslojs/otp'
import type { APIRequestContext, Page } from '@playwright/test'
import { base32ToBytes } from '@studio/contracts/bytes'
import { apiToken, E2E, expect, expectNoAxeViolations, postJsonFrom, recordSecrets, test } from './fixtures'

/**
 * Two-factor sign-in end to end (docs/decisions/0028), each journey as a colleague invited by the
 * suite's admin (whose own sign-in the other files rely on stays a password): a passkey registered
 * with Chromium's virtual authenticator signs back in; an authenticator app's code signs in once,
 * and a recovery code works once. Screenshots go to SCREENS_DIR for people to look at.
 */
test.describe.configure({ mode: 'serial' })

const SCREENS_DIR = process.env.ADMIN_SCREENS_DIR ?? '/tmp/admin-two-factor-screens'
const PASSWORD = 'Cobalt-meadow-trumpet-58'
recordSecrets(PASSWORD)

let colleagues = 0

/** A colleague invited and signed up through the API: their email. */
async function colleague(request: APIRequestContext, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@studio.test`
  const token = await apiToken(request)
  const invite = await request.post(`${E2E.apiUrl}/sb-admin/invites`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email },
  })
  expect(invite.ok(), await invite.text()).toBe(true)
  const inviteToken = new URL(((await invite.json()) as { url: string }).url).searchParams.get('invite')
  // Each colleague signs up from their own machine: the API allows an address 5 signups an hour.
  colleagues += 1
  const signup = await postJsonFrom(`127.0.0.${10 + colleagues}`, `${E2E.apiUrl}/auth/signup`, {
    email,
    password: PASSWORD,
    invite: inviteToken,
  })
  expect(signup.status, signup.text).toBe(201)
  return email
}

async function login(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
}

const signedInScreen = (page: Page) => page.getByRole('heading', { name: 'Audience', level: 1 })

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
}

test.beforeAll(() => {
  mkdirSync(SCREENS_DIR, { recursive: true })
})

test('registers a passkey with the virtual authenticator, signs out and signs back in with it', async ({
  page,
  request,
}) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  const email = await colleague(request, 'passkey')
  await login(page, email)
  await expect(signedInScreen(page)).toBeVisible()

  await page.goto('/admin/account')
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByLabel('Passkey name').fill('Virtual laptop')
  await section.getByLabel('Your password', { exact: true }).fill(PASSWORD)
  await section.getByRole('button', { name: 'Add passkey' }).click()
  const codes = page.getByTestId('recovery-codes')
  await expect(codes.getByRole('listitem')).toHaveCount(10)
  recordSecrets(...(await codes.getByRole('listitem').allInnerTexts()))
  await page.getByRole('button', { name: 'I saved these codes' }).click()
  await expect(section.getByText('Virtual laptop')).toBeVisible()
  await expect(section.getByTestId('recovery-left')).toHaveText('10 of 10 recovery codes left.')
  await section.screenshot({ path: `${SCREENS_DIR}/account-two-factor-1280.png` })

  await logout(page)
  await login(page, email)
  await expect(page.getByRole('heading', { name: 'Verify Sign-in' })).toBeVisible()
  await page.screenshot({ path: `${SCREENS_DIR}/second-step-1280.png` })
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Use passkey' }).click()
  await expect(signedInScreen(page)).toBeVisible()

  await page.goto('/admin/account')
  await expect(page.getByRole('table', { name: 'Your sessions' })).toContainText('Password and passkey')
  await expect(section.getByText(/Last used .*\d/)).toBeVisible()

  // The same passkey alone, without the password.
  await logout(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(signedInScreen(page)).toBeVisible()
  await page.goto('/admin/account')
  await expect(page.getByRole('table', { name: 'Your sessions' })).toContainText(/Passkey(?! and)/)
})

test('an authenticator app code signs in once, and a recovery code works once', async ({ page, request }) => {
  const email = await colleague(request, 'app')
  await login(page, email)
  await expect(signedInScreen(page)).toBeVisible()

  await page.goto('/admin/account')
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await section.getByRole('button', { name: 'Set up authenticator app' }).click()
  const secretText = ((await section.getByTestId('totp-secret').textContent()) ?? '').trim()
  recordSecrets(secretText)
  const secret = base32ToBytes(secretText)
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  await section.getByLabel('Code from your authenticator app').fill(generateTOTP(secret, 30, 6))
  const confirmForm = section.locator('form', { has: page.getByRole('button', { name: 'Confirm' }) })
  await confirmForm.getByLabel('Your password', { exact: true }).fill(PASSWORD)
  await section.getByRole('button', { name: 'Confirm' }).click()
  // The ten codes, once the confirmation has answered (reading them sooner reads none).
  const shown = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(shown).toHaveCount(10)
  const codes = await shown.allInnerTexts()
  recordSecrets(...codes)
  await page.getByRole('button', { name: 'I saved these codes' }).click()
  await expect(section.getByText('Codes from your authenticator app are on.')).toBeVisible()

  // The app's next code (one step of drift is accepted; the code that confirmed the app is used up)
  // signs in; the same code is refused the next time.
  await logout(page)
  await login(page, email)
  await expect(page.getByRole('heading', { name: 'Verify Sign-in' })).toBeVisible()
  const code = generateHOTP(secret, BigInt(Math.floor(Date.now() / 30_000) + 1), 6)
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(signedInScreen(page)).toBeVisible()
  await logout(page)
  await login(page, email)
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.')

  // A recovery code instead, once.
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(codes[0] ?? '')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(signedInScreen(page)).toBeVisible()
  await logout(page)
  await login(page, email)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(codes[0] ?? '')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.')
})
