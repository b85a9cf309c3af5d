import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'

/** Case-insensitive "contains" over the given fields; blank text matches everything. */
export function matchesSearch(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return fields.some((field) => field?.toLowerCase().includes(needle))
}

/**
 * The admin lists' page once the list has shrunk: the new last page, not page 1, so deleting the
 * last item of page 3 leaves the admin on page 2 beside what they were working on. (The public All
 * Work page resets to 1 as spec section 4 says; that rule lives in @studio/ui clampPage.)
 */
export function keepPageInRange(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 1), pageCount)
}

/**
 * Paging over an already filtered list (spec section 4): the page count is at least 1, a page past
 * the end becomes the last page, and callers reset to page 1 whenever the search or category changes.
 */
export function usePaging<T>(items: readonly T[], pageSize: number) {
  const [requested, setPage] = React.useState(1)
  const pageCount = pageCountFor(items.length, pageSize)
  const page = keepPageInRange(requested, pageCount)

  React.useEffect(() => {
    if (page !== requested) setPage(page)
  }, [page, requested])

  const visible = React.useMemo(
    () => items.slice((page - 1) * pageSize, page * pageSize),
    [items, page, pageSize],
  )
  return { page, pageCount, visible, setPage }
}
