import { ADMIN_MESSAGES } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { Link, useNavigate } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { PasswordField } from '../../components/password-field'
import { useAdminApi } from '../../lib/api-context'
import { serviceMessage } from '../../lib/errors'
import { storeSession, takeRememberedPath } from '../../lib/session'

export function LoginPage() {
  const client = useAdminApi()
  const navigate = useNavigate()
  const [email, setEmail] = React.useState('')
  const [password, setPassword] = React.useState('')
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const session = await client.login({ email: email.trim(), password })
      if (!session.access_token) {
        setError(ADMIN_MESSAGES.noSessionToken)
        return
      }
      storeSession(session.access_token, session.user.email)
      navigate(takeRememberedPath(), { replace: true })
    } catch (caught) {
      setError(serviceMessage(caught, ADMIN_MESSAGES.loginFailed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Admin Login"
      footer={
        <>
          No account yet? <Link to="/admin/signup">Create one</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} aria-busy={busy}>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="login-email">
            Email
          </label>
          <input
            id="login-email"
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
          autoComplete="current-password"
        />
        <Button type="submit" disabled={busy} className="auth-form__submit">
          {busy ? 'Logging in…' : 'Login'}
        </Button>
      </form>
    </AuthCard>
  )
}
