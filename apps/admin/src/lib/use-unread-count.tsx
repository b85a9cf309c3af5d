import * as React from 'react'
import { useAdminApi } from './api-context'
import './unread-count.css'

/** How often the count is asked for while the panel is open (issue 13: at least every minute). */
export const UNREAD_REFRESH_MS = 60_000

interface UnreadCount {
  /** Messages with status `new`; null until the first answer. */
  count: number | null
  /** Asks again now (after the inbox changed a status, deleted or archived). */
  refresh: () => void
}

const UnreadCountContext = React.createContext<UnreadCount>({ count: null, refresh: () => {} })

/** '(3) Contact Messages | Admin': the tab says how many enquiries wait, whatever the screen. */
export function titleWithUnread(title: string, count: number | null): string {
  const bare = title.replace(/^\(\d+\) /, '')
  return count ? `(${count}) ${bare}` : bare
}

/**
 * The unread (`new`) message count for the sidebar and the tab title: asked on mount, every minute,
 * whenever the panel comes back into view or focus, and on `refresh()`. A failed ask keeps the last
 * count: the badge is a hint, never a reason to interrupt the admin.
 */
export function UnreadCountProvider({ children }: { children: React.ReactNode }) {
  const client = useAdminApi()
  const [count, setCount] = React.useState<number | null>(null)
  const latest = React.useRef(0)

  const refresh = React.useCallback(() => {
    const ask = ++latest.current
    client.unreadMessageCount().then(
      (next) => {
        if (ask === latest.current) setCount(next)
      },
      () => {},
    )
  }, [client])

  React.useEffect(() => {
    refresh()
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh()
    }, UNREAD_REFRESH_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    window.addEventListener('focus', refresh)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      latest.current++
      window.clearInterval(timer)
      window.removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  useUnreadTitle(count)
  const value = React.useMemo(() => ({ count, refresh }), [count, refresh])
  return <UnreadCountContext.Provider value={value}>{children}</UnreadCountContext.Provider>
}

/**
 * Keeps the count in front of whatever title the current screen sets: screens name the tab in their
 * own effects (useDocumentTitle), so the prefix is put back whenever the title element changes.
 */
function useUnreadTitle(count: number | null) {
  React.useEffect(() => {
    const apply = () => {
      const next = titleWithUnread(document.title, count)
      if (document.title !== next) document.title = next
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => {
      observer.disconnect()
      document.title = titleWithUnread(document.title, null)
    }
  }, [count])
}

export function useUnreadCount(): UnreadCount {
  return React.useContext(UnreadCountContext)
}

/** The Messages link's name: 'Messages, 3 unread' (the visible badge is only its number). */
export function unreadLinkLabel(label: string, count: number | null): string | undefined {
  return count ? `${label}, ${count} unread` : undefined
}

/** The count inside the sidebar's Messages link, shortened past 99 so the link keeps its size. */
export function UnreadBadge() {
  const { count } = useUnreadCount()
  if (!count) return null
  return (
    <span className="unread-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  )
}
