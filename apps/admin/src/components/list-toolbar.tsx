import type * as React from 'react'
import './list-toolbar.css'

interface ListToolbarProps {
  searchLabel: string
  placeholder: string
  query: string
  onQueryChange: (query: string) => void
  /** e.g. '12 items' (or what shows it once the list has loaded); announced politely as it changes. */
  count: React.ReactNode
  children?: React.ReactNode
  searchRef?: React.Ref<HTMLInputElement>
}

/** Search box, optional filters and the result count above a list. */
export function ListToolbar({
  searchLabel,
  placeholder,
  query,
  onQueryChange,
  count,
  children,
  searchRef,
}: ListToolbarProps) {
  return (
    <div className="cluster list-toolbar">
      <label className="list-toolbar__search">
        <span className="ui-visually-hidden">{searchLabel}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="list-toolbar__icon">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            fill="currentColor"
          />
        </svg>
        <input
          ref={searchRef}
          type="search"
          className="ui-field__control list-toolbar__input"
          placeholder={placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </label>
      {children}
      <p className="list-toolbar__count" aria-live="polite">
        {count}
      </p>
    </div>
  )
}

/** '1 item', '3 items'. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}
