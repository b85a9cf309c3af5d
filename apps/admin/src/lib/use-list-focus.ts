import * as React from 'react'
import type { ListView } from './list-view'

type Pending<T> =
  /** A row was deleted: focus the next row's first action (or the new last row's), else the search box. */
  | ({ kind: 'deleted' } & RowPlace)
  /** A row may have moved (the server reorders after an update): follow it, or say where it went. */
  | { kind: 'moved'; id: number; control: string; describe: (page: number, item: T) => string }

/** Where a row to be deleted stood: its id, its index on its page, and the page. */
export interface RowPlace {
  id: number
  index: number
  page: number
}

/** A row's first action (Edit): the Actions cell's first button. */
const ROW_ACTION = 'td[data-label="Actions"] button'

/**
 * Keeps keyboard focus in the list when a reload removes or moves the focused row, instead of letting
 * it fall to <body>, and says politely where a moved row went. Rows carry `data-row-id`; call
 * `afterDelete` / `afterMove` once the reload has landed. `searchRef` is the list's search box (it
 * stands above the loading boundary), where focus goes when no row is left to take it.
 */
export function useListFocus<T extends { id: number }>(
  view: ListView<T>,
  pageSize: number,
  searchRef: React.RefObject<HTMLInputElement | null>,
) {
  const tableRef = React.useRef<HTMLTableElement>(null)
  const statusRef = React.useRef<HTMLParagraphElement>(null)
  const [pending, setPending] = React.useState<Pending<T> | null>(null)
  const [announcement, setAnnouncement] = React.useState('')
  const { loading, matching, page, query } = view

  // A note about where a row went is stale once the admin pages or searches. Only a change clears
  // it: the effect also runs when the list first shows, and a move made before that run (a key
  // pressed as the rows appear) must keep its note.
  const shown = React.useRef({ page, query })
  React.useEffect(() => {
    if (shown.current.page === page && shown.current.query === query) return
    shown.current = { page, query }
    setAnnouncement('')
  }, [page, query])

  React.useEffect(() => {
    if (!pending || loading) return
    // A delete settles as the list is read again; until the row has left the screen, focus is still
    // on it (its Delete button) and there is nothing to put back yet.
    if (pending.kind === 'deleted' && matching.some((item) => item.id === pending.id)) return
    setPending(null)
    const table = tableRef.current
    // Only focus that fell to <body> (its row was removed or moved) is put back; focus the admin has
    // moved elsewhere meanwhile (a drawer, another row, the sidebar) is left alone.
    const active = document.activeElement
    const lost = !active || active === document.body
    const focus = (element: HTMLElement | null | undefined) => {
      if (lost) element?.focus()
    }
    if (pending.kind === 'deleted') {
      const rows = Array.from(table?.tBodies[0]?.rows ?? [])
      const index = page === pending.page ? Math.min(pending.index, rows.length - 1) : rows.length - 1
      focus(rows[index]?.querySelector<HTMLElement>(ROW_ACTION) ?? searchRef.current)
      return
    }
    const index = matching.findIndex((item) => item.id === pending.id)
    const moved = matching[index]
    if (!moved) return focus(searchRef.current)
    const itemPage = Math.floor(index / pageSize) + 1
    const control = table?.querySelector<HTMLElement>(`[data-row-id="${pending.id}"] ${pending.control}`)
    if (itemPage === page) return focus(control ?? table)
    setAnnouncement(pending.describe(itemPage, moved))
    // Focus the table (named by its caption) and bring the note just above it into view.
    if (lost) (table ?? searchRef.current)?.focus({ preventScroll: true })
    statusRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [pending, loading, matching, page, pageSize, searchRef])

  return {
    tableRef,
    statusRef,
    /** Polite, visible text such as "'Atlas' is now featured and moved to page 1." */
    announcement,
    /** Where a row is now (before it is deleted): afterDelete puts focus back there. */
    placeOf(item: T): RowPlace {
      const index = view.visible.findIndex((candidate) => candidate.id === item.id)
      return { id: item.id, index: Math.max(index, 0), page }
    },
    /** After the reload that follows a delete: focus the row now at the deleted one's place. */
    afterDelete(place: RowPlace) {
      setPending({ kind: 'deleted', ...place })
    },
    /**
     * After a reload (or an optimistic reorder) that may move `item`: focus its `control` if it is
     * still on this page, else announce `describe(page)`; `here` is announced when it stayed.
     */
    afterMove(item: T, control: string, describe: (page: number, item: T) => string, here = '') {
      setAnnouncement(here)
      setPending({ kind: 'moved', id: item.id, control, describe })
    },
  }
}
