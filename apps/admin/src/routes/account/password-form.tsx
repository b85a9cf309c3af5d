import { ADMIN_PASSWORD_MIN } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { PasswordField } from '../../components/password-field'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, serviceMessage } from '../../lib/errors'

export const PASSWORD_TEXTS = {
  mismatch: 'The new passwords do not match.',
  failed: 'Could not change the password.',
  changed: 'Password changed. Your other sessions were signed out.',
} as const

/** Change password: the current one, then the new one twice; the API's policy texts are shown as they come. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const client = useAdminApi()
  const [current, setCurrent] = React.useState('')
  const [next, setNext] = React.useState('')
  const [confirm, setConfirm] = React.useState('')
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')
  const [done, setDone] = React.useState(false)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError('')
    setDone(false)
    if (next !== confirm) return setError(PASSWORD_TEXTS.mismatch)
    setBusy(true)
    try {
      await client.changePassword({ current_password: current, new_password: next })
      setCurrent('')
      setNext('')
      setConfirm('')
      setDone(true)
      onChanged()
    } catch (caught) {
      if (!isSessionExpired(caught)) setError(serviceMessage(caught, PASSWORD_TEXTS.failed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="admin-form admin-form--stacked" onSubmit={onSubmit} aria-busy={busy}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {done ? <Banner tone="success">{PASSWORD_TEXTS.changed}</Banner> : null}
      <PasswordField
        label="Current password"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <PasswordField
        label="New password"
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        placeholder={`Minimum ${ADMIN_PASSWORD_MIN} characters`}
        minLength={ADMIN_PASSWORD_MIN}
      />
      <PasswordField
        label="Confirm new password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        minLength={ADMIN_PASSWORD_MIN}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  )
}
