import type { AdminClient, SignupStatus } from '@studio/contracts'
import { Link, type RouteObject, useFetcher, useLoaderData } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { CredentialsForm } from '../../components/credentials-form'
import { Deferred } from '../../lib/deferred-view'
import '../account/two-factor.css'
import { type AuthAnswer, loginAction } from './auth-actions'
import { PasskeySignIn } from './passkey-sign-in'

/**
 * /admin/login: signing in is the route's action, which returns to the page the admin asked for.
 * "Create one" is offered only while the API says signup is open (an invite link opens the signup
 * page whatever it says); an unanswered status offers nothing rather than a page that refuses.
 */
export function loginRoute(client: AdminClient): RouteObject {
  return {
    path: '/admin/login',
    loader: (): LoginData => ({ signup: client.signupStatus().catch((): SignupStatus => ({ open: false })) }),
    action: loginAction(client),
    Component: LoginPage,
  }
}

/** Whether to offer "Create one": hidden while the answer is pending, or when it failed. */
type LoginData = { signup: Promise<SignupStatus> }

function LoginPage() {
  const { signup } = useLoaderData<LoginData>()
  const fetcher = useFetcher<AuthAnswer>()
  return (
    <AuthCard
      title="Admin Login"
      footer={
        <Deferred value={signup} fallback={null}>
          {(status) =>
            status.open ? (
              <>
                No account yet? <Link to="/admin/signup">Create one</Link>
              </>
            ) : null
          }
        </Deferred>
      }
    >
      <CredentialsForm
        submitLabel="Login"
        busyLabel="Logging in…"
        fetcher={fetcher}
        passwordAutoComplete="current-password"
      />
      <PasskeySignIn />
    </AuthCard>
  )
}
