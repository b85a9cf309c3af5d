import type * as React from 'react'
import { cn } from './cn'

/** A shimmering placeholder block; hidden from assistive technology. */
function Skeleton({ className, ...props }: React.ComponentProps<'span'>) {
  return <span aria-hidden="true" className={cn('ui-skeleton', className)} {...props} />
}

export { Skeleton }
