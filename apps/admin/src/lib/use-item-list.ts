import * as React from 'react'
import { isSessionExpired, messageOf } from './errors'
import { useNotify } from './notices'
import { type AdminList, useAdminList } from './use-admin-list'
import { useListFocus } from './use-list-focus'
import { useRemoveRow } from './use-remove-row'

/** The alert when a new order is not saved (the API's reason is its detail). */
export const REORDER_FAILED = 'Failed to save the order'

interface ItemListOptions<T> {
  /** Stable (useCallback) loader; its answer is shown in the given order. */
  load: () => Promise<T[]>
  /** Stable (module-level or useCallback) filter for the search text and any other filter. */
  filter: (items: readonly T[], query: string) => T[]
  /** Whether a filter other than the search (a category) is narrowing the list: no reordering then. */
  filtering?: boolean
  pageSize: number
  /** Counted noun of the toolbar, e.g. 'item' -> '3 items'. */
  noun: string
  /** Deletes one item on the API. */
  remove: (id: number) => Promise<unknown>
  /** The delete confirmation and the alert when a delete fails. */
  removeTexts: { confirm: string; failed: string }
  /** Saves the whole list's order on the API (every id, first shown first). */
  reorder: (ids: number[]) => Promise<unknown>
}

/** The manual order of a list (issue 14): moves are shown at once, saved whole, undone on failure. */
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
  view: AdminList<T>
  focus: ReturnType<typeof useListFocus<T>>
  order: ItemOrder<T>
  /** The drawer: null closed, 'new' to create, an item to edit. */
  drawer: T | 'new' | null
  setDrawer: (drawer: T | 'new' | null) => void
  /** The Delete action of a row: confirm, delete, reload, keep focus in the list. */
  remove: (item: T) => Promise<void>
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

/**
 * The state of an editable admin list (projects, work): the list with search and paging, focus kept
 * in it across reloads, the create/edit drawer, the Delete action and the manual order.
 */
export function useItemList<T extends { id: number; title: string }>({
  remove,
  removeTexts,
  reorder,
  filtering = false,
  filter,
  ...list
}: ItemListOptions<T>): ItemList<T> {
  const notify = useNotify()
  // The order being saved, shown before the server confirms it; null shows the server's order.
  const [pendingOrder, setPendingOrder] = React.useState<number[] | null>(null)
  // Quick moves overlap: only the latest one's end shows the server's order again.
  const latestMove = React.useRef(0)
  const ordered = React.useCallback(
    (items: readonly T[], query: string) => filter(inOrder(items, pendingOrder), query),
    [filter, pendingOrder],
  )
  const view = useAdminList({ ...list, filter: ordered })
  const focus = useListFocus(view, list.pageSize)
  const [drawer, setDrawer] = React.useState<T | 'new' | null>(null)
  const removeRow = useRemoveRow(view, remove, removeTexts, focus.afterDelete)
  const enabled = !filtering && view.query.trim() === '' && view.list.status === 'ready'
  const ids = view.matching.map((item) => item.id)

  async function save(item: T, next: number[], control: string) {
    const position = next.indexOf(item.id) + 1
    const move = ++latestMove.current
    setPendingOrder(next)
    focus.afterMove(
      item,
      control,
      (page) => `'${item.title}' moved to position ${position} of ${next.length}, on page ${page}.`,
      `'${item.title}' moved to position ${position} of ${next.length}.`,
    )
    try {
      await reorder(next)
      await view.list.reload()
    } catch (error) {
      if (!isSessionExpired(error)) notify(REORDER_FAILED, { detail: messageOf(error, '') })
      await view.list.reload()
      focus.afterMove(
        item,
        control,
        () => '',
        `The order was not saved; '${item.title}' is back in its place.`,
      )
    }
    if (move === latestMove.current) setPendingOrder(null)
  }

  const order: ItemOrder<T> = {
    enabled,
    count: ids.length,
    positionOf: (item) => ids.indexOf(item.id) + 1,
    moveBy(item, delta) {
      const from = ids.indexOf(item.id)
      const to = from + delta
      if (!enabled || from < 0 || to < 0 || to >= ids.length) return
      void save(item, moved(ids, from, to), `[data-move="${delta < 0 ? 'up' : 'down'}"]`)
    },
    moveTo(id, overId) {
      const from = ids.indexOf(id)
      const to = ids.indexOf(overId)
      const item = view.matching[from]
      if (!enabled || !item || to < 0 || from === to) return
      void save(item, moved(ids, from, to), '[data-drag-handle]')
    },
  }
  return { view, focus, order, drawer, setDrawer, remove: removeRow }
}
