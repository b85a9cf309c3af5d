import { type EnquiryLanguage, type InboxMessage, PAGE_SIZE } from '@studio/contracts'
import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'
import { useNavigation, useSearchParams } from 'react-router'
import { useScreenTimers } from '../../lib/screen-timers'
import { type InboxTab, type InboxView, inboxParams, readInboxView } from './inbox-url'

/** How long the search waits after the last keystroke before the address (and the loader) follow. */
export const SEARCH_DEBOUNCE_MS = 300

/** One page of the inbox as the route loader reads it. */
export interface InboxPage {
  items: InboxMessage[]
  total: number
}

export interface InboxList {
  view: InboxView
  /** The search box's text; the address (and the loader) follow it after a pause. */
  typed: string
  setTyped: (text: string) => void
  setTab: (tab: InboxTab) => void
  /** null: every language. */
  setLanguage: (language: EnquiryLanguage | null) => void
  /** null: every source. */
  setSource: (source: string | null) => void
  setPage: (page: number) => void
  /** Drops `?id=` once the linked message has been dealt with. */
  forgetLink: () => void
  /** The page is still on its way (skeleton rows). */
  loading: boolean
  /** A newer page is on its way; the current rows stay on screen meanwhile. */
  busy: boolean
  items: InboxMessage[]
  total: number
  pageCount: number
}

/**
 * The search box's text, held by the route above its loading boundary: the inbox with no rows yet and
 * the inbox with them are two trees, so text typed while the first page loads would be lost otherwise.
 * The box itself is still two elements: keystrokes that reach the first one as it is replaced, and its
 * focus, are lost (the toolbar belongs outside the boundary; not done yet).
 */
export type TypedSearch = [string, React.Dispatch<React.SetStateAction<string>>]

/** The search box's text, starting from the address's search. */
export function useTypedSearch(): TypedSearch {
  const [params] = useSearchParams()
  return React.useState(() => readInboxView(params).q)
}

/**
 * The inbox's view in the address bar (tab, page, search, language, linked message), so reload and Back keep
 * it: the route loader reads the page it names; this moves the address and holds the typed search.
 */
export function useInboxView(page: InboxPage | null, [typed, setTyped]: TypedSearch): InboxList {
  const [params, setParams] = useSearchParams()
  const navigation = useNavigation()
  const view = readInboxView(params)
  const { q } = view
  const timers = useScreenTimers()

  const go = React.useCallback(
    (next: Partial<InboxView>, replace = false) => {
      setParams((current) => inboxParams({ ...readInboxView(current), id: null, ...next }), { replace })
    },
    [setParams],
  )

  // The search the box last put in the address. When that search lands, the box keeps what was
  // typed meanwhile (the next search follows it); any other change of the address (Back, a link)
  // shows its search in the box.
  const asked = React.useRef(q)
  React.useEffect(() => {
    if (q === asked.current) return
    asked.current = q
    setTyped((current) => (current.trim() === q ? current : q))
  }, [q, setTyped])

  // A new search starts again at page 1, once typing pauses.
  React.useEffect(() => {
    const next = typed.trim()
    if (next === q) return
    const timer = timers.setTimeout(() => {
      asked.current = next
      go({ q: next, page: 1 }, true)
    }, SEARCH_DEBOUNCE_MS)
    return () => timers.clearTimeout(timer)
  }, [typed, q, go, timers])

  const total = page?.total ?? 0
  const pageCount = pageCountFor(total, PAGE_SIZE.adminMessages)

  // The list shrank under the admin (deletes, archiving): stay on its new last page.
  React.useEffect(() => {
    if (page && view.page > pageCount) go({ page: pageCount }, true)
  }, [page, view.page, pageCount, go])

  return {
    view,
    typed,
    setTyped,
    setTab: (next) => go({ tab: next, page: 1 }),
    setLanguage: (next) => go({ language: next, page: 1 }),
    setSource: (next) => go({ source: next, page: 1 }),
    setPage: (next) => go({ page: next }),
    forgetLink: () => go({}, true),
    loading: page === null,
    busy: navigation.state === 'loading' && navigation.location.pathname === '/admin/messages',
    items: page?.items ?? [],
    total,
    pageCount,
  }
}
