import { type AlertSettings, type AlertTargetsBody, AlertTargetsBodySchema } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { TextField } from '../../components/text-field'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import type { ActionResult } from '../../lib/route-data'
import { ALERT_TEXTS, EMAIL_SENDER_NAMES, webhookDetail } from './alert-texts'
import type { AlertsSave, SettingsIntent } from './settings-action'

const asJson = { method: 'post', encType: 'application/json' } as const

/** A save's body checked with the API's own schema: its first message, or the body as the API reads it. */
function checked(body: AlertTargetsBody): { error: string } | { body: AlertsSave } {
  const parsed = AlertTargetsBodySchema.safeParse(body)
  if (parsed.success) return { body: parsed.data }
  return { error: parsed.error.issues[0]?.message ?? ALERT_TEXTS.saveFailed }
}

/** A save of the alert targets, and what went wrong in the API's words (never its address). */
function useAlertsSave(onSaved: () => void) {
  const fetcher = useFetcher<ActionResult<AlertSettings>>()
  const busy = fetcher.state !== 'idle'
  const failed =
    !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.message || ALERT_TEXTS.saveFailed : ''
  useFetcherSettled(fetcher, (result) => {
    if (result.ok) onSaved()
  })
  const save = (body: AlertsSave) => {
    const intent: SettingsIntent = { intent: 'save-alerts', body }
    void fetcher.submit(intent, asJson)
  }
  return { busy, failed, save }
}

/** Who gets the alert emails: the list (each removable) and an address to add. */
export function RecipientsCard({ settings }: { settings: AlertSettings }) {
  const [draft, setDraft] = React.useState('')
  const [invalid, setInvalid] = React.useState('')
  const { busy, failed, save } = useAlertsSave(() => setDraft(''))
  const { recipients } = settings

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = checked({ recipients: [...recipients, draft] })
    setInvalid('error' in result ? result.error : '')
    if ('body' in result) save(result.body)
  }

  return (
    <li className="alert-channel">
      <div className="alert-channel__head">
        <h3 className="alert-channel__name">Email</h3>
      </div>
      {settings.email_setup ? (
        <div className="email-setup">
          <p className="email-setup__title">{ALERT_TEXTS.emailCannotSend}</p>
          <p>{settings.email_setup}</p>
        </div>
      ) : settings.email_sender ? (
        <p className="alert-channel__detail">{EMAIL_SENDER_NAMES[settings.email_sender]}</p>
      ) : null}
      {recipients.length === 0 ? (
        <p className="alert-channel__detail">{ALERT_TEXTS.noRecipients}</p>
      ) : (
        <ul className="recipients" aria-label="Recipients">
          {recipients.map((recipient) => (
            <li key={recipient} className="recipients__item">
              <span className="recipients__address">{recipient}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={`Remove ${recipient}`}
                onClick={() => save({ recipients: recipients.filter((entry) => entry !== recipient) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="admin-form" onSubmit={add} aria-busy={busy} noValidate>
        <TextField
          label="Add a recipient"
          type="email"
          autoComplete="off"
          placeholder="owner@studio.example"
          value={draft}
          onChange={setDraft}
          error={invalid || failed || undefined}
        />
        <Button type="submit" disabled={busy}>
          Add
        </Button>
      </form>
    </li>
  )
}

/** The webhook: where it posts (the host the API answers), an address to set or replace, and off. */
export function WebhookCard({ settings }: { settings: AlertSettings }) {
  const [draft, setDraft] = React.useState('')
  const [invalid, setInvalid] = React.useState('')
  const { busy, failed, save } = useAlertsSave(() => setDraft(''))
  const webhook = settings.channels.find((channel) => channel.channel === 'webhook')
  const host = webhook?.target ?? null

  function set(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = draft.trim() ? checked({ webhook_url: draft }) : { error: ALERT_TEXTS.webhookRequired }
    setInvalid('error' in result ? result.error : '')
    if ('body' in result) save(result.body)
  }

  return (
    <li className="alert-channel">
      <div className="alert-channel__head">
        <h3 className="alert-channel__name">Webhook</h3>
        {host ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => save({ webhook_url: null })}>
            Remove webhook
          </Button>
        ) : null}
      </div>
      <p className="alert-channel__detail">
        {host ? webhookDetail(host, Boolean(webhook?.signed)) : ALERT_TEXTS.noWebhook}
      </p>
      <form className="admin-form" onSubmit={set} aria-busy={busy} noValidate>
        <TextField
          label={host ? 'New webhook address' : 'Webhook address'}
          type="url"
          autoComplete="off"
          placeholder="https://hooks.slack.com/services/…"
          value={draft}
          onChange={setDraft}
          error={invalid || failed || undefined}
        />
        <Button type="submit" disabled={busy}>
          {host ? 'Replace webhook' : 'Save webhook'}
        </Button>
      </form>
    </li>
  )
}
