import { runScheduled } from '@studio/api/run-scheduled'
import { startWebhookReceiver } from '@studio/api/test-receivers'
import { CHANNEL_FAILURES_WARNED, STATUS_TEXTS } from '@studio/contracts/status'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { callApi, startSignedIn } from '../../test-support/seed'
import { adminPath, type TestApi } from '../../test-support/test-api'

async function refusingWebhook(api: TestApi) {
  const receiver = await startWebhookReceiver({ fallback: 410 })
  await callApi(api, 'PUT', adminPath('/settings/alerts'), { webhook_url: receiver.url })
  return receiver
}

/** Three test alerts the webhook refuses: three failed attempts in a row. */
async function failThreeTimes(api: TestApi) {
  for (let attempt = 0; attempt < CHANNEL_FAILURES_WARNED; attempt++) {
    await callApi(api, 'POST', adminPath('/settings/alerts/test'))
  }
}

const failingWebhook = STATUS_TEXTS.channelFailing('webhook', CHANNEL_FAILURES_WARNED, '410 Gone')

/** A signed-in API whose webhook has refused 3 test alerts in a row; the receiver closes after the test. */
async function withFailingWebhook(work: (api: TestApi) => Promise<void>) {
  const api = await startSignedIn()
  const receiver = await refusingWebhook(api)
  try {
    await failThreeTimes(api)
    await work(api)
  } finally {
    await receiver.close()
  }
}

const REFUSED = 'The archive store refuses writes.'

/**
 * One Cron run whose daily backup fails (the archive store refuses writes; its error line kept off
 * the console); answers the function that gives the store back.
 */
async function runWithRefusingArchive(api: TestApi): Promise<() => void> {
  const archive = api.server.deps.archiveStore
  api.server.deps.archiveStore = {
    ...archive,
    put: async () => {
      throw new Error(REFUSED)
    },
  }
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await runScheduled(api.server.deps)
  } finally {
    quiet.mockRestore()
  }
  return () => {
    api.server.deps.archiveStore = archive
  }
}

describe('status screen', () => {
  it('is reached from the sidebar link Status and shows every part', async () => {
    const { router } = renderApp('/admin/projects', await startSignedIn())
    await userEvent.click(await screen.findByRole('link', { name: 'Status' }))
    expect(await screen.findByRole('heading', { name: 'Status', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/status')
    await screen.findByRole('heading', { name: 'Jobs', level: 2 })
    for (const part of ['Jobs', 'Backups', 'Alert deliveries', 'Audience', 'System']) {
      expect(screen.getByRole('heading', { name: part, level: 2 })).toBeInTheDocument()
    }
    expect(screen.getByText(STATUS_TEXTS.noAlertTarget)).toBeInTheDocument()
    expect(screen.getByText('No alerts in the last 7 days')).toBeInTheDocument()
    expect(screen.getByText('No backup yet.')).toBeInTheDocument()
    // The product's version and the content's as a person reads it (not the edge cache's id).
    const system = screen.getByRole('heading', { name: 'System', level: 2 }).closest('section')!
    expect(within(system).getByText(/^\d+\.\d+\.\d+/)).toBeInTheDocument()
    expect(within(system).queryByText('Unknown')).toBeNull()
    expect(within(system).getByText(/^(Last changed|Nothing published yet\.)/)).toBeInTheDocument()
  })

  it('puts a failing webhook first and lists each delivery with the answer it got', async () => {
    await withFailingWebhook(async (api) => {
      renderApp('/admin/status', api)
      const warning = await screen.findByText(failingWebhook)
      expect(warning).toHaveAttribute('role', 'alert')
      expect(failingWebhook).toMatch(/^Your webhook has failed 3 times: last answer 410 Gone\./)
      const table = screen.getByRole('table', { name: 'Alert deliveries' })
      const rows = within(table).getAllByRole('row').slice(1)
      expect(rows).toHaveLength(3)
      for (const row of rows) {
        expect(within(row).getByText('Failed')).toBeInTheDocument()
        expect(within(row).getByText('Attempt 1: The webhook answered 410.')).toBeInTheDocument()
      }
      expect(await screen.findByRole('link', { name: 'Status, needs attention' })).toBeInTheDocument()
      // The webhook's address holds a secret in its path: it never shows.
      expect(document.body).not.toHaveTextContent('SECRET-PATH')
    })
  })

  it('shows each job, and a backup that failed with its reason', async () => {
    const api = await startSignedIn()
    await runWithRefusingArchive(api)
    renderApp('/admin/status', api)
    expect(await screen.findByText(STATUS_TEXTS.backupFailed(REFUSED))).toBeInTheDocument()
    const jobs = screen.getByRole('table', { name: 'Jobs' })
    const backup = within(jobs).getByText('Daily backup').closest('tr')!
    expect(within(backup).getByText('Failed')).toBeInTheDocument()
    expect(within(backup).getByText(REFUSED)).toBeInTheDocument()
    expect(within(backup).getByText('No run recorded')).toBeInTheDocument()
    const sessions = within(jobs).getByText('Expired sessions').closest('tr')!
    expect(within(sessions).getByText('0')).toBeInTheDocument()
  })
})

describe('the sidebar mark on Status', () => {
  it('stays off while nothing urgent is wrong', async () => {
    const api = await startSignedIn()
    renderApp('/admin/projects', api)
    await screen.findByRole('heading', { name: 'Projects' })
    await waitFor(() => expect(api.sent.some((call) => call.path.endsWith('/status/attention'))).toBe(true))
    expect(screen.getByRole('link', { name: 'Status' })).toBeInTheDocument()
  })

  it('marks Status on every screen once an alert channel has failed 3 times in a row', async () => {
    await withFailingWebhook(async (api) => {
      renderApp('/admin/projects', api)
      const link = await screen.findByRole('link', { name: 'Status, needs attention' })
      expect(link).toHaveAttribute('href', '/admin/status')
      expect(link.querySelector('.attention-dot')).toHaveAttribute('title', failingWebhook)
    })
  })

  it('marks Status when the last daily backup failed, and clears once a backup is made', async () => {
    const api = await startSignedIn()
    const giveBack = await runWithRefusingArchive(api)
    renderApp('/admin/status', api)
    expect(await screen.findByRole('link', { name: 'Status, needs attention' })).toBeInTheDocument()
    giveBack()
    await runScheduled(api.server.deps)
    // Coming back to the panel asks again.
    fireEvent.focus(window)
    expect(await screen.findByRole('link', { name: 'Status' })).toBeInTheDocument()
  })
})
