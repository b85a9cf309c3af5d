import { buttonClass } from '@studio/ui/button'
import * as React from 'react'
import './password-field.css'

interface PasswordFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  placeholder?: string
  minLength?: number
}

/** A password input with a show/hide toggle that keeps the field's label and value. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  placeholder,
  minLength,
}: PasswordFieldProps) {
  const id = React.useId()
  const [visible, setVisible] = React.useState(false)
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-field">
        <input
          id={id}
          className="ui-field__control password-field__input"
          type={visible ? 'text' : 'password'}
          name="password"
          required
          autoComplete={autoComplete}
          placeholder={placeholder}
          minLength={minLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'password-field__toggle')}
          aria-controls={id}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  )
}
