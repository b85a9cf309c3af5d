import { ADMIN_MESSAGES, ADMIN_PASSWORD_MIN } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { Link, useNavigate } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { PasswordField } from '../../components/password-field'
import { useAdminApi } from '../../lib/api-context'
import { serviceMessage } from '../../lib/errors'
import { storeSession } from '../../lib/session'

/** How long the success banner stays before the screen moves on to login. */
export const SIGNUP_REDIRECT_MS = 1200

export function SignupPage() {
  const client = useAdminApi()
  const navigate = useNavigate()
  const [email, setEmail] = React.useState('')
  const [password, setPassword] = React.useState('')
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')
  const [created, setCreated] = React.useState(false)

  React.useEffect(() => {
    if (!created) return
    const timer = window.setTimeout(() => navigate('/admin/login'), SIGNUP_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [created, navigate])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const answer = await client.signup({ email: email.trim(), password })
      // Spec section 4: a token is stored if signup returned a session.
      if (answer.access_token) storeSession(answer.access_token, answer.user?.email ?? email.trim())
      setCreated(true)
      setPassword('')
    } catch (caught) {
      setError(serviceMessage(caught, ADMIN_MESSAGES.signupFailed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Create Admin"
      footer={
        <>
          Already have an account? <Link to="/admin/login">Log in</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
        {error ? <Banner tone="error">{error}</Banner> : null}
        {created ? <Banner tone="success">{ADMIN_MESSAGES.accountCreated}</Banner> : null}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="signup-email">
            Email
          </label>
          <input
            id="signup-email"
            className="ui-field__control"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <PasswordField
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          placeholder="Minimum 8 characters"
          minLength={ADMIN_PASSWORD_MIN}
        />
        <Button type="submit" disabled={busy || created} className="auth-form__submit">
          {busy ? 'Creating…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  )
}
