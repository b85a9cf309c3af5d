import type { AdminClient } from '@studio/contracts'
import { Link, type RouteObject, useFetcher } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { CredentialsForm } from '../../components/credentials-form'
import { type AuthAnswer, loginAction } from './auth-actions'

/** /admin/login: signing in is the route's action, which returns to the page the admin asked for. */
export function loginRoute(client: AdminClient): RouteObject {
  return { path: '/admin/login', action: loginAction(client), Component: LoginPage }
}

function LoginPage() {
  const fetcher = useFetcher<AuthAnswer>()
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
        fetcher={fetcher}
        passwordAutoComplete="current-password"
      />
    </AuthCard>
  )
}
