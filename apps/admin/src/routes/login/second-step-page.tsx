import { startAuthentication } from '@simplewebauthn/browser'
import type { FactorAdded, SessionResponse } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { Link, type RouteObject, redirect, useNavigate } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { TextField } from '../../components/text-field'
import { useAdminApi } from '../../lib/api-context'
import { serviceMessage } from '../../lib/errors'
import { storeSession, takeRememberedPath } from '../../lib/session'
import { RecoveryCodesView } from '../account/recovery-codes'
import { PasskeyAdder, TotpAdder } from '../account/two-factor-setup'
import '../account/two-factor.css'
import { dropPendingStep, type PendingStep, readPendingStep } from './pending-step'
import { TWO_FACTOR_TEXTS } from './two-factor-texts'

/**
 * /admin/second-step: after a right password, the second factor (a passkey, an authenticator app
 * code or a recovery code), or, when the team requires one and the admin has none, its setup.
 * Without a pending step (a reload after it expired, a typed address) it goes back to login.
 */
export function secondStepRoute(): RouteObject {
  return {
    path: '/admin/second-step',
    loader: () => {
      const step = readPendingStep()
      if (!step || Date.parse(step.expires_at) <= Date.now()) {
        dropPendingStep()
        throw redirect('/admin/login')
      }
      return step
    },
    Component: SecondStepPage,
  }
}

function SecondStepPage() {
  const step = readPendingStep()
  const navigate = useNavigate()
  const [codes, setCodes] = React.useState<string[] | null>(null)
  if (!step) return null

  function finish(session: SessionResponse | FactorAdded) {
    if (!session.access_token) return
    storeSession(session.access_token, session.user?.email ?? step?.email ?? null)
    dropPendingStep()
    void navigate(takeRememberedPath(), { replace: true })
  }

  const footer = (
    <Link to="/admin/login" onClick={dropPendingStep}>
      {TWO_FACTOR_TEXTS.backToLogin}
    </Link>
  )
  if (step.setup) {
    return (
      <AuthCard title={TWO_FACTOR_TEXTS.setupTitle} footer={footer}>
        {codes ? null : <p className="muted">{TWO_FACTOR_TEXTS.setupIntro}</p>}
        <SetupStep step={step} codes={codes} onCodes={setCodes} onDone={finish} />
      </AuthCard>
    )
  }
  return (
    <AuthCard title={TWO_FACTOR_TEXTS.stepTitle} footer={footer}>
      <p className="muted">{TWO_FACTOR_TEXTS.stepIntro}</p>
      <VerifyStep step={step} onDone={finish} />
    </AuthCard>
  )
}

/** The team's required setup: the factor, then the recovery codes, then the session. */
function SetupStep({
  step,
  codes,
  onCodes,
  onDone,
}: {
  step: PendingStep
  codes: string[] | null
  onCodes: (codes: string[]) => void
  onDone: (session: FactorAdded) => void
}) {
  const client = useAdminApi()
  const [added, setAdded] = React.useState<FactorAdded | null>(null)
  if (added && codes) return <RecoveryCodesView codes={codes} onDone={() => onDone(added)} />
  const onAdded = (answer: FactorAdded) => {
    setAdded(answer)
    if (answer.recovery_codes) onCodes(answer.recovery_codes)
    else onDone(answer)
  }
  return (
    <div className="two-factor__choices">
      <PasskeyAdder client={client} attempt={step.token} onAdded={onAdded} />
      <p className="two-factor__or">{TWO_FACTOR_TEXTS.or}</p>
      <TotpAdder client={client} attempt={step.token} onAdded={onAdded} />
    </div>
  )
}

function VerifyStep({ step, onDone }: { step: PendingStep; onDone: (session: SessionResponse) => void }) {
  const client = useAdminApi()
  const hasCode = step.methods.includes('totp')
  const [kind, setKind] = React.useState<'totp' | 'recovery'>(hasCode ? 'totp' : 'recovery')
  const [code, setCode] = React.useState('')
  const [busy, setBusy] = React.useState<'passkey' | 'code' | null>(null)
  const [error, setError] = React.useState('')

  async function run(which: 'passkey' | 'code', work: () => Promise<SessionResponse>, fallback: string) {
    setBusy(which)
    setError('')
    try {
      onDone(await work())
    } catch (caught) {
      setError(serviceMessage(caught, fallback))
    } finally {
      setBusy(null)
    }
  }

  const signWithPasskey = () =>
    void run(
      'passkey',
      async () => {
        const { options } = await client.secondStepPasskeyOptions({ attempt: step.token })
        const response = await startAuthentication({ optionsJSON: options as never })
        return client.secondStep({
          attempt: step.token,
          method: 'passkey',
          response: response as unknown as Record<string, unknown>,
        })
      },
      TWO_FACTOR_TEXTS.passkeyCancelled,
    )

  const codeForm = step.methods.some((method) => method !== 'passkey')
  return (
    <div className="two-factor__choices">
      {error ? <Banner tone="error">{error}</Banner> : null}
      {step.methods.includes('passkey') ? (
        <Button onClick={signWithPasskey} disabled={busy !== null}>
          {busy === 'passkey' ? TWO_FACTOR_TEXTS.usingPasskey : TWO_FACTOR_TEXTS.usePasskey}
        </Button>
      ) : null}
      {step.methods.includes('passkey') && codeForm ? (
        <p className="two-factor__or">{TWO_FACTOR_TEXTS.or}</p>
      ) : null}
      {codeForm ? (
        <form
          className="two-factor__form"
          aria-busy={busy === 'code'}
          onSubmit={(event) => {
            event.preventDefault()
            void run(
              'code',
              () => client.secondStep({ attempt: step.token, method: kind, code }),
              TWO_FACTOR_TEXTS.stepFailed,
            )
          }}
        >
          <TextField
            key={kind}
            label={kind === 'totp' ? TWO_FACTOR_TEXTS.codeLabel : TWO_FACTOR_TEXTS.recoveryLabel}
            value={code}
            onChange={setCode}
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
            required
          />
          <Button type="submit" disabled={busy !== null}>
            {busy === 'code' ? TWO_FACTOR_TEXTS.verifying : TWO_FACTOR_TEXTS.verify}
          </Button>
          {hasCode && step.methods.includes('recovery') ? (
            <button
              type="button"
              className="two-factor__switch"
              onClick={() => {
                setKind(kind === 'totp' ? 'recovery' : 'totp')
                setCode('')
                setError('')
              }}
            >
              {kind === 'totp' ? TWO_FACTOR_TEXTS.useRecovery : TWO_FACTOR_TEXTS.useCode}
            </button>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
