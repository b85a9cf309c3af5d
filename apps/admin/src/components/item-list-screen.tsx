import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'
import { Button } from '@studio/ui/button'
import type * as React from 'react'
import { Deferred } from '../lib/deferred-view'
import type { ItemList, ItemListState } from '../lib/item-list'
import { type DataColumn, DataTable } from './data-table'
import { ItemOrderContext } from './item-row'
import { ListStatus } from './list-states'
import { countLabel, ListToolbar } from './list-toolbar'
import { PageHeader } from './page-header'
import { SortableArea } from './sortable-area'

type Item = { id: number; title: string }

interface ItemListFrameProps<T> {
  header: { title: string; subtitle: string; newLabel: string }
  /** The route loader's read of the whole list. */
  items: Promise<T[]>
  state: ItemListState<T>
  search: { label: string; placeholder: string }
  /** The toolbar's count of what the search and filters leave, e.g. 'item' -> '3 items'. */
  count: { filter: (items: readonly T[], query: string) => T[]; noun: string }
  /** Filters beside the search box. */
  filters?: React.ReactNode
  drawer: React.ReactNode
  /** The list (an ItemListScreen) from the loaded items; null while they load: skeleton rows. */
  children: (items: T[] | null) => React.ReactNode
}

/**
 * The frame of an editable admin list. The header with its + New button, the toolbar (search box,
 * filters) and the create/edit drawer stand outside the Suspense boundary: they need only the
 * screen's state, so they are the same elements from the first paint, and a search typed while the
 * list loads keeps its text and focus as the rows arrive. What needs the items waits inside: the
 * toolbar's count and the list.
 */
export function ItemListFrame<T>({
  header,
  items,
  state,
  search,
  count,
  filters,
  drawer,
  children,
}: ItemListFrameProps<T>) {
  return (
    <>
      <PageHeader
        title={header.title}
        subtitle={header.subtitle}
        action={<Button onClick={() => state.setDrawer('new')}>{header.newLabel}</Button>}
      />
      <ListToolbar
        searchLabel={search.label}
        placeholder={search.placeholder}
        query={state.query}
        onQueryChange={state.search}
        count={
          <Deferred value={items} fallback="Loading…">
            {(loaded) => countLabel(count.filter(loaded, state.query).length, count.noun)}
          </Deferred>
        }
        searchRef={state.searchRef}
      >
        {filters}
      </ListToolbar>
      <Deferred value={items} fallback={children(null)}>
        {children}
      </Deferred>
      {drawer}
    </>
  )
}

interface ItemListScreenProps<T extends Item> {
  list: ItemList<T>
  /** The screen's heading: the table's caption. */
  header: { title: string }
  table: { className: string; columns: readonly string[] }
  /** Shown instead of the table when nothing matches. */
  empty: React.ReactNode
  /** One item's row (an ItemRow, so it can be reordered), with its Edit and Delete. */
  Row: React.ComponentType<{ item: T; onEdit: () => void; onDelete: () => void }>
}

/**
 * The list of an editable admin list screen, inside its frame's Suspense boundary: the table in its
 * states with pagination, the manual order (drag and drop, keyboard moves) while nothing narrows the
 * list, and the notes about moved rows.
 */
export function ItemListScreen<T extends Item>({ list, header, table, ...screen }: ItemListScreenProps<T>) {
  const { view, focus, order } = list
  const titleOf = (id: UniqueIdentifier) => view.matching.find((item) => item.id === id)?.title ?? ''
  const place = (id: UniqueIdentifier) =>
    `position ${view.matching.findIndex((item) => item.id === id) + 1} of ${view.matching.length}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up '${titleOf(active.id)}', ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `'${titleOf(active.id)}' is over ${place(over.id)}.`
        : `'${titleOf(active.id)}' is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `'${titleOf(active.id)}' dropped at ${place(over.id)}.` : `'${titleOf(active.id)}' dropped.`,
    onDragCancel: ({ active }) =>
      `Moving '${titleOf(active.id)}' was cancelled; it stays at ${place(active.id)}.`,
  }
  const narrowed = view.items !== null && view.items.length > 1 && !order.enabled
  // Fixed widths (data-table.css): the screen's columns take --column-1, … from its CSS wherever
  // they stand, after the Order column when there is one.
  const columns: DataColumn[] = table.columns.map((label, index) => ({
    key: label,
    content: label,
    width: `var(--column-${index + 1}, auto)`,
  }))
  if (order.enabled) columns.unshift({ key: 'Order', content: 'Order', width: 'var(--order-column)' })

  return (
    <>
      {narrowed ? <p className="order-hint">Clear the search and filters to change the order.</p> : null}
      <ListStatus ref={focus.statusRef} text={focus.announcement} />
      <SortableArea
        ids={view.visible.map((item) => item.id)}
        announcements={announcements}
        onMove={(from, to) => order.moveTo(Number(from), Number(to))}
      >
        <ItemOrderContext value={order.enabled ? (order as ItemList<Item>['order']) : null}>
          <DataTable
            className={`list-table ${table.className}${order.enabled ? ' list-table--ordered' : ''}`}
            columns={columns}
            caption={header.title}
            rows={view.loading ? null : view.visible}
            busy={list.busy}
            paging={{
              label: `${header.title} pages`,
              page: view.page,
              pageCount: view.pageCount,
              onPageChange: view.setPage,
            }}
            tableRef={focus.tableRef}
            empty={screen.empty}
            renderRow={(item) => (
              <screen.Row
                key={item.id}
                item={item}
                onEdit={() => list.setDrawer(item)}
                onDelete={() => list.remove(item)}
              />
            )}
          />
        </ItemOrderContext>
      </SortableArea>
    </>
  )
}
