import { startAuthentication } from '@simplewebauthn/browser'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { useAdminApi } from '../../lib/api-context'
import { serviceMessage } from '../../lib/errors'
import { storeSession, takeRememberedPath } from '../../lib/session'
import { TWO_FACTOR_TEXTS } from './two-factor-texts'

export const PASSKEY_SIGN_IN_TEXTS = {
  button: 'Sign in with a passkey',
  busy: 'Waiting for passkey…',
} as const

/**
 * A passkey alone (docs/decisions/0028), under the spec's login form, which stays as it is: a
 * discoverable passkey with user verification signs in without the password.
 */
export function PasskeySignIn() {
  const client = useAdminApi()
  const navigate = useNavigate()
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')

  async function signIn() {
    setBusy(true)
    setError('')
    try {
      const { attempt, options } = await client.passkeySignInOptions()
      const response = await startAuthentication({ optionsJSON: options as never })
      const session = await client.passkeySignIn({
        attempt: attempt ?? '',
        response: response as unknown as Record<string, unknown>,
      })
      if (!session.access_token) return
      storeSession(session.access_token, session.user.email)
      void navigate(takeRememberedPath(), { replace: true })
    } catch (caught) {
      setError(serviceMessage(caught, TWO_FACTOR_TEXTS.passkeyCancelled))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="two-factor__choices">
      {error ? <Banner tone="error">{error}</Banner> : null}
      <Button variant="secondary" disabled={busy} onClick={() => void signIn()}>
        {busy ? PASSKEY_SIGN_IN_TEXTS.busy : PASSKEY_SIGN_IN_TEXTS.button}
      </Button>
    </div>
  )
}
