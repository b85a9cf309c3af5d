import type * as React from 'react'
import { cn } from './cn'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

export function buttonClass(
  variant: Variant = 'primary',
  size: 'md' | 'sm' = 'md',
  className?: string,
): string {
  return cn('ui-button', `ui-button--${variant}`, size === 'sm' && 'ui-button--sm', className)
}

function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & { variant?: Variant; size?: 'md' | 'sm' }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />
}

export { Button }
