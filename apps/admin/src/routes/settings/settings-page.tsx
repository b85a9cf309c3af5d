import type { AdminClient, AlertSettings, TestAlertResult } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { type RouteObject, useFetcher, useLoaderData } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { type ActionResult, answer, deferred } from '../../lib/route-data'
import { CHANNEL_NAMES, channelDetail, retentionText } from './alert-texts'
import { DeliveriesTable } from './deliveries-table'
import './settings.css'

/** /admin/settings: how enquiry alerts are set up, what they last did, and a test alert. */
export function settingsRoute(client: AdminClient): RouteObject {
  return {
    path: 'settings',
    loader: () => ({ settings: deferred(client.alertSettings()) }),
    // Its only write: one sample alert through every configured channel (the deliveries reload).
    action: ({ request }) => answer(request, 'test-alert', () => client.sendTestAlert()),
    Component: SettingsPage,
  }
}

function SettingsPage() {
  const { settings } = useLoaderData() as { settings: Promise<AlertSettings> }
  return (
    <>
      <PageHeader title="Settings" subtitle="How the studio hears about new enquiries." />
      <Deferred
        value={settings}
        fallback={
          <p className="muted" role="status">
            Loading…
          </p>
        }
      >
        {(loaded) => <AlertSettingsView settings={loaded} />}
      </Deferred>
    </>
  )
}

function AlertSettingsView({ settings }: { settings: AlertSettings }) {
  const configured = settings.channels.some((channel) => channel.configured)
  return (
    <>
      <section className="settings-section" aria-labelledby="alerts-heading">
        <h2 id="alerts-heading" className="settings-section__title">
          Enquiry alerts
        </h2>
        <p className="settings-section__intro">
          Each new enquiry is stored first, then announced on every configured channel; failed alerts are
          retried. Channels are set on the API; secrets are never shown here.
        </p>
        <ul className="alert-channels">
          {settings.channels.map((channel) => (
            <li key={channel.channel} className="alert-channel">
              <div className="alert-channel__head">
                <h3 className="alert-channel__name">{CHANNEL_NAMES[channel.channel]}</h3>
                {channel.configured ? <Chip tone="success">Configured</Chip> : <Chip>Not configured</Chip>}
              </div>
              <p className="alert-channel__detail">{channelDetail(channel)}</p>
            </li>
          ))}
        </ul>
        <TestAlert configured={configured} />
        <p className="settings-section__note">{retentionText(settings.retention_days)}</p>
      </section>
      <section className="settings-section" aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading" className="settings-section__title">
          Recent deliveries
        </h2>
        <DeliveriesTable deliveries={settings.deliveries} />
      </section>
    </>
  )
}

/** 'Send test alert': one sample alert through every configured channel, and what each answered. */
function TestAlert({ configured }: { configured: boolean }) {
  const fetcher = useFetcher<ActionResult<TestAlertResult>>()
  const sending = fetcher.state !== 'idle'
  const result = sending || !fetcher.data ? null : outcome(fetcher.data)

  return (
    <div className="test-alert">
      <Button
        onClick={() => void fetcher.submit(null, { method: 'post' })}
        disabled={!configured || sending}
        aria-describedby={configured ? undefined : 'test-alert-hint'}
      >
        {sending ? 'Sending…' : 'Send test alert'}
      </Button>
      {configured ? null : (
        <p id="test-alert-hint" className="test-alert__hint">
          Configure a channel to send a test alert.
        </p>
      )}
      {result ? (
        <Banner tone={result.tone} className="test-alert__result">
          {result.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Banner>
      ) : null}
    </div>
  )
}

function outcome(answered: ActionResult<TestAlertResult>): { tone: 'success' | 'error'; lines: string[] } {
  if (!answered.ok) return { tone: 'error', lines: [answered.detail || 'The test alert could not be sent.'] }
  return describe(answered.result)
}

function describe({ results }: TestAlertResult): { tone: 'success' | 'error'; lines: string[] } {
  if (results.length === 0) return { tone: 'error', lines: ['No channel is configured: nothing was sent.'] }
  const lines = results.map(({ channel, ok, error }) =>
    ok ? `${CHANNEL_NAMES[channel]}: test alert sent.` : `${CHANNEL_NAMES[channel]}: ${error ?? 'failed'}`,
  )
  return { tone: results.every((entry) => entry.ok) ? 'success' : 'error', lines }
}
