import { ADMIN_MESSAGES, ADMIN_PASSWORD_MIN } from '@studio/contracts'
import * as React from 'react'
import { Link, useNavigate } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { type Credentials, CredentialsForm } from '../../components/credentials-form'
import { useAdminApi } from '../../lib/api-context'
import { storeSession } from '../../lib/session'

/** How long the success banner stays before the screen moves on to login. */
export const SIGNUP_REDIRECT_MS = 1200

export function SignupPage() {
  const client = useAdminApi()
  const navigate = useNavigate()
  const [created, setCreated] = React.useState(false)

  React.useEffect(() => {
    if (!created) return
    const timer = window.setTimeout(() => navigate('/admin/login'), SIGNUP_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [created, navigate])

  async function signup(credentials: Credentials) {
    const answer = await client.signup(credentials)
    // Spec section 4: a token is stored if signup returned a session.
    if (answer.access_token) storeSession(answer.access_token, answer.user?.email ?? credentials.email)
    setCreated(true)
    return undefined
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
      <CredentialsForm
        submitLabel="Create account"
        busyLabel="Creating…"
        failedMessage={ADMIN_MESSAGES.signupFailed}
        submit={signup}
        passwordAutoComplete="new-password"
        passwordPlaceholder="Minimum 8 characters"
        passwordMinLength={ADMIN_PASSWORD_MIN}
        success={created ? ADMIN_MESSAGES.accountCreated : undefined}
      />
    </AuthCard>
  )
}
