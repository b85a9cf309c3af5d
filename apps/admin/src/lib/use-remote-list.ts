import { ADMIN_MESSAGES } from '@studio/contracts'
import * as React from 'react'
import { isSessionExpired, messageOf } from './errors'

export type RemoteList<T> =
  | { status: 'loading'; items: T[]; reload: () => Promise<void> }
  | { status: 'error'; items: T[]; error: string; reload: () => Promise<void> }
  | { status: 'ready'; items: T[]; reload: () => Promise<void> }

/**
 * Loads a list: loading -> error or ready (spec section 4). A reload after a save keeps the current
 * rows on screen instead of flashing skeletons; a late answer never overwrites a newer one.
 */
export function useRemoteList<T>(load: () => Promise<T[]>): RemoteList<T> {
  const [state, setState] = React.useState<{
    status: 'loading' | 'error' | 'ready'
    items: T[]
    error: string
  }>({
    status: 'loading',
    items: [],
    error: '',
  })
  const latest = React.useRef(0)
  const loadRef = React.useRef(load)
  loadRef.current = load

  const reload = React.useCallback(async () => {
    const request = ++latest.current
    try {
      const items = await loadRef.current()
      if (request === latest.current) setState({ status: 'ready', items, error: '' })
    } catch (error) {
      if (request !== latest.current || isSessionExpired(error)) return
      setState((current) => ({
        status: 'error',
        items: current.items,
        error: messageOf(error, ADMIN_MESSAGES.loadFailed),
      }))
    }
  }, [])

  React.useEffect(() => {
    void reload()
    return () => {
      latest.current++
    }
  }, [reload])

  if (state.status === 'error') return { status: 'error', items: state.items, error: state.error, reload }
  return { status: state.status, items: state.items, reload }
}
