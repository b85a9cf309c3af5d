import { ADMIN_PASSWORD_MIN } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { PasswordField } from '../../components/password-field'
import { serviceMessage } from '../../lib/errors'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import { type ActionResult, errorOf } from '../../lib/route-data'
import type { AccountIntent } from './account-action'

export const PASSWORD_TEXTS = {
  mismatch: 'The new passwords do not match.',
  failed: 'Could not change the password.',
  changed: 'Password changed. Your other sessions were signed out.',
} as const

/**
 * Change password: the current one, then the new one twice, posted to the Account route's action
 * (the sessions list reloads after it); the API's policy texts are shown as they come.
 */
export function PasswordForm() {
  const fetcher = useFetcher<ActionResult>()
  const [current, setCurrent] = React.useState('')
  const [next, setNext] = React.useState('')
  const [confirm, setConfirm] = React.useState('')
  const [mismatch, setMismatch] = React.useState(false)
  const busy = fetcher.state !== 'idle'
  const answered = busy || mismatch ? undefined : fetcher.data
  const error = mismatch
    ? PASSWORD_TEXTS.mismatch
    : answered && !answered.ok
      ? serviceMessage(errorOf(answered), PASSWORD_TEXTS.failed)
      : ''

  useFetcherSettled(fetcher, (result) => {
    if (!result.ok) return
    setCurrent('')
    setNext('')
    setConfirm('')
  })

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setMismatch(next !== confirm)
    if (next !== confirm) return
    const intent: AccountIntent = {
      intent: 'password',
      body: { current_password: current, new_password: next },
    }
    void fetcher.submit(intent, { method: 'post', encType: 'application/json' })
  }

  return (
    <form className="admin-form admin-form--stacked" onSubmit={onSubmit} aria-busy={busy}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {answered?.ok ? <Banner tone="success">{PASSWORD_TEXTS.changed}</Banner> : null}
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
