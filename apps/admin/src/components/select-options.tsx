import type * as React from 'react'

type Options = ReadonlyArray<{ value: string; label: string }>

/** A select's choices from a list of values and their labels, in the list's order. */
export function SelectOptions({ options }: { options: Options }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}

type SelectFieldProps = {
  label: string
  /** The label's own class beside ui-field (a filter's place in its row). */
  className?: string
  options: Options
} & Omit<React.ComponentProps<'select'>, 'className' | 'children'>

/** A labelled select of a filter form, its choices from `options`. */
export function SelectField({ label, className, options, ...select }: SelectFieldProps) {
  return (
    <label className={className ? `ui-field ${className}` : 'ui-field'}>
      <span className="ui-field__label">{label}</span>
      <select className="ui-field__control" {...select}>
        <SelectOptions options={options} />
      </select>
    </label>
  )
}
