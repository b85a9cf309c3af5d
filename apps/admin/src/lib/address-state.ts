import * as React from 'react'
import { type ShouldRevalidateFunction, useSearchParams } from 'react-router'

/**
 * A choice of a list screen (its search, page or filter) kept in the address, so a reload, a shared
 * link and Back show the same list, as on the inbox and the activity log. The screen reads and sets
 * it at once (typing is never held up by a navigation); the address follows, replacing the entry
 * rather than adding one per keystroke. `empty` is left out of the address.
 */
export function useAddressState(name: string, empty = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams()
  const [value, setValue] = React.useState(() => params.get(name) ?? empty)

  React.useEffect(() => {
    const inAddress = params.get(name) ?? empty
    if (inAddress === value) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === empty) next.delete(name)
        else next.set(name, value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [name, empty, value, params, setParams])

  return [value, setValue]
}

/** A page number kept in the address (`?page=2`); page 1 is left out. */
export function useAddressPage(): [number, (page: number) => void] {
  const [text, setText] = useAddressState('page', '1')
  const page = Number(text)
  const setPage = React.useCallback((next: number) => setText(String(next)), [setText])
  return [Number.isInteger(page) && page >= 1 ? page : 1, setPage]
}

/**
 * For a list read whole by its loader and narrowed in the browser: a change of the address's query
 * alone (search, page, filter) reads nothing again; a write, a Try again or another path does.
 */
export const readAgainUnlessOnlyQueryChanged: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate
