import type { AppLoadContext } from 'react-router'
import { data } from 'react-router'
import { type LoadFailure, readFailed } from './load-failure'

/** A public list as its loader answers it: the items, or why they could not be read. */
export type ListLoad<T> = { kind: 'loaded'; items: T[] } | { kind: 'error'; failure: LoadFailure }

/** A list as a page shows it: the items, or its failure worded in the page's language. */
export type ListData<T> = { kind: 'loaded'; items: T[] } | { kind: 'error'; message: string }

/** What a loader hands `loadList`: its request and load context (the API client and the log read them). */
export interface ListRequest {
  request: Request
  context?: AppLoadContext
}

/**
 * A loader's list: the items, or, when the API fails, the failure's kind with status 503 (so the
 * Worker serves the last good copy of the page when it has one) and one log line naming the route
 * and the cause.
 */
export async function loadList<T>(read: ListRequest, load: () => Promise<T[]>) {
  try {
    return { kind: 'loaded', items: await load() } satisfies ListLoad<T>
  } catch (error) {
    const failed: ListLoad<T> = { kind: 'error', failure: readFailed('list.load_failed', { ...read, error }) }
    return data(failed, { status: 503 })
  }
}

/** The list as the page shows it, its failure in `failureText` (the page's catalogue). */
export function shownList<T>(list: ListLoad<T>, failureText: string): ListData<T> {
  return list.kind === 'loaded' ? list : { kind: 'error', message: failureText }
}
