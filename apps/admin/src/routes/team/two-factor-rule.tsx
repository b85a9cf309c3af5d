import type { TeamSettings } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import * as React from 'react'
import { AdminSection } from '../../components/admin-section'
import { useAdminApi } from '../../lib/api-context'
import { serviceMessage } from '../../lib/errors'

export const TEAM_TWO_FACTOR_TEXTS = {
  title: 'Sign-in rule',
  intro:
    'When on, every admin signs in with a passkey or an authenticator app code after the password. An admin without one sets it up at their next sign-in.',
  rule: 'Require two-factor sign-in',
  failed: 'Could not change the rule',
  twoFactor: 'Two-factor',
  on: 'On',
  off: 'Off',
  reset: 'Reset two-factor',
  confirmReset: (email: string) =>
    `Reset two-factor sign-in for ${email}? Their passkeys, app and recovery codes are removed and their sessions end.`,
  resetFailed: 'Could not reset two-factor sign-in',
} as const

/** The team's rule "Require two-factor sign-in" (docs/decisions/0028), saved as it is switched. */
export function TwoFactorRule() {
  const client = useAdminApi()
  const [settings, setSettings] = React.useState<TeamSettings | null>(null)
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')
  React.useEffect(() => {
    client
      .getTeamSettings()
      .then(setSettings)
      .catch(() => setSettings(null))
  }, [client])

  async function change(next: boolean) {
    setBusy(true)
    setError('')
    try {
      setSettings(await client.saveTeamSettings({ require_two_factor: next }))
    } catch (caught) {
      setError(`${TEAM_TWO_FACTOR_TEXTS.failed}: ${serviceMessage(caught, 'no answer from the API.')}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminSection title={TEAM_TWO_FACTOR_TEXTS.title} intro={TEAM_TWO_FACTOR_TEXTS.intro}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <label className="team-rule">
        <input
          type="checkbox"
          checked={settings?.require_two_factor ?? false}
          disabled={busy || settings === null}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        {TEAM_TWO_FACTOR_TEXTS.rule}
      </label>
    </AdminSection>
  )
}
