import type * as React from 'react'
import { cn } from './cn'

/** Text for screen readers only (uses the kit's .ui-visually-hidden class). */
function VisuallyHidden({ className, ...props }: React.ComponentProps<'span'>) {
  return <span className={cn('ui-visually-hidden', className)} {...props} />
}

export { VisuallyHidden }
