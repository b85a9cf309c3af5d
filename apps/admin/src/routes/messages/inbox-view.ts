import { type EnquiryLanguage, type InboxMessage, PAGE_SIZE } from '@studio/contracts'
import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'
import { useNavigation } from 'react-router'
import { useScreenTimers } from '../../lib/screen-timers'
import { useSearchParamsAhead } from '../../lib/search-params-ahead'
import { type InboxTab, type InboxView, inboxParams, readInboxView } from './inbox-url'

/** How long the search waits after the last keystroke before the address (and the loader) follow. */
export const SEARCH_DEBOUNCE_MS = 300

/** One page of the inbox as the route loader reads it. */
export interface InboxPage {
  items: InboxMessage[]
  total: number
}

/** The inbox's view in the address and the ways to move it: what the screen shows before its page has loaded. */
export interface InboxAddress {
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
  /** Moves to another page in place (no history entry), as when the list shrank under the admin. */
  keepPage: (page: number) => void
  /** Drops `?id=` once the linked message has been dealt with. */
  forgetLink: () => void
  /** A newer page is on its way; the current rows stay on screen meanwhile. */
  busy: boolean
}

/** The address with the page it names (or none yet). */
export interface InboxList extends InboxAddress {
  /** The page is still on its way (skeleton rows). */
  loading: boolean
  items: InboxMessage[]
  total: number
  pageCount: number
}

/**
 * The inbox's view in the address bar (tab, page, search, language, source, linked message), so reload
 * and Back keep it: the route loader reads the page it names; this moves the address and holds the typed
 * search. The screen's shell (header, tabs, search box) calls it above the loading boundary, so the search
 * box is one element from the first paint: text and focus survive the moment the first page arrives.
 */
export function useInboxAddress(): InboxAddress {
  const [params, setParams] = useSearchParamsAhead()
  const navigation = useNavigation()
  const view = readInboxView(params)
  const { q } = view
  const [typed, setTyped] = React.useState(q)
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
  }, [q])

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

  const keepPage = React.useCallback((next: number) => go({ page: next }, true), [go])

  return {
    view,
    typed,
    setTyped,
    setTab: (next) => go({ tab: next, page: 1 }),
    setLanguage: (next) => go({ language: next, page: 1 }),
    setSource: (next) => go({ source: next, page: 1 }),
    setPage: (next) => go({ page: next }),
    keepPage,
    forgetLink: () => go({}, true),
    busy: navigation.state === 'loading' && navigation.location.pathname === '/admin/messages',
  }
}

/** The page the address names, once loaded (null: still on its way), with the paging it implies. */
export function useInboxPage(address: InboxAddress, page: InboxPage | null): InboxList {
  const total = page?.total ?? 0
  const pageCount = pageCountFor(total, PAGE_SIZE.adminMessages)
  const { keepPage } = address
  const current = address.view.page

  // The list shrank under the admin (deletes, archiving): stay on its new last page.
  React.useEffect(() => {
    if (page && current > pageCount) keepPage(pageCount)
  }, [page, current, pageCount, keepPage])

  return { ...address, loading: page === null, items: page?.items ?? [], total, pageCount }
}
