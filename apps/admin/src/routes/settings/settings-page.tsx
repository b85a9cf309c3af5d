import type { AlertSettings, TestAlertResult } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import * as React from 'react'
import { ErrorCard } from '../../components/list-states'
import { PageHeader } from '../../components/page-header'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { CHANNEL_NAMES, channelDetail, retentionText } from './alert-texts'
import { DeliveriesTable } from './deliveries-table'
import { useAlertSettings } from './use-alert-settings'
import './settings.css'

/** /admin/settings: how enquiry alerts are set up, what they last did, and a test button (issue 13). */
export function SettingsPage() {
  const { state, reload } = useAlertSettings()
  return (
    <>
      <PageHeader title="Settings" subtitle="How the studio hears about new enquiries." />
      {state.status === 'error' ? (
        <ErrorCard message={state.error} onRetry={() => void reload()} />
      ) : state.status === 'loading' ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : (
        <AlertSettingsView settings={state.settings} onTested={reload} />
      )}
    </>
  )
}

function AlertSettingsView({
  settings,
  onTested,
}: {
  settings: AlertSettings
  onTested: () => Promise<void>
}) {
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
        <TestAlert configured={configured} onTested={onTested} />
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
function TestAlert({ configured, onTested }: { configured: boolean; onTested: () => Promise<void> }) {
  const client = useAdminApi()
  const [sending, setSending] = React.useState(false)
  const [result, setResult] = React.useState<{ tone: 'success' | 'error'; lines: string[] } | null>(null)

  async function send() {
    setSending(true)
    setResult(null)
    try {
      setResult(describe(await client.sendTestAlert()))
      await onTested()
    } catch (error) {
      if (!isSessionExpired(error)) {
        setResult({ tone: 'error', lines: [messageOf(error, 'The test alert could not be sent.')] })
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="test-alert">
      <Button
        onClick={() => void send()}
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

function describe({ results }: TestAlertResult): { tone: 'success' | 'error'; lines: string[] } {
  if (results.length === 0) return { tone: 'error', lines: ['No channel is configured: nothing was sent.'] }
  const lines = results.map(({ channel, ok, error }) =>
    ok ? `${CHANNEL_NAMES[channel]}: test alert sent.` : `${CHANNEL_NAMES[channel]}: ${error ?? 'failed'}`,
  )
  return { tone: results.every((entry) => entry.ok) ? 'success' : 'error', lines }
}
