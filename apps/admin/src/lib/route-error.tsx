import { ADMIN_MESSAGES } from '@studio/contracts'
import { Navigate, useLocation, useRevalidator, useRouteError } from 'react-router'
import { ErrorCard } from '../components/list-states'
import { isSessionExpired, messageOf } from './errors'
import { clearSession, rememberPath } from './session'

/**
 * The one error boundary of the signed-in screens: a failed read shows the service's message (or
 * 'Failed to load') with Try again, which reads again; an expired session returns to login,
 * remembering where the admin was.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  const revalidator = useRevalidator()
  if (isSessionExpired(error)) {
    clearSession()
    rememberPath(`${location.pathname}${location.search}`)
    return <Navigate to="/admin/login" replace />
  }
  return (
    <ErrorCard
      message={messageOf(error, ADMIN_MESSAGES.loadFailed)}
      onRetry={() => void revalidator.revalidate()}
    />
  )
}
