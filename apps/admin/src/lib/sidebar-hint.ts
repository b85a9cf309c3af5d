import * as React from 'react'
import { type RouteObject, useFetcher } from 'react-router'
import { useScreenTimers } from './screen-timers'

/**
 * What the sidebar's hints (the unread count, the Status mark) share: a resource route whose failed
 * ask answers `failed` (the sidebar keeps what it last knew: a hint never interrupts the admin),
 * and a fetcher that reads it on mount, every `everyMs` while the page shows, when the window
 * takes focus and after every write (the router revalidates every loaded fetcher after an action).
 */
export function sidebarHintRoute<T>(path: string, read: () => Promise<T>, failed: T): RouteObject {
  return {
    path,
    loader: async () => {
      try {
        return await read()
      } catch {
        return failed
      }
    },
  }
}

/** The hint's last answer read by the fetcher `key` from `href`; `onVisible` also reads it when the page comes back into view. */
export function useSidebarHint<T>(
  key: string,
  href: string,
  { everyMs, onVisible = false }: { everyMs: number; onVisible?: boolean },
): T | undefined {
  const fetcher = useFetcher<T>({ key })
  const load = React.useRef(fetcher.load)
  load.current = fetcher.load
  const timers = useScreenTimers()

  React.useEffect(() => {
    const refresh = () => void load.current(href)
    refresh()
    const timer = timers.setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh()
    }, everyMs)
    const whenVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    window.addEventListener('focus', refresh)
    if (onVisible) document.addEventListener('visibilitychange', whenVisible)
    return () => {
      timers.clearInterval(timer)
      window.removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', whenVisible)
    }
  }, [timers, href, everyMs, onVisible])

  return fetcher.data as T | undefined
}
