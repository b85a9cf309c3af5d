import { startWebhookReceiver } from '@studio/api/test-receivers'
import { ALERT_SETTINGS_MESSAGES, type AlertSettings, EMAIL_SETUP_TEXTS } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { callApi, createMessages, startSignedIn } from '../../test-support/seed'
import { adminPath, type TestApi } from '../../test-support/test-api'

const storedAlerts = (api: TestApi) => callApi<AlertSettings>(api, 'GET', adminPath('/settings/alerts'))

const channelCard = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!

async function addRecipient(address: string) {
  const field = await screen.findByRole('textbox', { name: 'Add a recipient' })
  await userEvent.clear(field)
  await userEvent.type(field, address)
  await userEvent.click(within(channelCard('Email')).getByRole('button', { name: 'Add' }))
}

async function setWebhook(url: string, button = 'Save webhook') {
  const card = channelCard('Webhook')
  await userEvent.type(within(card).getByRole('textbox'), url)
  await userEvent.click(within(card).getByRole('button', { name: button }))
}

describe('settings screen: enquiry alerts', () => {
  it('says exactly what to set for email, and offers no test alert before a target is set', async () => {
    renderApp('/admin/settings', await startSignedIn())
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Enquiry alerts' })).toBeInTheDocument()
    const email = channelCard('Email')
    expect(within(email).getByText(EMAIL_SETUP_TEXTS.smtp)).toBeInTheDocument()
    expect(within(email).getByText('No one gets alert emails yet.')).toBeInTheDocument()
    expect(
      within(channelCard('Webhook')).getByText('No webhook: alerts are not posted to a chat.'),
    ).toBeInTheDocument()
    const test = screen.getByRole('button', { name: 'Send a test alert' })
    expect(test).toBeDisabled()
    expect(test).toHaveAccessibleDescription('Add a recipient or a webhook to send a test alert.')
    expect(screen.getByText('No alerts yet')).toBeInTheDocument()
    expect(screen.getByText('Archived messages are kept until someone deletes them.')).toBeInTheDocument()
  })

  it('is reached from the sidebar link Settings', async () => {
    const { router } = renderApp('/admin/projects', await startSignedIn())
    await userEvent.click(await screen.findByRole('link', { name: 'Settings' }))
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/settings')
  })

  it("adds and removes recipients, refusing a bad or repeated address with the contract's words", async () => {
    const api = await startSignedIn()
    renderApp('/admin/settings', api)
    await addRecipient('not an address')
    expect(await screen.findByText(ALERT_SETTINGS_MESSAGES.recipient)).toBeInTheDocument()
    expect((await storedAlerts(api)).recipients).toEqual([])

    await addRecipient(' Owner@Studio.example ')
    const list = await screen.findByRole('list', { name: 'Recipients' })
    expect(within(list).getByText('owner@studio.example')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add a recipient' })).toHaveValue(''))
    await addRecipient('owner@studio.example')
    expect(await screen.findByText(ALERT_SETTINGS_MESSAGES.recipientRepeated)).toBeInTheDocument()
    await addRecipient('partner@studio.example')
    await screen.findByText('partner@studio.example')
    expect((await storedAlerts(api)).recipients).toEqual(['owner@studio.example', 'partner@studio.example'])

    await userEvent.click(screen.getByRole('button', { name: 'Remove owner@studio.example' }))
    await waitFor(() => expect(screen.queryByText('owner@studio.example')).toBeNull())
    expect((await storedAlerts(api)).recipients).toEqual(['partner@studio.example'])
  })

  it('answers a test alert to a recipient this server cannot email with what to set', async () => {
    const api = await startSignedIn()
    renderApp('/admin/settings', api)
    await addRecipient('owner@studio.example')
    const test = screen.getByRole('button', { name: 'Send a test alert' })
    await waitFor(() => expect(test).toBeEnabled())
    await userEvent.click(test)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Email to owner@studio.example: ${EMAIL_SETUP_TEXTS.smtp}`,
    )
  })

  it('saves a webhook showing only its host; a test alert and a contact post both reach it', async () => {
    const api = await startSignedIn()
    const receiver = await startWebhookReceiver()
    try {
      renderApp('/admin/settings', api)
      await screen.findByRole('heading', { name: 'Enquiry alerts' })
      await setWebhook(receiver.url)
      const host = new URL(receiver.url).host
      expect(await screen.findByText(`Posts to ${host} (not signed).`)).toBeInTheDocument()
      // The address's path holds a chat service's secret: the screen never shows it.
      expect(document.body).not.toHaveTextContent('SECRET-PATH')

      await userEvent.click(screen.getByRole('button', { name: 'Send a test alert' }))
      expect(await screen.findByRole('status')).toHaveTextContent(`Webhook to ${host}: sent.`)
      expect(receiver.requests).toHaveLength(1)

      await createMessages(api, [{ name: 'Ada Lovelace' }])
      await api.server.settled()
      expect(receiver.requests).toHaveLength(2)
      expect(receiver.requests[1]!.body).toContain('Ada Lovelace')
    } finally {
      await receiver.close()
    }
  })

  it("shows a webhook's refusal in its words, and replaces then removes the webhook", async () => {
    const api = await startSignedIn()
    const refusing = await startWebhookReceiver({ fallback: 503 })
    const working = await startWebhookReceiver()
    try {
      renderApp('/admin/settings', api)
      await screen.findByRole('heading', { name: 'Enquiry alerts' })
      await setWebhook(refusing.url)
      await screen.findByText(`Posts to ${new URL(refusing.url).host} (not signed).`)
      await userEvent.click(screen.getByRole('button', { name: 'Send a test alert' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Webhook to ${new URL(refusing.url).host}: The webhook answered 503.`,
      )

      await setWebhook(working.url, 'Replace webhook')
      await screen.findByText(`Posts to ${new URL(working.url).host} (not signed).`)
      await userEvent.click(screen.getByRole('button', { name: 'Remove webhook' }))
      expect(await screen.findByText('No webhook: alerts are not posted to a chat.')).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Send a test alert' })).toBeDisabled()
      const stored = await storedAlerts(api)
      expect(stored.channels.find((channel) => channel.channel === 'webhook')?.target).toBeNull()
    } finally {
      await refusing.close()
      await working.close()
    }
  })

  it("refuses a webhook address in the contract's or the API's words, storing nothing", async () => {
    const api = await startSignedIn()
    renderApp('/admin/settings', api)
    await screen.findByRole('heading', { name: 'Enquiry alerts' })
    await setWebhook('hooks.example.com/abc')
    expect(await screen.findByText(ALERT_SETTINGS_MESSAGES.webhookUrl)).toBeInTheDocument()
    await userEvent.clear(within(channelCard('Webhook')).getByRole('textbox'))
    await setWebhook('https://user:secret@hooks.example.com/abc')
    expect(await screen.findByText(ALERT_SETTINGS_MESSAGES.webhookCredentials)).toBeInTheDocument()
    const stored = await storedAlerts(api)
    expect(stored.channels.find((channel) => channel.channel === 'webhook')?.target).toBeNull()
  })
})
