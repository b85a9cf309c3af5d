import * as React from 'react'
import { cn } from './cn'

interface FieldProps {
  label: string
  error?: string
  className?: string
  children: (control: {
    id: string
    'aria-invalid'?: true
    'aria-describedby'?: string
    className: string
  }) => React.ReactNode
}

/** A labelled form control with its error beside it; the control is flagged invalid when there is one. */
function Field({ label, error, className, children }: FieldProps) {
  // React's ids begin with '_': an id must begin with a letter (html-validate's valid-id rule).
  const id = `field${React.useId()}`
  const errorId = `${id}-error`
  return (
    <div className={cn('ui-field', className)}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: 'ui-field__control',
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p className="ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export { Field }
