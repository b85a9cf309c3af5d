import type * as React from 'react'

interface CheckFieldProps {
  checked: boolean
  onChange: (checked: boolean) => void
  children: React.ReactNode
}

/** A checkbox with its label beside it, as the backup forms ask their yes-or-no questions. */
export function CheckField({ checked, onChange, children }: CheckFieldProps) {
  return (
    <label className="check-field">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  )
}
