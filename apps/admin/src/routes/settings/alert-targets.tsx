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

/** A card's address field: what is typed, the save that clears it, and why it could not be saved. */
function useAddressDraft() {
  const [draft, setDraft] = React.useState('')
  const [invalid, setInvalid] = React.useState('')
  const { busy, failed, save } = useAlertsSave(() => setDraft(''))
  /** Saves the checked body, or shows the check's message on the field. */
  const submit = (result: { error: string } | { body: AlertsSave }) => {
    setInvalid('error' in result ? result.error : '')
    if ('body' in result) save(result.body)
  }
  return { draft, setDraft, busy, save, submit, error: invalid || failed || undefined }
}

interface AddressFormProps {
  address: ReturnType<typeof useAddressDraft>
  /** The typed address as a checked save (its body, or why it cannot be saved). */
  check: (draft: string) => { error: string } | { body: AlertsSave }
  label: string
  type: 'email' | 'url'
  placeholder: string
  submitLabel: string
}

/** A card's form: one address to add or set, saved when it passes the API's own check. */
function AddressForm({ address, check, label, type, placeholder, submitLabel }: AddressFormProps) {
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    address.submit(check(address.draft))
  }
  return (
    <form className="admin-form" onSubmit={onSubmit} aria-busy={address.busy} noValidate>
      <TextField
        label={label}
        type={type}
        autoComplete="off"
        placeholder={placeholder}
        value={address.draft}
        onChange={address.setDraft}
        error={address.error}
      />
      <Button type="submit" disabled={address.busy}>
        {submitLabel}
      </Button>
    </form>
  )
}

/** One alert channel's card: its name, an action beside it, then what it holds. */
function ChannelCard({
  name,
  action,
  children,
}: {
  name: string
  action?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <li className="alert-channel">
      <div className="cluster cluster--tight alert-channel__head">
        <h3 className="alert-channel__name">{name}</h3>
        {action}
      </div>
      {children}
    </li>
  )
}

/** Who gets the alert emails: the list (each removable) and an address to add. */
export function RecipientsCard({ settings }: { settings: AlertSettings }) {
  const address = useAddressDraft()
  const { busy, save } = address
  const { recipients } = settings

  return (
    <ChannelCard name="Email">
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
      <AddressForm
        address={address}
        check={(draft) => checked({ recipients: [...recipients, draft] })}
        label="Add a recipient"
        type="email"
        placeholder="owner@studio.example"
        submitLabel="Add"
      />
    </ChannelCard>
  )
}

/** The webhook: where it posts (the host the API answers), an address to set or replace, and off. */
export function WebhookCard({ settings }: { settings: AlertSettings }) {
  const address = useAddressDraft()
  const webhook = settings.channels.find((channel) => channel.channel === 'webhook')
  const host = webhook?.target ?? null

  return (
    <ChannelCard
      name="Webhook"
      action={
        host ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={address.busy}
            onClick={() => address.save({ webhook_url: null })}
          >
            Remove webhook
          </Button>
        ) : null
      }
    >
      <p className="alert-channel__detail">
        {host ? webhookDetail(host, Boolean(webhook?.signed)) : ALERT_TEXTS.noWebhook}
      </p>
      <AddressForm
        address={address}
        check={(draft) =>
          draft.trim() ? checked({ webhook_url: draft }) : { error: ALERT_TEXTS.webhookRequired }
        }
        label={host ? 'New webhook address' : 'Webhook address'}
        type="url"
        placeholder="https://hooks.slack.com/services/…"
        submitLabel={host ? 'Replace webhook' : 'Save webhook'}
      />
    </ChannelCard>
  )
}
