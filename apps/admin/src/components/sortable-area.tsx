import {
  type Announcements,
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import type * as React from 'react'

/**
 * A vertical list whose entries (useSortable inside `children`) move by dragging their handle, or
 * with the keyboard on the handle (Space, arrows, Space); each move is announced in words.
 */
export function SortableArea({
  ids,
  announcements,
  onMove,
  children,
}: {
  ids: UniqueIdentifier[]
  announcements: Announcements
  /** An entry dropped over another: it takes that entry's place. */
  onMove: (from: UniqueIdentifier, to: UniqueIdentifier) => void
  children: React.ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(active.id, over.id)
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}
