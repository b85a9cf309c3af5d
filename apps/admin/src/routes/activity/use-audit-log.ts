import { ADMIN_MESSAGES, type AuditAction, type AuditEntry } from '@studio/contracts'
import * as React from 'react'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'

/** Entries per page of the Activity screen. */
export const AUDIT_PAGE_SIZE = 20

export interface AuditFilters {
  actor: string
  action: AuditAction | ''
}

type State =
  | { status: 'loading'; items: AuditEntry[]; total: number }
  | { status: 'error'; items: AuditEntry[]; total: number; error: string }
  | { status: 'ready'; items: AuditEntry[]; total: number }

/** One page of the audit log, fetched from the server for the page and filters; a late answer never wins. */
export function useAuditLog(page: number, filters: AuditFilters) {
  const client = useAdminApi()
  const [state, setState] = React.useState<State>({ status: 'loading', items: [], total: 0 })
  const latest = React.useRef(0)
  const { actor, action } = filters

  const load = React.useCallback(async () => {
    const request = ++latest.current
    setState((current) => ({ status: 'loading', items: current.items, total: current.total }))
    try {
      const { items, total } = await client.listAuditLog({
        page,
        per_page: AUDIT_PAGE_SIZE,
        ...(actor.trim() ? { actor: actor.trim() } : {}),
        ...(action ? { action } : {}),
      })
      if (request === latest.current) setState({ status: 'ready', items, total })
    } catch (error) {
      if (request !== latest.current || isSessionExpired(error)) return
      setState((current) => ({
        ...current,
        status: 'error',
        error: messageOf(error, ADMIN_MESSAGES.loadFailed),
      }))
    }
  }, [client, page, actor, action])

  React.useEffect(() => {
    void load()
  }, [load])

  return { state, reload: load }
}
