import { SKELETON_ROWS } from '@studio/contracts'
import { buttonClass } from '@studio/ui/button'
import { Skeleton } from '@studio/ui/skeleton'
import { TableCell, TableRow } from '@studio/ui/table'
import type * as React from 'react'
import './list-states.css'

const ROW_IDS = Array.from({ length: SKELETON_ROWS }, (_, row) => `skeleton-row-${row}`)

/** The 6 placeholder rows shown while a list loads. */
export function SkeletonRows({ columns }: { columns: number }) {
  const cellIds = Array.from({ length: columns }, (_, column) => `skeleton-cell-${column}`)
  return (
    <>
      {ROW_IDS.map((rowId) => (
        <TableRow key={rowId} className="skeleton-row">
          {cellIds.map((cellId, column) => (
            <TableCell key={cellId}>
              <Skeleton className={column === 0 ? 'skeleton-cell skeleton-cell--wide' : 'skeleton-cell'} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  )
}

export function ErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="state-card state-card--error" role="alert">
      <p className="state-card__title">{message}</p>
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

/** A polite, visible note about the list (e.g. where a row went after a reload). */
export function ListStatus({ text, ref }: { text: string; ref?: React.Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} className="list-status" role="status">
      {text}
    </p>
  )
}

export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="state-card">
      <p className="state-card__title">{text}</p>
      {hint ? <p className="state-card__hint">{hint}</p> : null}
    </div>
  )
}
