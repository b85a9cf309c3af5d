import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { createMessages, startSignedIn } from '../../test-support/seed'
import type { TestApi } from '../../test-support/test-api'

type AlertChannel = TestApi['server']['deps']['alerts']['channels'][number]

/**
 * A webhook channel for the real outbox: the API's own webhook code is not exported to the panel,
 * so the test plays the receiver's side: it records each alert, or fails as a dead receiver would.
 */
function webhookChannel(answer: 'ok' | 'fail', received: string[] = []): AlertChannel {
  return {
    name: 'webhook',
    info: { channel: 'webhook', configured: true, target: 'hooks.example.test', signed: true },
    async send(alert) {
      if (answer === 'fail') throw new Error('Receiver answered 503')
      received.push(alert.enquiry.name)
    },
  }
}

const channelCard = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!

describe('settings screen', () => {
  it('says no channel is configured and offers no test alert then', async () => {
    renderApp('/admin/settings', await startSignedIn())
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Enquiry alerts' })).toBeInTheDocument()
    expect(within(channelCard('Webhook')).getByText('Not configured')).toBeInTheDocument()
    expect(within(channelCard('Email')).getByText('Not configured')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send test alert' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send test alert' })).toHaveAccessibleDescription(
      'Configure a channel to send a test alert.',
    )
    expect(screen.getByText('No alerts yet')).toBeInTheDocument()
    expect(screen.getByText('Archived messages are kept until someone deletes them.')).toBeInTheDocument()
  })

  it('is reached from the sidebar link Settings', async () => {
    const { router } = renderApp('/admin/projects', await startSignedIn())
    await userEvent.click(await screen.findByRole('link', { name: 'Settings' }))
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/settings')
  })

  it('shows where a configured webhook posts without its secret, and lists the last deliveries', async () => {
    const api = await startSignedIn()
    const received: string[] = []
    api.server.deps.alerts.channels.push(webhookChannel('ok', received))
    await createMessages(api, [{ name: 'Ada' }])
    await api.server.settled()
    renderApp('/admin/settings', api)
    await screen.findByRole('heading', { name: 'Enquiry alerts' })
    const card = channelCard('Webhook')
    expect(within(card).getByText('Configured')).toBeInTheDocument()
    expect(card).toHaveTextContent('Posts to hooks.example.test (signed with ENQUIRY_WEBHOOK_SECRET).')
    const deliveries = screen.getByRole('table', { name: 'Recent deliveries' })
    const [, row] = within(deliveries).getAllByRole('row')
    expect(within(row!).getByText('Sent')).toBeInTheDocument()
    expect(within(row!).getByRole('link', { name: /^Message #\d+$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/messages\?id=\d+$/),
    )
    expect(received).toEqual(['Ada'])
  })

  it('sends a test alert and shows each channel’s answer, then the new delivery', async () => {
    const api = await startSignedIn()
    const received: string[] = []
    api.server.deps.alerts.channels.push(webhookChannel('ok', received))
    renderApp('/admin/settings', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Send test alert' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Webhook: test alert sent.'))
    expect(received).toHaveLength(1)
    const deliveries = await screen.findByRole('table', { name: 'Recent deliveries' })
    expect(within(deliveries).getByText('Test alert or deleted message')).toBeInTheDocument()
  })

  it('shows why a test alert failed', async () => {
    const api = await startSignedIn()
    api.server.deps.alerts.channels.push(webhookChannel('fail'))
    renderApp('/admin/settings', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Send test alert' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Webhook: Receiver answered 503')
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Recent deliveries' })).getByText('Failed'),
      ).toBeInTheDocument(),
    )
  })
})
