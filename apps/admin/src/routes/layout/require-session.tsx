import type * as React from 'react'
import { Navigate, useLocation } from 'react-router'
import { readToken, rememberPath } from '../../lib/session'

/** Without a stored admin token, go to login and remember the requested path (spec section 2). */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const location = useLocation()
  if (!readToken()) {
    rememberPath(`${location.pathname}${location.search}`)
    return <Navigate to="/admin/login" replace />
  }
  return children
}
