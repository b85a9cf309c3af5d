import { startRegistration } from '@simplewebauthn/browser'
import type { AdminClient, FactorAdded, TotpSetup } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { PasswordField } from '../../components/password-field'
import { TextField } from '../../components/text-field'
import { serviceMessage } from '../../lib/errors'
import { TWO_FACTOR_TEXTS } from '../login/two-factor-texts'
import { QrCode } from './qr-code'

/**
 * Adding a factor: a named passkey, or the authenticator app (QR code, the secret in text, and its
 * first code). From Account (a session) or during the setup the team requires (`attempt`).
 */

type Added = (answer: FactorAdded) => void

/** A step's busy flag and error: `run` does the work, showing what failed as `fallback` says. */
function useStep(fallback: string) {
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')
  async function run(work: () => Promise<void>) {
    setBusy(true)
    setError('')
    try {
      await work()
    } catch (caught) {
      setError(serviceMessage(caught, fallback))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, run }
}

/** How adding a factor proves it is you: the setup attempt, or from Account your password again. */
const proof = (attempt: string | undefined, password: string) =>
  attempt ? { attempt } : { current_password: password }

/**
 * An adding form's end: your password again, asked from Account only (a setup attempt has just
 * checked it), and the submit button.
 */
function AdderEnd({
  attempt,
  password,
  onPassword,
  busy,
  label,
}: {
  attempt: string | undefined
  password: string
  onPassword: (value: string) => void
  busy: boolean
  label: string
}) {
  return (
    <>
      {attempt ? null : (
        <PasswordField
          label={TWO_FACTOR_TEXTS.currentPassword}
          value={password}
          onChange={onPassword}
          autoComplete="current-password"
        />
      )}
      <Button type="submit" disabled={busy}>
        {label}
      </Button>
    </>
  )
}

export function PasskeyAdder({
  client,
  attempt,
  onAdded,
}: {
  client: AdminClient
  attempt?: string
  onAdded: Added
}) {
  const [name, setName] = React.useState('')
  const [password, setPassword] = React.useState('')
  const { busy, error, run } = useStep(TWO_FACTOR_TEXTS.passkeyCancelled)

  function add(event: React.FormEvent) {
    event.preventDefault()
    void run(async () => {
      const { options } = await client.passkeyRegistrationOptions(attempt ? { attempt } : {})
      const response = await startRegistration({ optionsJSON: options as never })
      onAdded(
        await client.registerPasskey({
          name: name.trim(),
          response: response as unknown as Record<string, unknown>,
          ...proof(attempt, password),
        }),
      )
      setName('')
      setPassword('')
    })
  }

  return (
    <form className="two-factor__form" onSubmit={add} aria-busy={busy}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <TextField
        label={TWO_FACTOR_TEXTS.passkeyName}
        placeholder={TWO_FACTOR_TEXTS.passkeyNamePlaceholder}
        value={name}
        onChange={setName}
        maxLength={60}
        required
      />
      <AdderEnd
        attempt={attempt}
        password={password}
        onPassword={setPassword}
        busy={busy}
        label={busy ? TWO_FACTOR_TEXTS.addingPasskey : TWO_FACTOR_TEXTS.addPasskey}
      />
    </form>
  )
}

export function TotpAdder({
  client,
  attempt,
  onAdded,
  label = TWO_FACTOR_TEXTS.setUpApp,
}: {
  client: AdminClient
  attempt?: string
  onAdded: Added
  /** The button that starts it (Account says "Set up authenticator app"). */
  label?: string
}) {
  const [setup, setSetup] = React.useState<TotpSetup | null>(null)
  const [code, setCode] = React.useState('')
  const [password, setPassword] = React.useState('')
  const { busy, error, run } = useStep(TWO_FACTOR_TEXTS.stepFailed)

  if (!setup) {
    return (
      <div className="two-factor__form">
        {error ? <Banner tone="error">{error}</Banner> : null}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(async () => setSetup(await client.startTotp(attempt ? { attempt } : {})))}
        >
          {label}
        </Button>
      </div>
    )
  }
  return (
    <form
      className="two-factor__form"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        void run(async () => onAdded(await client.confirmTotp({ code, ...proof(attempt, password) })))
      }}
    >
      {error ? <Banner tone="error">{error}</Banner> : null}
      <p className="muted">{TWO_FACTOR_TEXTS.appIntro}</p>
      <QrCode text={setup.uri} label="QR code for your authenticator app" />
      <p className="two-factor__secret">
        {TWO_FACTOR_TEXTS.secretLabel}: <code data-testid="totp-secret">{setup.secret}</code>
      </p>
      <TextField
        label={TWO_FACTOR_TEXTS.codeLabel}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <AdderEnd
        attempt={attempt}
        password={password}
        onPassword={setPassword}
        busy={busy}
        label={busy ? TWO_FACTOR_TEXTS.confirmingCode : TWO_FACTOR_TEXTS.confirmCode}
      />
    </form>
  )
}
