import type { AdminClient } from '@studio/contracts'
import * as React from 'react'
import type { RouteObject } from 'react-router'
import { sidebarHintRoute, useSidebarHint } from './sidebar-hint'
import './unread-count.css'

/** How often the count is asked for while the panel is open (at least every minute). */
export const UNREAD_REFRESH_MS = 60_000

/** The resource route the sidebar's fetcher reads. */
const UNREAD_PATH = '/admin/unread-count'

/**
 * The unread (`new`) message count as a resource route. A failed ask answers null (the sidebar
 * keeps the last count: the badge is a hint, never a reason to interrupt the admin). An expired
 * session is the client's to report (see createRouteClient): it leads to login like any other read.
 */
export function unreadCountRoute(client: AdminClient): RouteObject {
  return sidebarHintRoute<{ count: number | null }>(
    'unread-count',
    async () => ({ count: await client.unreadMessageCount() }),
    { count: null },
  )
}

/** '(3) Contact Messages | Admin': the tab says how many enquiries wait, whatever the screen. */
export function titleWithUnread(title: string, count: number | null): string {
  const bare = title.replace(/^\(\d+\) /, '')
  return count ? `(${count}) ${bare}` : bare
}

/**
 * The unread message count for the sidebar and the tab title, read by a fetcher: on mount, every
 * minute, whenever the panel comes back into view or focus, and (as the router revalidates every
 * loaded fetcher after an action) after every write, so viewing or marking a message counts at once.
 */
export function useUnreadCount(): number | null {
  const data = useSidebarHint<{ count: number | null }>('unread-count', UNREAD_PATH, {
    everyMs: UNREAD_REFRESH_MS,
    onVisible: true,
  })
  // The last count answered: a failed ask (null) keeps it.
  const last = React.useRef<number | null>(null)
  if (typeof data?.count === 'number') last.current = data.count

  useUnreadTitle(last.current)
  return last.current
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

/** The Messages link's name: 'Messages, 3 unread' (the visible badge is only its number). */
export function unreadLinkLabel(label: string, count: number | null): string | undefined {
  return count ? `${label}, ${count} unread` : undefined
}

/** The count inside the sidebar's Messages link, shortened past 99 so the link keeps its size. */
export function UnreadBadge({ count }: { count: number | null }) {
  if (!count) return null
  return (
    <span className="unread-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  )
}
