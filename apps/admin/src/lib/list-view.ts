import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'
import { countLabel } from '../components/list-toolbar'
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
  /** Props of ListToolbar: the search box (which resets paging) and the count. */
  toolbar: { query: string; onQueryChange: (query: string) => void; count: string }
}

/**
 * What the admin has chosen on a list screen: its search and page, kept in the address (`?q=&page=`).
 * It lives above the screen's Suspense boundary, so it survives the moment the skeleton gives way to
 * the loaded rows.
 */
export interface ListState {
  query: string
  setQuery: (query: string) => void
  page: number
  setPage: (page: number) => void
}

export function useListState(): ListState {
  const [query, setQuery] = useAddressState('q')
  const [page, setPage] = useAddressPage()
  return { query, setQuery, page, setPage }
}

interface ListViewOptions<T> {
  /** Stable (module-level or useCallback) filter for the search text and any other filter. */
  filter: (items: readonly T[], query: string) => T[]
  pageSize: number
  /** Counted noun of the toolbar, e.g. 'item' -> '3 items'. */
  noun: string
}

/**
 * What a loaded list shows: search, paging that resets to page 1 on a new search and never points
 * past the last page, and the result count. The items come from a route loader.
 */
export function useListView<T>(
  items: readonly T[] | null,
  { filter, pageSize, noun }: ListViewOptions<T>,
  { query, setQuery, page: requested, setPage }: ListState,
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
  const loading = items === null
  const onQueryChange = (next: string) => {
    setQuery(next)
    setPage(1)
  }
  return {
    items,
    loading,
    query,
    matching,
    page,
    pageCount,
    visible,
    setPage,
    toolbar: { query, onQueryChange, count: loading ? 'Loading…' : countLabel(matching.length, noun) },
  }
}
