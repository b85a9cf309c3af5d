import { LIST_MESSAGES } from '@studio/contracts/messages'
import type { PublicClient } from '@studio/contracts/public-client'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { useEffect, useState } from 'react'
import { errorText } from '../../lib/api'

export type AllWorkState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; items: PublicWorkItem[] }

/** Loads every work item once: loading -> loaded or error (spec section 4). */
export function useAllWork(client: Pick<PublicClient, 'listAllWork'>): AllWorkState {
  const [state, setState] = useState<AllWorkState>({ kind: 'loading' })
  useEffect(() => {
    let active = true
    client
      .listAllWork()
      .then((items) => active && setState({ kind: 'loaded', items }))
      .catch(
        (error: unknown) =>
          active && setState({ kind: 'error', message: errorText(error, LIST_MESSAGES.loadFailed) }),
      )
    return () => {
      active = false
    }
  }, [client])
  return state
}
