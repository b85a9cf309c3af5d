import type * as React from 'react'
import { cn } from './cn'
import './chip.css'

type Tone = 'neutral' | 'accent' | 'success'

/** A small rounded label (status, category, tag); long text is cut with an ellipsis, full text in the title. */
function Chip({
  tone = 'neutral',
  className,
  title,
  children,
  ...props
}: React.ComponentProps<'span'> & { tone?: Tone }) {
  return (
    <span
      className={cn('ui-chip', `ui-chip--${tone}`, className)}
      title={title ?? (typeof children === 'string' ? children : undefined)}
      {...props}
    >
      {children}
    </span>
  )
}

export { Chip }
