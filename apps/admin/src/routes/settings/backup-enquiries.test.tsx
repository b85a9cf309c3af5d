import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { callApi, startSignedIn } from '../../test-support/seed'
import { adminPath, type TestApi } from '../../test-support/test-api'
import { BACKUP_SETTINGS_TEXTS } from './backup-enquiries'

const storedBackupSettings = (api: TestApi) =>
  callApi<{ enquiries: boolean }>(api, 'GET', adminPath('/settings/backups'))

describe('settings screen: enquiries in daily backups', () => {
  it('is off at first, saves when ticked, and a backup made now then holds the enquiries', async () => {
    const api = await startSignedIn()
    renderApp('/admin/settings', api)
    const box = await screen.findByRole('checkbox', { name: BACKUP_SETTINGS_TEXTS.enquiries })
    expect(box).not.toBeChecked()

    await userEvent.click(box)
    await waitFor(() => expect(box).toBeChecked())
    await waitFor(async () => expect(await storedBackupSettings(api)).toEqual({ enquiries: true }))

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }))
    expect(await screen.findByText(/^Backed up: /)).toBeInTheDocument()
    const made = api.sent.find(
      (request) => request.method === 'POST' && request.path.endsWith('/archive/backups'),
    )
    expect(made?.body).toEqual({ enquiries: true })
  })

  it('shows the saved choice when the screen opens again, and unticks it', async () => {
    const api = await startSignedIn()
    await callApi(api, 'PUT', adminPath('/settings/backups'), { enquiries: true })
    renderApp('/admin/settings', api)
    const box = await screen.findByRole('checkbox', { name: BACKUP_SETTINGS_TEXTS.enquiries })
    expect(box).toBeChecked()
    await userEvent.click(box)
    await waitFor(async () => expect(await storedBackupSettings(api)).toEqual({ enquiries: false }))
    await waitFor(() => expect(box).not.toBeChecked())
  })
})
