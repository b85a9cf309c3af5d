import type { AdminClient } from '@studio/contracts'
import * as React from 'react'
import { useLocation, useNavigate } from 'react-router'
import { adminClientOver, watchedFetch } from './route-data'
import { rememberPath } from './session'

const AdminApiContext = React.createContext<AdminClient | null>(null)

interface AdminApiProviderProps {
  children: React.ReactNode
  /** Screen tests pass the real API app's `request`; the app uses the browser's fetch. */
  fetcher?: typeof fetch
}

/**
 * Gives the screens the admin client for the one call outside loaders and actions: the CSV export,
 * a download the browser saves. Any 401 from an authenticated call means the session is dead: the stored
 * session is cleared and the admin goes back to login, remembering where they were.
 */
export function AdminApiProvider({ children, fetcher }: AdminApiProviderProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const here = React.useRef('')
  here.current = `${location.pathname}${location.search}`

  const client = React.useMemo(
    () =>
      adminClientOver(
        watchedFetch(fetcher, () => {
          rememberPath(here.current)
          navigate('/admin/login', { replace: true })
        }),
      ),
    [fetcher, navigate],
  )

  return <AdminApiContext.Provider value={client}>{children}</AdminApiContext.Provider>
}

export function useAdminApi(): AdminClient {
  const client = React.useContext(AdminApiContext)
  if (!client) throw new Error('useAdminApi needs an AdminApiProvider above it.')
  return client
}
