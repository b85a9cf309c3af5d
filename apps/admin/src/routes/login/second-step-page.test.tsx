import { generateTOTP } from '@oslojs/otp'
import { ADMIN_TOKEN_KEY, type FactorAdded, type TotpSetup, TWO_FACTOR_MESSAGES } from '@studio/contracts'
import { base32ToBytes } from '@studio/contracts/bytes'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { submitCredentials } from '../../test-support/credentials'
import { expectAlert } from '../../test-support/exact-text'
import { renderApp } from '../../test-support/render-app'
import { callApi, startSignedIn, TEST_ADMIN } from '../../test-support/seed'

/** A signed-in admin whose API seals app secrets, with the authenticator app set up: its recovery codes. */
async function withApp() {
  const api = await startSignedIn()
  api.server.config.twoFactorKey = 'k'.repeat(40)
  const setup = await callApi<TotpSetup>(api, 'POST', '/auth/two-factor/totp', {})
  const added = await callApi<FactorAdded>(api, 'POST', '/auth/two-factor/totp/confirm', {
    code: generateTOTP(base32ToBytes(setup.secret), 30, 6),
    current_password: TEST_ADMIN.password,
  })
  return { api, codes: added.recovery_codes ?? [] }
}

describe('the second step', () => {
  it('asks for a code after a right password, refuses a wrong one, and takes a recovery code', async () => {
    const { api, codes } = await withApp()
    localStorage.clear()
    renderApp('/admin/login', api)
    await submitCredentials('Login', TEST_ADMIN.email, TEST_ADMIN.password)
    expect(await screen.findByRole('heading', { name: 'Verify Sign-in' })).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await expectAlert(TWO_FACTOR_MESSAGES.codeWrong)
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }))
    await userEvent.type(screen.getByLabelText('Recovery code'), codes[0] ?? '')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('heading', { name: 'Audience', level: 1 })).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeTruthy()
  })

  it('sends a visit without a pending sign-in back to login', async () => {
    const { api } = await withApp()
    localStorage.clear()
    renderApp('/admin/second-step', api)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })
})

describe("Account's two-factor section", () => {
  it('sets up the authenticator app with a QR code and shows the recovery codes once', async () => {
    const api = await startSignedIn()
    api.server.config.twoFactorKey = 'k'.repeat(40)
    renderApp('/admin/account', api)
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' })
    expect(await within(section).findByText('No passkeys yet.')).toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Set up authenticator app' }))
    const secret = (await within(section).findByTestId('totp-secret')).textContent ?? ''
    expect(
      within(section).getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument()
    await userEvent.type(
      within(section).getByLabelText('Code from your authenticator app'),
      generateTOTP(base32ToBytes(secret), 30, 6),
    )
    const form = within(section).getByRole('button', { name: 'Confirm' }).closest('form') as HTMLElement
    await userEvent.type(within(form).getByLabelText('Your password'), TEST_ADMIN.password)
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }))
    const list = await within(section).findByTestId('recovery-codes')
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await userEvent.click(within(section).getByRole('button', { name: 'I saved these codes' }))
    expect(await within(section).findByText('Codes from your authenticator app are on.')).toBeInTheDocument()
    expect(within(section).getByTestId('recovery-left')).toHaveTextContent('10 of 10 recovery codes left.')
    expect(within(section).queryByTestId('recovery-codes')).toBeNull()
  })
})
