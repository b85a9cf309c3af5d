import { ADMIN_MESSAGES, ADMIN_PASSWORD_MIN } from '@studio/contracts'
import * as React from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { type Credentials, CredentialsForm } from '../../components/credentials-form'
import { useAdminApi } from '../../lib/api-context'
import { storeSession } from '../../lib/session'
import './signup-page.css'

/** How long the success banner stays before the screen moves on to login. */
export const SIGNUP_REDIRECT_MS = 1200

export function SignupPage() {
  const client = useAdminApi()
  const navigate = useNavigate()
  const [created, setCreated] = React.useState(false)
  // An invite link (/admin/signup?invite=<token>) admits exactly the email it was sent to.
  const [params] = useSearchParams()
  const invite = params.get('invite')?.trim() || undefined
  const invitedEmail = (invite && params.get('email')?.trim()) || undefined

  React.useEffect(() => {
    if (!created) return
    const timer = window.setTimeout(() => navigate('/admin/login'), SIGNUP_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [created, navigate])

  async function signup(credentials: Credentials) {
    const answer = await client.signup(invite ? { ...credentials, invite } : credentials)
    // A token is stored only if signup returned a session.
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
      {invite ? (
        <p className="signup-invite-note">
          You were invited to the studio's admin panel
          {invitedEmail ? '.' : '. Use the email address the invite was sent to.'}
        </p>
      ) : null}
      <CredentialsForm
        submitLabel="Create account"
        busyLabel="Creating…"
        failedMessage={ADMIN_MESSAGES.signupFailed}
        submit={signup}
        fixedEmail={invitedEmail}
        passwordAutoComplete="new-password"
        passwordPlaceholder="Minimum 8 characters"
        passwordMinLength={ADMIN_PASSWORD_MIN}
        success={created ? ADMIN_MESSAGES.accountCreated : undefined}
      />
    </AuthCard>
  )
}
