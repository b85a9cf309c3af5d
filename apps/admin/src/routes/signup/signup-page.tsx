import { ADMIN_MESSAGES, ADMIN_PASSWORD_MIN, type AdminClient, PASSWORD_RULE_TEXT } from '@studio/contracts'
import * as React from 'react'
import { Link, type RouteObject, useFetcher, useNavigate, useSearchParams } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { CredentialsForm } from '../../components/credentials-form'
import { useScreenTimers } from '../../lib/screen-timers'
import { type AuthAnswer, signupAction } from '../login/auth-actions'
import './signup-page.css'

/** How long the success banner stays before the screen moves on (to the panel, signed in). */
export const SIGNUP_REDIRECT_MS = 1200

/**
 * /admin/signup: creating the account is the route's action. The signup's answer is a session, so the
 * screen moves on to the panel signed in; only an answer without one sends the admin to login.
 */
export function signupRoute(client: AdminClient): RouteObject {
  return { path: '/admin/signup', action: signupAction(client), Component: SignupPage }
}

function SignupPage() {
  const navigate = useNavigate()
  const timers = useScreenTimers()
  const fetcher = useFetcher<AuthAnswer>()
  const created = fetcher.state === 'idle' && fetcher.data?.ok === true
  const next = fetcher.data?.ok && fetcher.data.signedIn ? '/admin' : '/admin/login'
  // An invite link (/admin/signup?invite=<token>) admits exactly the email it was sent to.
  const [params] = useSearchParams()
  const invite = params.get('invite')?.trim() || undefined
  const invitedEmail = (invite && params.get('email')?.trim()) || undefined

  React.useEffect(() => {
    if (!created) return
    const timer = timers.setTimeout(() => navigate(next), SIGNUP_REDIRECT_MS)
    return () => timers.clearTimeout(timer)
  }, [created, next, navigate, timers])

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
      {/* The rule is read before the first try, not learnt from a refusal. */}
      <p id="password-rule" className="signup-password-rule">
        {PASSWORD_RULE_TEXT}
      </p>
      <CredentialsForm
        submitLabel="Create account"
        busyLabel="Creating…"
        fetcher={fetcher}
        extra={invite ? { invite } : undefined}
        fixedEmail={invitedEmail}
        passwordAutoComplete="new-password"
        passwordPlaceholder="Minimum 8 characters"
        passwordMinLength={ADMIN_PASSWORD_MIN}
        success={created ? ADMIN_MESSAGES.accountCreated : undefined}
      />
    </AuthCard>
  )
}
