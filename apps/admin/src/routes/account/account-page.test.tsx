import { API_MESSAGES } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { isSessionAlive, startSignedIn, TEST_ADMIN } from '../../test-support/seed'
import { bodyRowsOf } from '../../test-support/table-rows'
import { signInElsewhere } from '../../test-support/team-seed'
import { SESSION_TEXTS } from './account-page'
import { PASSWORD_TEXTS } from './password-form'

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'

async function changePassword(current: string, next: string, confirm = next) {
  await userEvent.type(await screen.findByLabelText('Current password'), current)
  await userEvent.type(screen.getByLabelText('New password'), next)
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm)
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
}

const sessionRows = () => bodyRowsOf('Your sessions')

describe('account screen', () => {
  it('changes the password with a success banner, and ends the other sessions', async () => {
    const api = await startSignedIn()
    const other = await signInElsewhere(api, TEST_ADMIN.email, TEST_ADMIN.password, FIREFOX)
    renderApp('/admin/account', api)
    await changePassword(TEST_ADMIN.password, 'a brand new long passphrase')
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_TEXTS.changed)
    expect(await isSessionAlive(api, other)).toBe(false)
    expect(await isSessionAlive(api, api.token!)).toBe(true)
    expect(screen.getByLabelText('Current password')).toHaveValue('')
    await waitFor(() => expect(sessionRows()).toHaveLength(1))
  })

  it('checks that the new password was typed the same twice before asking the server', async () => {
    const api = await startSignedIn()
    renderApp('/admin/account', api)
    await changePassword(TEST_ADMIN.password, 'a brand new long passphrase', 'something else entirely')
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_TEXTS.mismatch)
    expect(api.sent.some((request) => request.path === '/auth/password')).toBe(false)
  })

  it("shows the server's words for a wrong current password and for a weak new one", async () => {
    renderApp('/admin/account', await startSignedIn())
    await changePassword('not my password', 'a brand new long passphrase')
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.currentPasswordWrong)
    await userEvent.clear(screen.getByLabelText('Current password'))
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.clear(screen.getByLabelText('Confirm new password'))
    await changePassword(TEST_ADMIN.password, 'password')
    expect(await screen.findByText(API_MESSAGES.weakPassword)).toHaveAttribute('role', 'alert')
  })

  it('lists your sessions with their browser, marking this device, and ends one', async () => {
    const api = await startSignedIn()
    const other = await signInElsewhere(api, TEST_ADMIN.email, TEST_ADMIN.password, FIREFOX)
    renderApp('/admin/account', api)
    await screen.findByText('Firefox on Windows')
    expect(sessionRows()).toHaveLength(2)
    const current = sessionRows().find((row) => within(row).queryByText('This device'))
    expect(current).toBeDefined()
    expect(within(current!).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Sign out Firefox on Windows/ }))
    expect(await screen.findByText(SESSION_TEXTS.endedOne)).toBeInTheDocument()
    expect(await isSessionAlive(api, other)).toBe(false)
    await waitFor(() => expect(sessionRows()).toHaveLength(1))
  })

  it("signs out everywhere else, keeping this device's session", async () => {
    const api = await startSignedIn()
    const others = [
      await signInElsewhere(api, TEST_ADMIN.email, TEST_ADMIN.password, FIREFOX),
      await signInElsewhere(api, TEST_ADMIN.email, TEST_ADMIN.password, 'curl/8.0'),
    ]
    renderApp('/admin/account', api)
    await screen.findByText('Firefox on Windows')
    await userEvent.click(screen.getByRole('button', { name: SESSION_TEXTS.endOthers }))
    expect(await screen.findByText(SESSION_TEXTS.ended(2))).toBeInTheDocument()
    for (const token of others) expect(await isSessionAlive(api, token)).toBe(false)
    expect(await isSessionAlive(api, api.token!)).toBe(true)
    await waitFor(() => expect(screen.getByRole('button', { name: SESSION_TEXTS.endOthers })).toBeDisabled())
  })
})
