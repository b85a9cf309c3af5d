import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import type { useFetcher } from 'react-router'
import type { AuthAnswer } from '../routes/login/auth-actions'
import { PasswordField } from './password-field'
import './credentials-form.css'

interface CredentialsFormProps {
  submitLabel: string
  busyLabel: string
  /** Posts to the screen's action (login or signup), which answers an AuthAnswer or leaves. */
  fetcher: ReturnType<typeof useFetcher<AuthAnswer>>
  /** Sent with the credentials (an invite's token). */
  extra?: Record<string, string>
  passwordAutoComplete: 'current-password' | 'new-password'
  passwordPlaceholder?: string
  passwordMinLength?: number
  /** A success banner; while set, the form cannot be sent again. */
  success?: string
  /** An email known in advance (an invite link's), shown read-only. */
  fixedEmail?: string
}

/** Email and password with a show/hide toggle, a busy submit button and an error banner (login, signup). */
export function CredentialsForm(props: CredentialsFormProps) {
  const emailId = React.useId()
  const [email, setEmail] = React.useState(props.fixedEmail ?? '')
  const [password, setPassword] = React.useState('')
  const { fetcher } = props
  const busy = fetcher.state !== 'idle'
  const answer = busy ? undefined : fetcher.data
  const error = answer && !answer.ok ? answer.error : ''

  // A success clears the password.
  React.useEffect(() => {
    if (answer?.ok) setPassword('')
  }, [answer])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void fetcher.submit(
      { ...props.extra, email: email.trim(), password },
      { method: 'post', encType: 'application/json' },
    )
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {props.success ? <Banner tone="success">{props.success}</Banner> : null}
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={emailId}>
          Email
        </label>
        <input
          id={emailId}
          className="ui-field__control"
          type="email"
          name="email"
          autoComplete="username"
          required
          readOnly={props.fixedEmail !== undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        autoComplete={props.passwordAutoComplete}
        placeholder={props.passwordPlaceholder}
        minLength={props.passwordMinLength}
      />
      <Button type="submit" disabled={busy || Boolean(props.success)} className="auth-form__submit">
        {busy ? props.busyLabel : props.submitLabel}
      </Button>
    </form>
  )
}
