import { ADMIN_MESSAGES } from '@studio/contracts'
import * as React from 'react'
import { useLocation, useNavigate, useRevalidator, useRouteError } from 'react-router'
import { ErrorCard } from '../components/list-states'
import { isSessionExpired, messageOf } from './errors'

/**
 * The one error boundary of the signed-in screens: a failed read shows the service's message (or
 * 'Failed to load') with Try again, which reads again. It goes to the same address in place: the new
 * location clears React Router's boundary once the reads have answered (a revalidation clears it only
 * if React renders its "loading" state, which a quick answer can pass over). An expired session shows
 * nothing here: the client has already cleared it, and reading again reaches the panel's session
 * check, which takes the admin to login (one way there, so two reads that fail at once never race).
 * The client asks for that read itself once the panel is on screen; a read that failed while the
 * first screen loaded asks here.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const expired = isSessionExpired(error)
  const revalidate = React.useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  React.useEffect(() => {
    if (expired) void revalidate.current()
  }, [expired])
  if (expired) return <div className="app-loading" aria-busy="true" />
  return (
    <ErrorCard
      message={messageOf(error, ADMIN_MESSAGES.loadFailed)}
      onRetry={() => void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true })}
    />
  )
}
