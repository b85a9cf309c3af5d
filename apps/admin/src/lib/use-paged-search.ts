import { clampPage, pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'

/** Case-insensitive "contains" over the given fields; blank text matches everything. */
export function matchesSearch(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return fields.some((field) => field?.toLowerCase().includes(needle))
}

/**
 * Paging over an already filtered list (spec section 4): the page count is at least 1, a page past
 * the end falls back to 1, and callers reset to page 1 whenever the search or category changes.
 */
export function usePaging<T>(items: readonly T[], pageSize: number) {
  const [requested, setPage] = React.useState(1)
  const pageCount = pageCountFor(items.length, pageSize)
  const page = clampPage(requested, pageCount)

  React.useEffect(() => {
    if (page !== requested) setPage(page)
  }, [page, requested])

  const visible = React.useMemo(
    () => items.slice((page - 1) * pageSize, page * pageSize),
    [items, page, pageSize],
  )
  return { page, pageCount, visible, setPage }
}
