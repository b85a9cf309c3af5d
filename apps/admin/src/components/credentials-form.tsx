import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { serviceMessage } from '../lib/errors'
import { PasswordField } from './password-field'
import './credentials-form.css'

export interface Credentials {
  email: string
  password: string
}

interface CredentialsFormProps {
  submitLabel: string
  busyLabel: string
  /** Shown when the service gives no message of its own. */
  failedMessage: string
  /** Resolves to an error text to show instead, or nothing on success (the password is then cleared). */
  submit: (credentials: Credentials) => Promise<string | undefined>
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
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const problem = await props.submit({ email: email.trim(), password })
      if (problem) setError(problem)
      else setPassword('')
    } catch (caught) {
      setError(serviceMessage(caught, props.failedMessage))
    } finally {
      setBusy(false)
    }
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
