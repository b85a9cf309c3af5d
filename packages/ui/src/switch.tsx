import type * as React from 'react'
import { cn } from './cn'
import './switch.css'

interface SwitchProps extends Omit<React.ComponentProps<'button'>, 'onChange' | 'role' | 'aria-checked'> {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Visible text beside the switch; without it, pass aria-label or aria-labelledby. */
  label?: React.ReactNode
}

/** An on/off switch: a real button with role="switch", so Space and Enter toggle it. */
function Switch({ checked, onCheckedChange, label, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      className={cn('ui-switch', className)}
      onClick={() => onCheckedChange(!checked)}
      {...props}
    >
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      {label ? <span className="ui-switch__label">{label}</span> : null}
    </button>
  )
}

export { Switch }
