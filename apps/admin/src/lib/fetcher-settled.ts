import * as React from 'react'

/**
 * Calls `onSettled` once with each answer of a fetcher's action: a failure as soon as it is known,
 * a success once the fetcher is idle again (the reads its write touched have been refreshed then),
 * or, with `early`, as soon as it is known too (a drawer closes before the list shows the save).
 */
export function useFetcherSettled<T>(
  fetcher: { state: string; data: T | undefined },
  onSettled: (data: T) => void,
  { early = false } = {},
) {
  const seen = React.useRef<T | undefined>(undefined)
  const latest = React.useRef(onSettled)
  latest.current = onSettled
  React.useEffect(() => {
    const { data, state } = fetcher
    if (data === undefined || data === seen.current) return
    const now = early || (data as { ok?: unknown }).ok === false
    if (state !== 'idle' && !(now && state === 'loading')) return
    seen.current = data
    latest.current(data)
  }, [fetcher, early])
}
