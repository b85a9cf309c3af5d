import * as React from 'react'
import { DataTable } from '../../components/data-table'
import { EmptyState } from '../../components/list-states'
import { emptyText } from './inbox-texts'
import type { InboxList } from './inbox-view'
import { MESSAGE_COLUMNS, MessageRows } from './message-row'
import type { InboxActions } from './use-inbox-actions'

/**
 * The page of messages in its states: skeleton rows, the empty state, or the rows with a
 * select-all box for the page, then the server's paging.
 */
export function InboxTable({ list, actions }: { list: InboxList; actions: InboxActions }) {
  const { selectAllRef } = actions
  const some = actions.selectedCount > 0 && !actions.allSelected

  React.useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = some
  })

  const selectAll = {
    key: 'select',
    className: 'inbox-select',
    content: (
      <input
        ref={selectAllRef}
        type="checkbox"
        className="inbox-checkbox"
        checked={actions.allSelected}
        disabled={list.loading}
        onChange={actions.toggleAll}
        aria-label="Select all messages on this page"
      />
    ),
  }
  return (
    <DataTable
      caption="Contact Messages"
      className="messages-table inbox-table"
      columns={[selectAll, ...MESSAGE_COLUMNS]}
      rows={list.loading ? null : actions.items}
      busy={list.busy || actions.busy}
      tableRef={actions.tableRef}
      empty={<EmptyState text={emptyText(list.view.tab, list.view.q !== '', list.view.language)} />}
      paging={{
        label: 'Messages pages',
        page: Math.min(list.view.page, list.pageCount),
        pageCount: list.pageCount,
        onPageChange: list.setPage,
      }}
      renderRow={(message) => (
        <MessageRows
          key={message.id}
          message={message}
          open={actions.expanded.has(message.id)}
          selected={actions.selected.has(message.id)}
          onToggleOpen={() => actions.toggleOpen(message)}
          onToggleSelected={() => actions.toggleSelected(message.id)}
          onCopy={(text) => void actions.copy(text)}
          onStatus={(status) => actions.setStatus(message, status)}
          onDelete={() => actions.remove(message)}
          onSource={list.setSource}
        />
      )}
    />
  )
}
