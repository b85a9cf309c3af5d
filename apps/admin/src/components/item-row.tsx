import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { TableCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import type { ItemOrder } from '../lib/item-list'
import { DragHandle } from './drag-handle'
import './item-row.css'

type Ordered = { id: number; title: string }

/** The list's order while it can be changed (see ItemListScreen); null where it cannot. */
export const ItemOrderContext = React.createContext<ItemOrder<Ordered> | null>(null)

/**
 * A portfolio item's table row: while the list can be reordered, it is sortable (dragged by its
 * handle, with dnd-kit's keyboard sensor on the handle) and starts with the Order cell.
 */
export function ItemRow({ item, children }: { item: Ordered; children: React.ReactNode }) {
  const order = React.useContext(ItemOrderContext)
  const enabled = order?.enabled === true
  const sortable = useSortable({ id: item.id, disabled: !enabled })
  const style: React.CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  }
  return (
    <TableRow
      ref={sortable.setNodeRef}
      style={enabled ? style : undefined}
      data-row-id={item.id}
      className={sortable.isDragging ? 'item-row--dragging' : undefined}
    >
      {order && enabled ? (
        <TableCell label="Order" className="order-cell">
          <div className="order-cell__controls">
            <DragHandle
              ref={sortable.setActivatorNodeRef}
              {...sortable.attributes}
              {...sortable.listeners}
              label={`Drag ${item.title} (position ${order.positionOf(item)} of ${order.count})`}
              data-drag-handle=""
            />
            <div className="order-cell__moves">
              <MoveButton order={order} item={item} delta={-1} />
              <MoveButton order={order} item={item} delta={1} />
            </div>
          </div>
        </TableCell>
      ) : null}
      {children}
    </TableRow>
  )
}

/** Move up / Move down: at the ends they stay focusable but do nothing (aria-disabled). */
function MoveButton({ order, item, delta }: { order: ItemOrder<Ordered>; item: Ordered; delta: -1 | 1 }) {
  const position = order.positionOf(item)
  const atEnd = delta < 0 ? position <= 1 : position >= order.count
  const direction = delta < 0 ? 'up' : 'down'
  return (
    <button
      type="button"
      className="order-cell__move"
      data-move={direction}
      aria-label={`Move ${item.title} ${direction}`}
      aria-disabled={atEnd || undefined}
      onClick={() => {
        if (!atEnd) order.moveBy(item, delta)
      }}
    >
      <span aria-hidden="true">{delta < 0 ? '↑' : '↓'}</span>
    </button>
  )
}
