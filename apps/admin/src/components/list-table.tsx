import { Pagination } from '@studio/ui/pagination'
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import type * as React from 'react'
import type { AdminList } from '../lib/use-admin-list'
import { ErrorCard, SkeletonRows } from './list-states'
import './list-table.css'

interface ListTableProps<T> {
  view: AdminList<T>
  caption: string
  className: string
  columns: readonly string[]
  /** Shown instead of the table when nothing matches. */
  empty: React.ReactNode
  pagesLabel: string
  /** One item's row(s), keyed. */
  renderRow: (item: T) => React.ReactNode
  /** The table element (useListFocus), focusable from script so focus has a place in the list. */
  tableRef?: React.Ref<HTMLTableElement>
}

/** A list's states (spec section 4): error card, empty state, skeleton rows, rows and pagination. */
export function ListTable<T>({
  view,
  caption,
  className,
  columns,
  empty,
  pagesLabel,
  renderRow,
  tableRef,
}: ListTableProps<T>) {
  const { list, loading } = view
  if (list.status === 'error') return <ErrorCard message={list.error} onRetry={() => void list.reload()} />
  if (!loading && view.matching.length === 0) return <>{empty}</>
  return (
    <>
      <Table
        ref={tableRef}
        tabIndex={-1}
        caption={caption}
        aria-busy={loading}
        className={`list-table ${className}`}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? <SkeletonRows columns={columns.length} /> : view.visible.map(renderRow)}
        </TableBody>
      </Table>
      {loading ? null : (
        <Pagination
          variant="summary"
          label={pagesLabel}
          page={view.page}
          pageCount={view.pageCount}
          onPageChange={view.setPage}
          className="list-pagination"
        />
      )}
    </>
  )
}
