import * as React from 'react'
import { NavLink, Outlet, useFetcher, useLocation } from 'react-router'
import { readEmail } from '../../lib/session'
import { AttentionDot, attentionLinkLabel, useStatusAttention } from '../../lib/status-attention'
import { UnreadBadge, unreadLinkLabel, useUnreadCount } from '../../lib/unread-count'
import './admin-layout.css'

const LINKS = [
  { to: '/admin/audience', label: 'Audience' },
  { to: '/admin/projects', label: 'Projects' },
  { to: '/admin/all-work', label: 'All Work' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/site-content', label: 'Site content' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/status', label: 'Status' },
  { to: '/admin/team', label: 'Team' },
  { to: '/admin/account', label: 'Account' },
] as const

/** The signed-in frame: sidebar 'Admin' with the three screens and Logout. */
export function AdminLayout() {
  const { pathname } = useLocation()
  const logout = useFetcher()
  const leaving = logout.state !== 'idle'
  const email = readEmail()
  const unread = useUnreadCount()
  const attention = useStatusAttention()

  // Each page starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect exists to run on every path change.
  React.useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <p className="sidebar__title">Admin</p>
        <nav aria-label="Admin" className="sidebar__nav">
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="sidebar__link"
              aria-label={
                link.to === '/admin/messages'
                  ? unreadLinkLabel(link.label, unread)
                  : link.to === '/admin/status'
                    ? attentionLinkLabel(link.label, attention)
                    : undefined
              }
            >
              {link.label}
              {link.to === '/admin/messages' ? <UnreadBadge count={unread} /> : null}
              {link.to === '/admin/status' ? <AttentionDot warnings={attention} /> : null}
            </NavLink>
          ))}
        </nav>
        <div className="sidebar__footer">
          {email ? (
            <p className="sidebar__email" title={email}>
              {email}
            </p>
          ) : null}
          <button
            type="button"
            className="sidebar__logout"
            onClick={() => void logout.submit(null, { method: 'post', action: '/admin/logout' })}
            disabled={leaving}
          >
            Logout
          </button>
        </div>
      </aside>
      <main id="main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}
