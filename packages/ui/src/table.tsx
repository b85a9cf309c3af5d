import type * as React from 'react'
import { cn } from './cn'
import './table.css'

/**
 * Real table markup in a wrapper that scrolls sideways when needed. Below 760px each row becomes a
 * card and every cell shows its column name (the `label` of TableCell), so nothing is cut off.
 */
function Table({
  caption,
  className,
  children,
  ...props
}: React.ComponentProps<'table'> & { caption?: string }) {
  return (
    <div className="ui-table-wrap">
      <table className={cn('ui-table', className)} {...props}>
        {caption ? <caption className="ui-visually-hidden">{caption}</caption> : null}
        {children}
      </table>
    </div>
  )
}

function TableHead({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('ui-table__head', className)} {...props} />
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('ui-table__body', className)} {...props} />
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('ui-table__row', className)} {...props} />
}

function TableHeaderCell({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return <th scope={scope} className={cn('ui-table__th', className)} {...props} />
}

function TableCell({ label, className, ...props }: React.ComponentProps<'td'> & { label?: string }) {
  return <td data-label={label} className={cn('ui-table__td', className)} {...props} />
}

export { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow }
