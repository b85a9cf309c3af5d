import * as React from 'react'
import { createPortal } from 'react-dom'
import './notices.css'
import { useScreenTimers } from './screen-timers'

/**
 * The panel's alerts ('Copied!', 'Failed to delete', …): short messages announced at once
 * (role="alert") that disappear on their own, instead of blocking the page like window.alert.
 * They sit in the page's corner, or inside an open drawer (see NoticeOutlet): a modal drawer hides
 * the page from assistive technology and traps focus, and a corner toast would cover its actions.
 */
interface Notice {
  id: number
  text: string
  detail?: string
  tone: 'error' | 'success'
}

type Notify = (text: string, options?: { detail?: string; tone?: 'error' | 'success' }) => void

const NoticeContext = React.createContext<Notify>(() => {})
const OutletContext = React.createContext<(element: HTMLElement | null) => void>(() => {})

export const NOTICE_MS = 5000

export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [notices, setNotices] = React.useState<Notice[]>([])
  const [outlet, setOutlet] = React.useState<HTMLElement | null>(null)
  const nextId = React.useRef(1)
  const timers = useScreenTimers()

  const dismiss = React.useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id))
  }, [])

  const notify = React.useCallback<Notify>(
    (text, options) => {
      const id = nextId.current++
      const notice: Notice = {
        id,
        text,
        tone: options?.tone ?? 'error',
        ...(options?.detail ? { detail: options.detail } : {}),
      }
      // Keep at most three on screen; the newest matters most.
      setNotices((current) => [...current.slice(-2), notice])
      timers.setTimeout(() => dismiss(id), NOTICE_MS)
    },
    [dismiss, timers],
  )

  const region = (
    <div className={outlet ? 'notices notices--inline' : 'notices'}>
      {notices.map((notice) => (
        <div key={notice.id} role="alert" className={`notice notice--${notice.tone}`}>
          <div className="notice__text">
            <strong>{notice.text}</strong>
            {notice.detail ? <span className="notice__detail">{notice.detail}</span> : null}
          </div>
          <button
            type="button"
            className="notice__dismiss"
            aria-label="Dismiss"
            onClick={() => dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )

  return (
    <NoticeContext.Provider value={notify}>
      <OutletContext.Provider value={setOutlet}>
        {children}
        {outlet ? createPortal(region, outlet) : region}
      </OutletContext.Provider>
    </NoticeContext.Provider>
  )
}

export function useNotify(): Notify {
  return React.useContext(NoticeContext)
}

/** Where notices appear while it is mounted (inside an open drawer), instead of the page's corner. */
export function NoticeOutlet() {
  const register = React.useContext(OutletContext)
  return <div ref={register} className="notice-outlet" />
}
