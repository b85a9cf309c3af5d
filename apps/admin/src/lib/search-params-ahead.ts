import * as React from 'react'
import { type NavigateOptions, useSearchParams } from 'react-router'

type UpdateParams = (current: URLSearchParams) => URLSearchParams

/**
 * The address's search params, and a setter whose update builds on the last address asked for
 * here. A router update is a transition: until the page it asks for has loaded, the screen, and the
 * params React Router's own setter builds on, still show the address before it. A second choice
 * made meanwhile (a filter, then the actor, on a slow connection) would drop the first.
 */
export function useSearchParamsAhead(): [
  URLSearchParams,
  (update: UpdateParams, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams()
  // The last address asked for, and the address on screen when it was asked. Once the screen shows
  // another (the asked one landed, or Back, or a link), that one is the base again.
  const asked = React.useRef<{ from: string; next: URLSearchParams } | null>(null)
  const set = React.useCallback(
    (update: UpdateParams, options?: NavigateOptions) => {
      const from = params.toString()
      const base = asked.current?.from === from ? asked.current.next : params
      const next = update(new URLSearchParams(base))
      asked.current = { from, next }
      setParams(next, options)
    },
    [params, setParams],
  )
  return [params, set]
}
