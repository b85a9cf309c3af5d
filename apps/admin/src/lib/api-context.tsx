import { type AdminClient, createAdminClient } from '@studio/contracts'
import * as React from 'react'
import { useLocation, useNavigate } from 'react-router'
import { config } from '../config'
import { clearSession, readToken, rememberPath } from './session'

const AdminApiContext = React.createContext<AdminClient | null>(null)

interface AdminApiProviderProps {
  children: React.ReactNode
  /** Screen tests pass the real API app's `request`; the app uses the browser's fetch. */
  fetcher?: typeof fetch
}

/**
 * Gives every screen the admin client. Any 401 from an authenticated call means the session is
 * dead: the stored session is cleared and the admin goes back to login, remembering where they were.
 */
export function AdminApiProvider({ children, fetcher }: AdminApiProviderProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const here = React.useRef('')
  here.current = `${location.pathname}${location.search}`

  const client = React.useMemo(() => {
    const base = fetcher ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
    const watched: typeof fetch = async (input, init) => {
      const hadToken = readToken() !== null
      const response = await base(input, init)
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      // Login answers 401 for wrong credentials; only a call made with a session proves it expired.
      if (response.status === 401 && hadToken && !url.endsWith('/auth/login')) {
        clearSession()
        rememberPath(here.current)
        navigate('/admin/login', { replace: true })
      }
      return response
    }
    return createAdminClient({
      apiUrl: config.apiUrl,
      prefix: config.adminApiPrefix,
      getToken: readToken,
      fetcher: watched,
    })
  }, [fetcher, navigate])

  return <AdminApiContext.Provider value={client}>{children}</AdminApiContext.Provider>
}

export function useAdminApi(): AdminClient {
  const client = React.useContext(AdminApiContext)
  if (!client) throw new Error('useAdminApi needs an AdminApiProvider above it.')
  return client
}
