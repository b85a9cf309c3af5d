import { LIST_MESSAGES } from '@studio/contracts/messages'
import { data } from 'react-router'
import { errorText } from './api'

/** A public list as a server-rendered page receives it: the items, or the text to show instead. */
export type ListData<T> = { kind: 'loaded'; items: T[] } | { kind: 'error'; message: string }

/**
 * A loader's list: the items, or, when the API fails, the client's error text
 * ('Failed to load projects' / 'Failed to load all work', else 'Failed to load') with status 503,
 * so the Worker serves the last good copy of the page when it has one.
 */
export async function loadList<T>(load: () => Promise<T[]>) {
  try {
    return { kind: 'loaded', items: await load() } satisfies ListData<T>
  } catch (error) {
    const failed: ListData<T> = { kind: 'error', message: errorText(error, LIST_MESSAGES.loadFailed) }
    return data(failed, { status: 503 })
  }
}
