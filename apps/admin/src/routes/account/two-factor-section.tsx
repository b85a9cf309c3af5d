import type { FactorAdded, TwoFactorStatus } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { AdminSection } from '../../components/admin-section'
import { DateText } from '../../components/date-text'
import { useAdminApi } from '../../lib/api-context'
import { serviceMessage } from '../../lib/errors'
import { ACCOUNT_TWO_FACTOR_TEXTS as TEXTS } from '../login/two-factor-texts'
import { RecoveryCodesView } from './recovery-codes'
import { PasskeyAdder, TotpAdder } from './two-factor-setup'
import './two-factor.css'

/**
 * Account's two-factor section (docs/decisions/0028): your passkeys (named, with their last use),
 * the authenticator app, and how many recovery codes are left. New codes are shown once.
 */
export function TwoFactorSection() {
  const client = useAdminApi()
  const [status, setStatus] = React.useState<TwoFactorStatus | null>(null)
  const [codes, setCodes] = React.useState<string[] | null>(null)
  const [error, setError] = React.useState('')

  const load = React.useCallback(
    () =>
      client
        .twoFactorStatus()
        .then(setStatus)
        .catch((caught: unknown) => setError(serviceMessage(caught, TEXTS.failed))),
    [client],
  )
  React.useEffect(() => {
    void load()
  }, [load])

  async function act(work: () => Promise<unknown>, question?: string) {
    if (question && !window.confirm(question)) return
    setError('')
    try {
      await work()
    } catch (caught) {
      setError(`${TEXTS.failed}: ${serviceMessage(caught, 'no answer from the API.')}`)
    }
    await load()
  }
  const onAdded = (answer: FactorAdded) => {
    if (answer.recovery_codes) setCodes(answer.recovery_codes)
    void load()
  }

  return (
    <AdminSection title={TEXTS.title} intro={TEXTS.intro}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {status?.required ? <p className="muted">{TEXTS.required}</p> : null}
      {codes ? <RecoveryCodesView codes={codes} onDone={() => setCodes(null)} /> : null}
      <div className="two-factor__group">
        <h3>{TEXTS.passkeys}</h3>
        {status && status.passkeys.length === 0 ? <p className="muted">{TEXTS.noPasskeys}</p> : null}
        <ul className="two-factor__list" aria-label={TEXTS.passkeys}>
          {status?.passkeys.map((key) => (
            <li key={key.id} className="two-factor__item">
              <span>
                <strong>{key.name}</strong>{' '}
                <span className="muted">
                  {TEXTS.added} <DateText value={key.created_at} /> · {TEXTS.lastUsed}{' '}
                  {key.last_used_at ? <DateText value={key.last_used_at} withTime /> : TEXTS.never}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${TEXTS.remove} ${key.name}`}
                onClick={() => void act(() => client.removePasskey(key.id), TEXTS.removeConfirm(key.name))}
              >
                {TEXTS.remove}
              </Button>
            </li>
          ))}
        </ul>
        <PasskeyAdder client={client} onAdded={onAdded} />
      </div>
      <div className="two-factor__group">
        <h3>{TEXTS.app}</h3>
        {status?.totp ? (
          <div className="two-factor__item">
            <span>{TEXTS.appOn}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void act(() => client.removeTotp(), TEXTS.removeAppConfirm)}
            >
              {TEXTS.removeApp}
            </Button>
          </div>
        ) : (
          <>
            <p className="muted">{TEXTS.appOff}</p>
            <TotpAdder client={client} onAdded={onAdded} label={TEXTS.setUpApp} />
          </>
        )}
      </div>
      {status && (status.totp || status.passkeys.length > 0) ? (
        <div className="two-factor__group">
          <h3>{TEXTS.recovery}</h3>
          <div className="two-factor__item">
            <span data-testid="recovery-left">{TEXTS.codesLeft(status.recovery_codes_left)}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void act(async () => setCodes((await client.newRecoveryCodes()).codes), TEXTS.newCodesConfirm)
              }
            >
              {TEXTS.newCodes}
            </Button>
          </div>
        </div>
      ) : null}
    </AdminSection>
  )
}
