import * as React from 'react'
import { countLabel } from '../components/list-toolbar'
import { usePaging } from './use-paged-search'
import { type RemoteList, useRemoteList } from './use-remote-list'

interface AdminListOptions<T> {
  /** Stable (useCallback) loader; its answer is shown in the given order. */
  load: () => Promise<T[]>
  /** Stable (module-level or useCallback) filter for the search text and any other filter. */
  filter: (items: readonly T[], query: string) => T[]
  pageSize: number
  /** Counted noun of the toolbar, e.g. 'item' -> '3 items'. */
  noun: string
}

export interface AdminList<T> {
  list: RemoteList<T>
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
 * One admin list screen's data (spec section 4): load state, search, paging that resets to page 1
 * on a new search and never points past the last page, and the result count.
 */
export function useAdminList<T>({ load, filter, pageSize, noun }: AdminListOptions<T>): AdminList<T> {
  const list = useRemoteList(load)
  const [query, setQuery] = React.useState('')
  const matching = React.useMemo(() => filter(list.items, query), [filter, list.items, query])
  const { page, pageCount, visible, setPage } = usePaging(matching, pageSize)
  const loading = list.status === 'loading'
  const onQueryChange = (next: string) => {
    setQuery(next)
    setPage(1)
  }
  return {
    list,
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
