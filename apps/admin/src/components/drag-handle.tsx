import type * as React from 'react'
import './item-row.css'

/** The grip a sortable row or entry is dragged by (dnd-kit's keyboard sensor listens on it too). */
export function DragHandle({ label, ...props }: { label: string } & React.ComponentProps<'button'>) {
  return (
    <button type="button" className="order-cell__handle" aria-label={label} {...props}>
      <svg viewBox="0 0 10 16" width="10" height="16" aria-hidden="true" focusable="false">
        {[3, 8, 13].map((y) => (
          <g key={y}>
            <circle cx="2.5" cy={y} r="1.5" />
            <circle cx="7.5" cy={y} r="1.5" />
          </g>
        ))}
      </svg>
    </button>
  )
}
