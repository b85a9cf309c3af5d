import { ADMIN_MESSAGES, API_MESSAGES, INVITE_MESSAGES } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { isSessionAlive, startSignedIn, TEST_ADMIN } from '../../test-support/seed'
import { bodyRowsOf } from '../../test-support/table-rows'
import { addColleague, createInvite } from '../../test-support/team-seed'
import { TEAM_TEXTS } from './team-page'

describe('team screen', () => {
  it('lists the admins with when they joined and last signed in, marking you', async () => {
    const api = await startSignedIn()
    localStorage.setItem('admin_email', TEST_ADMIN.email)
    await addColleague(api, 'colleague@example.com')
    renderApp('/admin/team', api)
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument()
    await screen.findByText('colleague@example.com')
    const [me, colleague] = bodyRowsOf('Admins')
    expect(me).toHaveTextContent(`${TEST_ADMIN.email}You`)
    expect(colleague).not.toHaveTextContent('You')
    expect(
      within(colleague!).getByRole('button', { name: 'Remove colleague@example.com' }),
    ).toBeInTheDocument()
    expect(within(me!).queryByText('Never')).not.toBeInTheDocument()
    // The colleague's signup made a session that no browser has used: they never signed in.
    expect(within(colleague!).getByText('Never')).toBeInTheDocument()
  })

  it('invites a colleague: shows the one-time link with Copy, and lists the pending invite', async () => {
    const api = await startSignedIn()
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    renderApp('/admin/team', api)
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@example.com')
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    const link = await screen.findByRole('textbox', { name: 'Invite link' })
    expect((link as HTMLInputElement).value).toMatch(/\/admin\/signup\?invite=[A-Za-z0-9_-]{43}&email=[^&]+$/)
    expect(screen.getByRole('status')).toHaveTextContent(
      'Invite created for new@example.com. Send them this link; it is shown only once',
    )
    // This server has no way to send email: the screen says so, in the API's words.
    expect(screen.getByText(INVITE_MESSAGES.notEmailed)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith((link as HTMLInputElement).value)
    expect(await screen.findByText(ADMIN_MESSAGES.copied)).toBeInTheDocument()
    await waitFor(() => expect(bodyRowsOf('Pending invites')[0]).toHaveTextContent('new@example.com'))
    expect(bodyRowsOf('Pending invites')[0]).toHaveTextContent(TEST_ADMIN.email)
  })

  it("shows the server's reason when an invite is refused", async () => {
    renderApp('/admin/team', await startSignedIn())
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), TEST_ADMIN.email)
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }))
    expect(await screen.findByText(API_MESSAGES.emailTaken)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument()
  })

  it('revokes a pending invite after confirming', async () => {
    const api = await startSignedIn()
    await createInvite(api, 'later@example.com')
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/team', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke invite for later@example.com' }))
    expect(confirm).toHaveBeenCalledWith(TEAM_TEXTS.confirmRevoke('later@example.com'))
    expect(await screen.findByText('No invites are waiting.')).toBeInTheDocument()
  })

  it('removes a colleague after confirming, which ends their session at once', async () => {
    const api = await startSignedIn()
    const theirs = await addColleague(api, 'colleague@example.com')
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/team', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Remove colleague@example.com' }))
    await waitFor(() => expect(screen.queryByText('colleague@example.com')).not.toBeInTheDocument())
    expect(await isSessionAlive(api, theirs)).toBe(false)
  })

  it('keeps the admin when the confirmation is cancelled', async () => {
    const api = await startSignedIn()
    await addColleague(api, 'colleague@example.com')
    vi.spyOn(window, 'confirm').mockReturnValue(false)
    renderApp('/admin/team', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Remove colleague@example.com' }))
    expect(api.sent.filter((request) => request.method === 'DELETE')).toHaveLength(0)
  })

  it('shows why the last admin cannot be removed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/team', await startSignedIn())
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${TEST_ADMIN.email}` }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${TEAM_TEXTS.removeFailed}: ${API_MESSAGES.lastAdmin}`,
    )
    expect(screen.getByText(TEST_ADMIN.email)).toBeInTheDocument()
  })

  it('removing yourself signs you out: the next call returns to login', async () => {
    const api = await startSignedIn()
    await addColleague(api, 'colleague@example.com')
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/team', api)
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${TEST_ADMIN.email}` }))
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })
})
