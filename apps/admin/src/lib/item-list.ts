import * as React from 'react'
import { useFetcher } from 'react-router'
import { useFetcherSettled } from './fetcher-settled'
import type { ItemIntent } from './item-actions'
import { type ListState, type ListView, useListState, useListView } from './list-view'
import { useNotify } from './notices'
import type { ActionResult } from './route-data'
import { type RowPlace, useListFocus } from './use-list-focus'

/** The alert when a new order is not saved (the API's reason is its detail). */
export const REORDER_FAILED = 'Failed to save the order'

/**
 * A portfolio list's choices (search, page, drawer) and its search box, owned by the screen's shell
 * above its Suspense boundary: the toolbar and the drawer stand there, one element from the first
 * paint; the list below derives its view from them once the items have loaded (useItemList).
 */
export interface ItemListState<T> extends ListState {
  /** The drawer: null closed, 'new' to create, an item to edit. */
  drawer: T | 'new' | null
  setDrawer: (drawer: T | 'new' | null) => void
  /** The search box, where focus goes when the list has no row left to take it. */
  searchRef: React.RefObject<HTMLInputElement | null>
}

export function useItemListState<T>(): ItemListState<T> {
  const [drawer, setDrawer] = React.useState<T | 'new' | null>(null)
  const searchRef = React.useRef<HTMLInputElement>(null)
  return { ...useListState(), drawer, setDrawer, searchRef }
}

interface ItemListOptions<T> {
  /** The route loader's items, in the server's order; null while they load. */
  items: readonly T[] | null
  state: ItemListState<T>
  /** Stable (module-level or useCallback) filter for the search text and any other filter. */
  filter: (items: readonly T[], query: string) => T[]
  /** Whether a filter other than the search (a category) is narrowing the list: no reordering then. */
  filtering?: boolean
  pageSize: number
  /** The delete confirmation and the alert when a delete fails. */
  removeTexts: { confirm: string; failed: string }
}

/** The manual order of a list: moves are shown at once, saved whole, undone on failure. */
export interface ItemOrder<T> {
  /** Only the whole list can be reordered: false while a search or a filter narrows it. */
  enabled: boolean
  /** The 1-based position of an item in the whole list, and the list's length. */
  positionOf: (item: T) => number
  count: number
  /** Moves an item by one place (a keyboard move): -1 up, +1 down. */
  moveBy: (item: T, delta: -1 | 1) => void
  /** Moves an item to where another one is (a drop). */
  moveTo: (id: number, overId: number) => void
}

export interface ItemList<T extends { id: number }> {
  view: ListView<T>
  focus: ReturnType<typeof useListFocus<T>>
  order: ItemOrder<T>
  /** A write of this list is on its way (the rows are marked busy). */
  busy: boolean
  /** The drawer: null closed, 'new' to create, an item to edit. */
  drawer: T | 'new' | null
  setDrawer: (drawer: T | 'new' | null) => void
  /** The Delete action of a row: confirm, delete, reload, keep focus in the list. */
  remove: (item: T) => void
}

/** `items` in the order of `ids` (ids it does not know, and items not in `ids`, keep theirs at the end). */
export function inOrder<T extends { id: number }>(items: readonly T[], ids: readonly number[] | null): T[] {
  if (!ids) return [...items]
  const rank = new Map(ids.map((id, index) => [id, index]))
  const at = (item: T) => rank.get(item.id) ?? ids.length
  return [...items].sort((a, b) => at(a) - at(b))
}

/** `ids` with the one at `from` moved to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids]
  const [id] = next.splice(from, 1)
  if (id !== undefined) next.splice(to, 0, id)
  return next
}

const asJson = { method: 'post', encType: 'application/json' } as const

/**
 * The loaded side of an editable admin list (projects, work) over its route's loader and action: what
 * the shell's search, filters and page leave of the items, focus kept in the list across reloads,
 * Delete, and the manual order, which shows the order being saved (the reorder fetcher's) until the
 * reload confirms it.
 */
export function useItemList<T extends { id: number; title: string }>({
  items,
  filter,
  filtering = false,
  removeTexts,
  state,
  ...list
}: ItemListOptions<T>): ItemList<T> {
  const notify = useNotify()
  const reorder = useFetcher<ActionResult>()
  const remover = useFetcher<ActionResult>()
  const lastMove = React.useRef<{ item: T; control: string } | null>(null)
  const deleting = React.useRef<RowPlace | null>(null)
  // The order being saved, shown at once (in the same update as the move's focus note) and until
  // the reorder fetcher has settled: then the list shows the server's order again.
  const [pendingOrder, setPendingOrder] = React.useState<number[] | null>(null)
  const ordered = React.useCallback(
    (all: readonly T[], query: string) => filter(inOrder(all, pendingOrder), query),
    [filter, pendingOrder],
  )
  const view = useListView(items, { ...list, filter: ordered }, state)
  const focus = useListFocus(view, list.pageSize, state.searchRef)
  const { drawer, setDrawer } = state
  const enabled = !filtering && view.query.trim() === '' && items !== null
  const ids = view.matching.map((item) => item.id)

  React.useEffect(() => {
    if (reorder.state === 'idle' && reorder.data !== undefined) setPendingOrder(null)
  }, [reorder.state, reorder.data])

  useFetcherSettled(reorder, (result) => {
    const move = lastMove.current
    if (result.ok || !move) return
    notify(REORDER_FAILED, { detail: result.detail })
    const { item, control } = move
    focus.afterMove(item, control, () => '', `The order was not saved; '${item.title}' is back in its place.`)
  })

  useFetcherSettled(remover, (result) => {
    const place = deleting.current
    if (!result.ok) notify(removeTexts.failed, { detail: result.detail })
    else if (place) focus.afterDelete(place)
  })

  function save(item: T, next: number[], control: string) {
    const position = next.indexOf(item.id) + 1
    lastMove.current = { item, control }
    setPendingOrder(next)
    focus.afterMove(
      item,
      control,
      (page) => `'${item.title}' moved to position ${position} of ${next.length}, on page ${page}.`,
      `'${item.title}' moved to position ${position} of ${next.length}.`,
    )
    const intent: ItemIntent = { intent: 'reorder', ids: next }
    void reorder.submit(intent, asJson)
  }

  const order: ItemOrder<T> = {
    enabled,
    count: ids.length,
    positionOf: (item) => ids.indexOf(item.id) + 1,
    moveBy(item, delta) {
      const from = ids.indexOf(item.id)
      const to = from + delta
      if (!enabled || from < 0 || to < 0 || to >= ids.length) return
      save(item, moved(ids, from, to), `[data-move="${delta < 0 ? 'up' : 'down'}"]`)
    },
    moveTo(id, overId) {
      const from = ids.indexOf(id)
      const to = ids.indexOf(overId)
      const item = view.matching[from]
      if (!enabled || !item || to < 0 || from === to) return
      save(item, moved(ids, from, to), '[data-drag-handle]')
    },
  }

  function remove(item: T) {
    if (!window.confirm(removeTexts.confirm)) return
    deleting.current = focus.placeOf(item)
    const intent: ItemIntent = { intent: 'delete', id: item.id }
    void remover.submit(intent, asJson)
  }

  const busy = reorder.state !== 'idle' || remover.state !== 'idle'
  return { view, focus, order, busy, drawer, setDrawer, remove }
}
