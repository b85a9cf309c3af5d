import { buttonClass } from '@studio/ui/button'
import * as React from 'react'
import './dialog-drawer.css'

interface DialogDrawerProps {
  open: boolean
  /** Called on Escape and on the Close button; the caller decides whether to close. */
  onClose: () => void
  title: string
  children: React.ReactNode
  /** Action buttons pinned to the bottom of the panel (Save, Cancel). */
  footer?: React.ReactNode
}

/**
 * A side panel shown as the platform's modal <dialog>: the browser keeps focus and assistive
 * technology inside it (the page behind is inert), answers Escape, and draws the backdrop. Only
 * what the platform leaves open is done here: starting in the form rather than on Close, and
 * returning focus to where it was once the panel is gone (it is removed, not only closed).
 */
export function DialogDrawer({ open, ...props }: DialogDrawerProps) {
  return open ? <OpenDialogDrawer {...props} /> : null
}

function OpenDialogDrawer({ onClose, title, children, footer }: Omit<DialogDrawerProps, 'open'>) {
  const titleId = React.useId()
  const dialogRef = React.useRef<HTMLDialogElement>(null)

  React.useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const first = dialog.querySelector<HTMLElement>(
      '.dialog-drawer__body :is(input, textarea, select, button):not([disabled])',
    )
    ;(first ?? dialog).focus()
    return () => {
      if (dialog.open) dialog.close()
      previous?.focus()
    }
  }, [])

  return (
    <dialog
      ref={dialogRef}
      className="dialog-drawer"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: the caller closes (or not, while saving); the dialog stays until it is removed.
        event.preventDefault()
        onClose()
      }}
    >
      <header className="dialog-drawer__header">
        <h2 id={titleId} className="dialog-drawer__title">
          {title}
        </h2>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          Close
        </button>
      </header>
      <div className="dialog-drawer__body">{children}</div>
      {footer ? <footer className="dialog-drawer__footer">{footer}</footer> : null}
    </dialog>
  )
}
