import type * as React from 'react'
import { useRef } from 'react'
import { cn } from './cn'

export interface TabOption<Value extends string> {
  value: Value
  label: string
}

interface TabsProps<Value extends string> {
  options: readonly TabOption<Value>[]
  value: Value
  onChange: (value: Value) => void
  /** Accessible name of the tab list. */
  label: string
  /** id of the one panel the tabs control. */
  panelId: string
  /** Prefix for the tab ids, so the panel can be labelled by the selected tab. */
  idPrefix: string
  className?: string
}

/** The id of the tab for `value`, for the panel's aria-labelledby. */
export function tabId(idPrefix: string, value: string): string {
  return `${idPrefix}-tab-${value}`
}

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order, arrow keys, Home and End move
 * between tabs and select them.
 */
function Tabs<Value extends string>({
  options,
  value,
  onChange,
  label,
  panelId,
  idPrefix,
  className,
}: TabsProps<Value>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const option = options[next]
    if (!option) return
    onChange(option.value)
    refs.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className={cn('ui-tabs', className)}>
      {options.map((option, index) => {
        const selected = option.value === value
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, option.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}

export { Tabs }
