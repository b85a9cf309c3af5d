import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'
import { useAddressPage, useAddressState } from './address-state'

/** Case-insensitive "contains" over the given fields; blank text matches everything. */
export function matchesSearch(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return fields.some((field) => field?.toLowerCase().includes(needle))
}

/**
 * The admin lists' page once the list has shrunk: the new last page, not page 1, so deleting the
 * last item of page 3 leaves the admin on page 2 beside what they were working on. (The public All
 * Work page resets to 1; that rule lives in @studio/ui clampPage.)
 */
export function keepPageInRange(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 1), pageCount)
}

export interface ListView<T> {
  /** The loaded items (null while the first read is on its way). */
  items: readonly T[] | null
  loading: boolean
  query: string
  matching: T[]
  page: number
  pageCount: number
  visible: T[]
  setPage: (page: number) => void
}

/**
 * What the admin has chosen on a list screen: its search and page, kept in the address (`?q=&page=`).
 * It lives above the screen's Suspense boundary, with the search box it feeds, so the box is one
 * element from the first paint and the choices survive the moment the skeleton gives way to the rows.
 */
export interface ListState {
  query: string
  /** The search box's change: a new search starts again at page 1. */
  search: (query: string) => void
  page: number
  setPage: (page: number) => void
}

export function useListState(): ListState {
  const [query, setQuery] = useAddressState('q')
  const [page, setPage] = useAddressPage()
  const search = React.useCallback(
    (next: string) => {
      setQuery(next)
      setPage(1)
    },
    [setQuery, setPage],
  )
  return { query, search, page, setPage }
}

interface ListViewOptions<T> {
  /** Stable (module-level or useCallback) filter for the search text and any other filter. */
  filter: (items: readonly T[], query: string) => T[]
  pageSize: number
}

/**
 * What a loaded list shows: what the search and filters leave, and paging that never points past the
 * last page. The items come from a route loader.
 */
export function useListView<T>(
  items: readonly T[] | null,
  { filter, pageSize }: ListViewOptions<T>,
  { query, page: requested, setPage }: ListState,
): ListView<T> {
  const matching = React.useMemo(() => (items ? filter(items, query) : []), [filter, items, query])
  const pageCount = pageCountFor(matching.length, pageSize)
  const page = keepPageInRange(requested, pageCount)

  React.useEffect(() => {
    if (items !== null && page !== requested) setPage(page)
  }, [items, page, requested, setPage])

  const visible = React.useMemo(
    () => matching.slice((page - 1) * pageSize, page * pageSize),
    [matching, page, pageSize],
  )
  return { items, loading: items === null, query, matching, page, pageCount, visible, setPage }
}
