import type * as React from 'react'
import { cn } from './cn'

/** A status banner: errors are announced assertively, successes politely. */
function Banner({ tone, className, ...props }: React.ComponentProps<'div'> & { tone: 'error' | 'success' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('ui-banner', `ui-banner--${tone}`, className)}
      {...props}
    />
  )
}

export { Banner }
