import { Button } from '@studio/ui/button'
import { Pagination } from '@studio/ui/pagination'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import type * as React from 'react'
import { SkeletonRows } from './list-states'
import './data-table.css'

/**
 * A column heading: its text, or a key with any content (the inbox's select-all box) and, in a
 * table of fixed layout, its width.
 */
export type DataColumn =
  | string
  | { key: string; content: React.ReactNode; className?: string; width?: string }

/** A column of plain rows: its heading (also each cell's label on narrow screens) and its cell. */
export interface DataCell<T> {
  label: string
  className?: string
  render: (row: T) => React.ReactNode
}

/** One button of a row's Actions: its `text` the same on every row, its accessible `name` the row's own. */
export interface RowAction<T> {
  text: string
  variant: 'secondary' | 'danger'
  name: (row: T) => string
  onClick: (row: T) => void
  disabled?: boolean
}

/**
 * The Actions column of a table of cells: a small button a row for each action, each with the row's
 * own accessible name (Remove ada@example.com).
 */
export function actionCell<T>(...actions: RowAction<T>[]): DataCell<T> {
  const button = (action: RowAction<T>, row: T) => (
    <Button
      key={action.text}
      variant={action.variant}
      size="sm"
      aria-label={action.name(row)}
      disabled={action.disabled}
      onClick={() => action.onClick(row)}
    >
      {action.text}
    </Button>
  )
  return {
    label: 'Actions',
    render: (row) =>
      actions.length === 1 && actions[0] ? (
        button(actions[0], row)
      ) : (
        <span className="cluster">{actions.map((action) => button(action, row))}</span>
      ),
  }
}

type Rows<T> =
  /** Rows made of cells, one per column, keyed by their `id`. */
  | { cells: readonly DataCell<T & { id: number | string }>[]; columns?: never; renderRow?: never }
  /** Rows the screen draws itself (sortable rows, a detail row under each), under `columns`. */
  | { columns: readonly DataColumn[]; renderRow: (row: T) => React.ReactNode; cells?: never; rowKey?: never }

type DataTableProps<T> = Rows<T> & {
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string
  className: string
  /** The rows to show; null while the first read is on its way (skeleton rows then). */
  rows: readonly T[] | null
  /** Shown instead of the table when there are no rows; without it, an empty table stays. */
  empty?: React.ReactNode
  /** A newer read or a write is on its way: the current rows stay, marked busy. */
  busy?: boolean
  /** The pager under the table, once rows are shown. */
  paging?: { label: string; page: number; pageCount: number; onPageChange: (page: number) => void }
  /** The table element, focusable from script so focus has a place in the list. */
  tableRef?: React.Ref<HTMLTableElement>
}

/**
 * Every list and table of the panel in its states: skeleton rows while loading, the empty state,
 * or the rows, then the pager. (A failed read shows the route's error card instead.)
 */
export function DataTable<T>({ caption, className, rows, ...table }: DataTableProps<T>) {
  if (rows !== null && rows.length === 0 && table.empty !== undefined) return <>{table.empty}</>
  const loading = rows === null
  const { cells } = table
  const columns: readonly DataColumn[] = cells ? cells.map((cell) => cell.label) : table.columns
  const renderRow = cells
    ? (row: T) => (
        <TableRow key={(row as T & { id: number | string }).id}>
          {cells.map((cell) => (
            <TableCell key={cell.label} label={cell.label} className={cell.className}>
              {cell.render(row as T & { id: number | string })}
            </TableCell>
          ))}
        </TableRow>
      )
    : table.renderRow
  return (
    <>
      <Table
        ref={table.tableRef}
        tabIndex={-1}
        caption={caption}
        aria-busy={loading || table.busy === true}
        className={className}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <TableHeaderCell key={column}>{column}</TableHeaderCell>
              ) : (
                <TableHeaderCell
                  key={column.key}
                  className={column.className}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.content}
                </TableHeaderCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? <SkeletonRows columns={columns.length} /> : rows.map((row) => renderRow?.(row))}
        </TableBody>
      </Table>
      {loading || !table.paging ? null : (
        <Pagination
          variant="summary"
          label={table.paging.label}
          page={table.paging.page}
          pageCount={table.paging.pageCount}
          onPageChange={table.paging.onPageChange}
          className="list-pagination"
        />
      )}
    </>
  )
}
