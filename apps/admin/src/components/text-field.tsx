import { Field } from '@studio/ui/field'
import type * as React from 'react'

type TextFieldProps = {
  label: string
  error?: string | undefined
  /** A line under the input saying what the field is for; read with it by screen readers. */
  hint?: string
  value: string
  onChange: (value: string) => void
} & Omit<React.ComponentProps<'input'>, 'value' | 'onChange'>

/** A labelled text input of the drawers, with its error. */
export function TextField({ label, error, hint, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => {
        const hintId = `${control.id}-hint`
        const describedBy = [control['aria-describedby'], hint ? hintId : null].filter(Boolean).join(' ')
        return (
          <>
            <input
              {...control}
              {...input}
              aria-describedby={describedBy || undefined}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
            {hint ? (
              <p className="field-hint" id={hintId}>
                {hint}
              </p>
            ) : null}
          </>
        )
      }}
    </Field>
  )
}
