import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Button } from '@studio/ui/button'
import type * as React from 'react'
import type { ItemList } from '../lib/use-item-list'
import { ItemOrderContext } from './item-row'
import { ListStatus } from './list-states'
import { ListTable } from './list-table'
import { ListToolbar } from './list-toolbar'
import { PageHeader } from './page-header'

type Item = { id: number; title: string }

interface ItemListScreenProps<T extends Item> {
  list: ItemList<T>
  /** The screen's heading (also the table's caption) and the text of its + New button. */
  header: { title: string; subtitle: string; newLabel: string }
  search: { label: string; placeholder: string }
  table: { className: string; columns: readonly string[] }
  /** Filters beside the search box. */
  filters?: React.ReactNode
  /** Shown instead of the table when nothing matches. */
  empty: React.ReactNode
  /** One item's row: an ItemRow, so it can be reordered. */
  renderRow: (item: T) => React.ReactNode
  /** The create/edit drawer, driven by `list.drawer`. */
  drawer: React.ReactNode
}

/**
 * The screen of an editable admin list (spec section 4): header with its + New button, search and
 * filters with the count, the table in its states with pagination, the manual order (drag and
 * drop, keyboard moves) while nothing narrows the list, and the drawer.
 */
export function ItemListScreen<T extends Item>({
  list,
  header,
  search,
  table,
  ...screen
}: ItemListScreenProps<T>) {
  const { view, focus, order } = list
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
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
  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) order.moveTo(Number(active.id), Number(over.id))
  }
  const narrowed = view.list.status === 'ready' && view.list.items.length > 1 && !order.enabled

  return (
    <>
      <PageHeader
        title={header.title}
        subtitle={header.subtitle}
        action={<Button onClick={() => list.setDrawer('new')}>{header.newLabel}</Button>}
      />
      <ListToolbar
        searchLabel={search.label}
        placeholder={search.placeholder}
        searchRef={focus.searchRef}
        {...view.toolbar}
      >
        {screen.filters}
      </ListToolbar>
      {narrowed ? <p className="order-hint">Clear the search and filters to change the order.</p> : null}
      <ListStatus ref={focus.statusRef} text={focus.announcement} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={view.visible.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ItemOrderContext value={order.enabled ? (order as ItemList<Item>['order']) : null}>
            <ListTable
              className={order.enabled ? `${table.className} list-table--ordered` : table.className}
              columns={order.enabled ? ['Order', ...table.columns] : table.columns}
              caption={header.title}
              pagesLabel={`${header.title} pages`}
              view={view}
              tableRef={focus.tableRef}
              empty={screen.empty}
              renderRow={screen.renderRow}
            />
          </ItemOrderContext>
        </SortableContext>
      </DndContext>
      {screen.drawer}
    </>
  )
}
