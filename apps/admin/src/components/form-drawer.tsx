import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { NoticeOutlet } from '../lib/notices'
import type { FormFailure } from '../lib/use-cover-form'
import { DialogDrawer } from './dialog-drawer'
import './form-drawer.css'

interface FormDrawerProps {
  open: boolean
  onClose: () => void
  title: string
  /** The submit button's text when not busy. */
  submitLabel: string
  /** The form's state (useCoverForm): busy, the last failure and how many submits failed. */
  form: { saving: boolean; failure: FormFailure | null; failedSubmits: number }
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  children: React.ReactNode
}

/**
 * The create/edit drawer: its form, with Cancel and a submit button reading 'Saving…' while busy.
 * What goes wrong is shown beside the actions, where it is always in view and inside the dialog:
 * the form's failure ('Save failed', 'Failed to save', 'Cover upload failed') and any other notice
 * raised while the drawer is open. After a failed submit, focus moves to the first invalid field or,
 * when no field is at fault, to the failure itself.
 */
export function FormDrawer({ open, onClose, title, submitLabel, form, onSubmit, children }: FormDrawerProps) {
  const formId = React.useId()
  const formRef = React.useRef<HTMLFormElement>(null)
  const failureRef = React.useRef<HTMLDivElement>(null)
  const { saving, failure, failedSubmits } = form

  // A layout effect: focus moves in the same commit that shows the failure, never a frame later.
  React.useLayoutEffect(() => {
    if (failedSubmits === 0) return
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = invalid ?? failureRef.current
    target?.focus({ preventScroll: true })
    target?.scrollIntoView?.({ block: 'center' })
  }, [failedSubmits])

  return (
    <DialogDrawer
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          {failure ? (
            <Banner tone="error" ref={failureRef} tabIndex={-1} className="form-drawer__failure">
              <strong>{failure.title}</strong>
              {failure.detail ? <span className="banner-detail">{failure.detail}</span> : null}
            </Banner>
          ) : null}
          <NoticeOutlet />
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {/* aria-disabled, not disabled: a disabled button would drop focus to the page while saving. */}
          <Button type="submit" form={formId} aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        id={formId}
        className="drawer-form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={saving}
      >
        {children}
      </form>
    </DialogDrawer>
  )
}
