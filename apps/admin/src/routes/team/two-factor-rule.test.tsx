import { generateTOTP } from '@oslojs/otp'
import { type TeamSettings, type TotpSetup, TWO_FACTOR_MESSAGES } from '@studio/contracts'
import { base32ToBytes } from '@studio/contracts/bytes'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { callApi, startSignedIn, TEST_ADMIN } from '../../test-support/seed'

describe("the Team screen's two-factor rule", () => {
  it('refuses the rule to an admin without a second factor, and saves it once they have one', async () => {
    const api = await startSignedIn()
    api.server.config.twoFactorKey = 'k'.repeat(40)
    const { unmount } = renderApp('/admin/team', api)
    const rule = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in' })
    await waitFor(() => expect(rule).toBeEnabled())
    await userEvent.click(rule)
    expect(await screen.findByText(new RegExp(TWO_FACTOR_MESSAGES.ruleNeedsYourFactor))).toBeInTheDocument()
    expect(rule).not.toBeChecked()
    unmount()

    const setup = await callApi<TotpSetup>(api, 'POST', '/auth/two-factor/totp', {})
    await callApi(api, 'POST', '/auth/two-factor/totp/confirm', {
      code: generateTOTP(base32ToBytes(setup.secret), 30, 6),
      current_password: TEST_ADMIN.password,
    })
    renderApp('/admin/team', api)
    const again = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in' })
    await waitFor(() => expect(again).toBeEnabled())
    await userEvent.click(again)
    await waitFor(() => expect(again).toBeChecked())
    expect(await callApi<TeamSettings>(api, 'GET', '/sb-admin/settings/team')).toEqual({
      require_two_factor: true,
    })
  })
})
