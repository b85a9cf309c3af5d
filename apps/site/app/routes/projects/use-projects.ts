import { LIST_MESSAGES } from '@studio/contracts/messages'
import type { PublicProject } from '@studio/contracts/projects'
import type { PublicClient } from '@studio/contracts/public-client'
import { useEffect, useState } from 'react'
import { errorText } from '../../lib/api'

export type ProjectsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; projects: PublicProject[] }

/** Loads the portfolio once in the browser: loading -> loaded or error (spec section 4). */
export function useProjects(client: Pick<PublicClient, 'listProjects'>): ProjectsState {
  const [state, setState] = useState<ProjectsState>({ kind: 'loading' })
  useEffect(() => {
    let active = true
    client
      .listProjects()
      .then((projects) => active && setState({ kind: 'loaded', projects }))
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
