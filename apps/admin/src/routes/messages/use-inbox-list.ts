import { ADMIN_MESSAGES, type InboxMessage, PAGE_SIZE } from '@studio/contracts'
import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'
import { useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { type InboxTab, type InboxView, inboxParams, readInboxView } from './inbox-url'

/** How long the search waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300

type Answer =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; items: InboxMessage[]; total: number }

export interface InboxList {
  view: InboxView
  /** The search box's text; the address (and the server) follow it after a pause. */
  typed: string
  setTyped: (text: string) => void
  setTab: (tab: InboxTab) => void
  setPage: (page: number) => void
  /** Drops `?id=` once the linked message has been dealt with. */
  forgetLink: () => void
  status: Answer['status']
  /** A newer page is on its way; the current rows stay on screen meanwhile. */
  busy: boolean
  error: string
  items: InboxMessage[]
  total: number
  pageCount: number
  reload: () => Promise<void>
  /** Changes one row on screen without asking the server again (View marks it read in place). */
  replaceItem: (item: InboxMessage) => void
}

/**
 * One page of the inbox, fetched from the server for the tab, page and search in the address bar
 * (issue 13): only the page on screen travels, and a late answer never overwrites a newer one.
 */
export function useInboxList(): InboxList {
  const client = useAdminApi()
  const [params, setParams] = useSearchParams()
  const view = readInboxView(params)
  const { tab, page, q } = view
  const [answer, setAnswer] = React.useState<Answer>({ status: 'loading' })
  const [shown, setShown] = React.useState<{ items: InboxMessage[]; total: number }>({ items: [], total: 0 })
  const [busy, setBusy] = React.useState(true)
  const [typed, setTyped] = React.useState(q)
  const latest = React.useRef(0)

  const go = React.useCallback(
    (next: Partial<InboxView>, replace = false) => {
      setParams((current) => inboxParams({ ...readInboxView(current), id: null, ...next }), { replace })
    },
    [setParams],
  )

  const reload = React.useCallback(async () => {
    const request = ++latest.current
    setBusy(true)
    try {
      const { items, total } = await client.listInboxMessages({
        page,
        per_page: PAGE_SIZE.adminMessages,
        q,
        status: tab,
      })
      if (request !== latest.current) return
      setAnswer({ status: 'ready', items, total })
      setShown({ items, total })
      setBusy(false)
    } catch (error) {
      if (request !== latest.current || isSessionExpired(error)) return
      setAnswer({ status: 'error', error: messageOf(error, ADMIN_MESSAGES.loadFailed) })
      setBusy(false)
    }
  }, [client, page, q, tab])

  React.useEffect(() => {
    void reload()
  }, [reload])

  React.useEffect(
    () => () => {
      latest.current++
    },
    [],
  )

  // The address changed under the box (Back, a link): show its search.
  React.useEffect(() => {
    setTyped((current) => (current.trim() === q ? current : q))
  }, [q])

  // A new search starts again at page 1 (spec section 4), once typing pauses.
  React.useEffect(() => {
    const next = typed.trim()
    if (next === q) return
    const timer = window.setTimeout(() => go({ q: next, page: 1 }, true), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [typed, q, go])

  const pageCount = pageCountFor(shown.total, PAGE_SIZE.adminMessages)

  // The list shrank under the admin (deletes, archiving): stay on its new last page.
  React.useEffect(() => {
    if (answer.status === 'ready' && page > pageCount) go({ page: pageCount }, true)
  }, [answer.status, page, pageCount, go])

  return {
    view,
    typed,
    setTyped,
    setTab: (next) => go({ tab: next, page: 1 }),
    setPage: (next) => go({ page: next }),
    forgetLink: () => go({}, true),
    status: answer.status,
    busy,
    error: answer.status === 'error' ? answer.error : '',
    items: shown.items,
    total: shown.total,
    pageCount,
    reload,
    replaceItem: (item) =>
      setShown((current) => ({
        ...current,
        items: current.items.map((candidate) => (candidate.id === item.id ? item : candidate)),
      })),
  }
}
