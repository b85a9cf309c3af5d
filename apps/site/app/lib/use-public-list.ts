import { LIST_MESSAGES } from '@studio/contracts/messages'
import { useEffect, useState } from 'react'
import { errorText } from './api'

export type PublicListState<T> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; items: T[] }

/**
 * Loads a public list once in the browser: loading -> loaded or error (spec section 4). The error
 * is the thrown message (the client's 'Failed to load projects' / 'Failed to load all work'), with
 * the fallback 'Failed to load'. `load` must be stable (a client method).
 */
export function usePublicList<T>(load: () => Promise<T[]>): PublicListState<T> {
  const [state, setState] = useState<PublicListState<T>>({ kind: 'loading' })
  useEffect(() => {
    let active = true
    load()
      .then((items) => active && setState({ kind: 'loaded', items }))
      .catch(
        (error: unknown) =>
          active && setState({ kind: 'error', message: errorText(error, LIST_MESSAGES.loadFailed) }),
      )
    return () => {
      active = false
    }
  }, [load])
  return state
}
