import { Button } from '@studio/ui/button'
import { Drawer } from '@studio/ui/drawer'
import * as React from 'react'

interface FormDrawerProps {
  open: boolean
  onClose: () => void
  title: string
  /** The submit button's text when not busy. */
  submitLabel: string
  saving: boolean
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
  children: React.ReactNode
}

/** The create/edit drawer: its form, with Cancel and a submit button reading 'Saving…' while busy. */
export function FormDrawer({
  open,
  onClose,
  title,
  submitLabel,
  saving,
  onSubmit,
  children,
}: FormDrawerProps) {
  const formId = React.useId()
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="drawer-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
        {children}
      </form>
    </Drawer>
  )
}
