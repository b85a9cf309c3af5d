import type { AdminClient } from '@studio/contracts'
import * as React from 'react'
import { useRevalidator } from 'react-router'
import { routeClientFor } from './route-data'

const AdminApiContext = React.createContext<AdminClient | null>(null)

interface AdminApiProviderProps {
  children: React.ReactNode
  /** Screen tests pass the real API app's `request`; the app uses the browser's fetch. */
  fetcher?: typeof fetch | undefined
}

/**
 * Gives the screens the admin client (the routes' own) for the one call outside loaders and
 * actions (the CSV export, a download the browser saves), and connects the client's 401 to the router: the session is
 * already cleared, so reading the routes again reaches the panel's session check, which sends the
 * admin to login remembering where they were. That check is the only way to the login page.
 */
export function AdminApiProvider({ children, fetcher }: AdminApiProviderProps) {
  // The same client object the route loaders and actions were given (see routeClientFor).
  const { client, expiry } = routeClientFor(fetcher)
  const revalidator = useRevalidator()
  const revalidate = React.useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate

  React.useEffect(() => {
    expiry.onExpired = () => void revalidate.current()
    return () => {
      expiry.onExpired = () => {}
    }
  }, [expiry])

  return <AdminApiContext.Provider value={client}>{children}</AdminApiContext.Provider>
}

export function useAdminApi(): AdminClient {
  const client = React.useContext(AdminApiContext)
  if (!client) throw new Error('useAdminApi needs an AdminApiProvider above it.')
  return client
}
