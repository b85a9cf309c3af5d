import * as React from 'react'

/**
 * The panel's alerts ('Copied!', 'Save failed', …): short messages announced at once (role="alert")
 * that disappear on their own, instead of blocking the page like window.alert.
 */
interface Notice {
  id: number
  text: string
  detail?: string
  tone: 'error' | 'success'
}

type Notify = (text: string, options?: { detail?: string; tone?: 'error' | 'success' }) => void

const NoticeContext = React.createContext<Notify>(() => {})

export const NOTICE_MS = 5000

export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [notices, setNotices] = React.useState<Notice[]>([])
  const nextId = React.useRef(1)

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
      window.setTimeout(() => dismiss(id), NOTICE_MS)
    },
    [dismiss],
  )

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div className="notices">
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
    </NoticeContext.Provider>
  )
}

export function useNotify(): Notify {
  return React.useContext(NoticeContext)
}
