import { Field } from '@studio/ui/field'
import type * as React from 'react'

type TextFieldProps = {
  label: string
  error?: string | undefined
  value: string
  onChange: (value: string) => void
} & Omit<React.ComponentProps<'input'>, 'value' | 'onChange'>

/** A labelled text input of the drawers, with its error. */
export function TextField({ label, error, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input {...control} {...input} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  )
}
