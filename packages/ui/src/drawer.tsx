import * as React from 'react'
import { createPortal } from 'react-dom'
import { buttonClass } from './button'
import { cn } from './cn'
import './drawer.css'

interface DrawerProps {
  open: boolean
  /** Called on Escape and on the Close button; the caller decides whether to close. */
  onClose: () => void
  title: string
  children: React.ReactNode
  /** Action buttons pinned to the bottom of the panel (Save, Cancel). */
  footer?: React.ReactNode
  className?: string
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hidden)
}

/**
 * A modal side panel labelled by its title. While open, Tab stays inside it, Escape closes it, the
 * page behind does not scroll, and focus returns to where it was when it closes.
 */
function Drawer({ open, onClose, title, children, footer, className }: DrawerProps) {
  const titleId = React.useId()
  const panelRef = React.useRef<HTMLDivElement>(null)
  const onCloseRef = React.useRef(onClose)
  onCloseRef.current = onClose

  React.useEffect(() => {
    if (!open) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    const first = panel ? (focusableIn(panel).find((el) => !el.dataset.drawerClose) ?? panel) : null
    first?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'

    function onKeyDown(event: KeyboardEvent) {
      if (!panel) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(panel)
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        panel.focus()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === head || !panel.contains(active))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (active === tail || !panel.contains(active))) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
      previous?.focus()
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div className="ui-drawer">
      <div className="ui-drawer__backdrop" aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn('ui-drawer__panel', className)}
      >
        <header className="ui-drawer__header">
          <h2 id={titleId} className="ui-drawer__title">
            {title}
          </h2>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            data-drawer-close="true"
            onClick={onClose}
          >
            Close
          </button>
        </header>
        <div className="ui-drawer__body">{children}</div>
        {footer ? <footer className="ui-drawer__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  )
}

export { Drawer }
