import { ADMIN_MESSAGES } from '@studio/contracts'
import { Link, useNavigate } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { type Credentials, CredentialsForm } from '../../components/credentials-form'
import { useAdminApi } from '../../lib/api-context'
import { storeSession, takeRememberedPath } from '../../lib/session'

export function LoginPage() {
  const client = useAdminApi()
  const navigate = useNavigate()

  async function login(credentials: Credentials) {
    const session = await client.login(credentials)
    if (!session.access_token) return ADMIN_MESSAGES.noSessionToken
    storeSession(session.access_token, session.user.email)
    navigate(takeRememberedPath(), { replace: true })
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
      <CredentialsForm
        submitLabel="Login"
        busyLabel="Logging in…"
        failedMessage={ADMIN_MESSAGES.loginFailed}
        submit={login}
        passwordAutoComplete="current-password"
      />
    </AuthCard>
  )
}
