import { Pagination } from '@studio/ui/pagination'
import { Table, TableBody, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { EmptyState, ErrorCard, SkeletonRows } from '../../components/list-states'
import { emptyText } from './inbox-texts'
import { MESSAGE_COLUMNS, MessageRows } from './message-row'
import type { InboxActions } from './use-inbox-actions'
import type { InboxList } from './use-inbox-list'

/**
 * The page of messages in its states (spec section 4): error card, empty state, skeleton rows, or
 * the rows with a select-all box for the page, then the server's paging.
 */
export function InboxTable({ list, actions }: { list: InboxList; actions: InboxActions }) {
  const { selectAllRef } = actions
  const some = actions.selectedCount > 0 && !actions.allSelected

  React.useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = some
  })

  if (list.status === 'error') return <ErrorCard message={list.error} onRetry={() => void list.reload()} />
  const loading = list.status === 'loading'
  if (!loading && list.items.length === 0) {
    return <EmptyState text={emptyText(list.view.tab, list.view.q !== '')} />
  }
  return (
    <>
      <Table
        ref={actions.tableRef}
        tabIndex={-1}
        caption="Contact Messages"
        aria-busy={list.busy}
        className="messages-table inbox-table"
      >
        <TableHead>
          <TableRow>
            <TableHeaderCell className="inbox-select">
              <input
                ref={selectAllRef}
                type="checkbox"
                className="inbox-checkbox"
                checked={actions.allSelected}
                disabled={loading}
                onChange={actions.toggleAll}
                aria-label="Select all messages on this page"
              />
            </TableHeaderCell>
            {MESSAGE_COLUMNS.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? (
            <SkeletonRows columns={MESSAGE_COLUMNS.length + 1} />
          ) : (
            list.items.map((message) => (
              <MessageRows
                key={message.id}
                message={message}
                open={actions.expanded.has(message.id)}
                selected={actions.selected.has(message.id)}
                onToggleOpen={() => actions.toggleOpen(message)}
                onToggleSelected={() => actions.toggleSelected(message.id)}
                onCopy={(text) => void actions.copy(text)}
                onStatus={(status) => void actions.setStatus(message, status)}
                onDelete={() => void actions.remove(message)}
              />
            ))
          )}
        </TableBody>
      </Table>
      {loading ? null : (
        <Pagination
          variant="summary"
          label="Messages pages"
          page={Math.min(list.view.page, list.pageCount)}
          pageCount={list.pageCount}
          onPageChange={list.setPage}
          className="list-pagination"
        />
      )}
    </>
  )
}
