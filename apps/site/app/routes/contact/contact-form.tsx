import type { ContactField } from '@studio/contracts/contact-form'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Field } from '@studio/ui/field'
import { VisuallyHidden } from '@studio/ui/visually-hidden'
import { useLayoutEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { localizedPath } from '../../lib/language'
import { useLanguage } from '../../messages/catalogue'
import { CONTACT_FORM_MESSAGES } from '../../messages/contact'
import { CONTACT_SUCCESS_HIDE_MS } from '../../tuning'
import type { contactAction } from './contact-action'
import {
  type ContactFormState,
  type ContactStatus,
  type ContactValues,
  EMPTY_CONTACT_VALUES,
  IDLE_CONTACT_STATE,
} from './contact-submit'

/** The one-line fields in their order (their labels are the catalogue's, by name). */
const FIELDS: Array<{ name: Exclude<ContactField, 'message'>; type?: string; autoComplete: string }> = [
  { name: 'name', autoComplete: 'name' },
  { name: 'company', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', autoComplete: 'off' },
]

/** The contact route, whose action (contact-action.ts) every submit reaches (under /ar/ on an Arabic page). */
export const CONTACT_FORM_ACTION = '/contact'

/**
 * The id of the form's answer: the banner that says how a send went (the failure banner above the
 * fields, the thanks under the button). The form posts to `#contact-answer`, so the page a
 * no-JavaScript post gets back opens on its answer, not at the top of a long page on a phone. A
 * validation failure has no such target: its first invalid field takes focus instead (autofocus,
 * which a fragment's target would cancel) and is scrolled into view with the banner just above it.
 */
export const CONTACT_ANSWER_ID = 'contact-answer'

interface ContactFormProps {
  /** The state the server answered a no-JavaScript post with (the route's action data). */
  initial?: ContactFormState
}

/**
 * The enquiry form: browser validation off, every state announced. One action decides every submit:
 * without scripts the browser posts the fields to it and gets the page back in the answered state
 * (`initial`); with scripts a fetcher posts the same fields to it and the page shows the answer in
 * place, with the busy state while it is on its way and the thanks hidden again after a while.
 */
export function ContactForm({ initial = IDLE_CONTACT_STATE }: ContactFormProps) {
  const fetcher = useFetcher<typeof contactAction>()
  const language = useLanguage()
  const messages = CONTACT_FORM_MESSAGES[language]
  const formRef = useRef<HTMLFormElement>(null)
  const answered = fetcher.data ?? initial
  const sending = fetcher.state !== 'idle'
  // The answer whose thanks has been on screen long enough (then shown as idle).
  const [shown, setShown] = useState<ContactFormState | null>(null)
  const status: ContactStatus = sending
    ? { kind: 'sending' }
    : shown === answered
      ? { kind: 'idle' }
      : answered.status
  const errors = sending ? {} : answered.errors
  // A server-rendered validation failure starts at the first invalid field, as the in-page one moves there.
  const autoFocusField =
    initial.status.kind === 'invalid'
      ? (Object.keys(initial.errors)[0] as ContactField | undefined)
      : undefined

  // The thanks' timer starts in the commit that shows it (a layout effect), not some time after.
  useLayoutEffect(() => {
    if (answered.status.kind !== 'success') return
    const timer = setTimeout(() => setShown(answered), CONTACT_SUCCESS_HIDE_MS)
    return () => clearTimeout(timer)
  }, [answered])

  // An answer in the page: the fields show what it kept (emptied after a send) in the same paint as
  // the answer, and a validation failure moves focus to the first invalid field.
  useLayoutEffect(() => {
    const form = formRef.current
    if (!fetcher.data || !form) return
    for (const name of Object.keys(EMPTY_CONTACT_VALUES) as Array<keyof ContactValues>) {
      const control = form.elements.namedItem(name)
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        control.value = fetcher.data.values[name]
      }
    }
    const first = FIELD_ORDER.find((name) => fetcher.data?.errors[name])
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [fetcher.data])

  const control = (name: keyof ContactValues) => ({
    name,
    defaultValue: initial.values[name],
    // Only on the server's answer to a no-JavaScript post with errors.
    autoFocus: autoFocusField === name,
  })

  return (
    <fetcher.Form
      ref={formRef}
      className="contact-form"
      method="post"
      action={`${localizedPath(language, CONTACT_FORM_ACTION)}#${CONTACT_ANSWER_ID}`}
      noValidate
      aria-busy={sending}
    >
      {status.kind === 'invalid' ? <Banner tone="error">{messages.fixFields}</Banner> : null}
      {status.kind === 'failure' ? (
        <Banner tone="error" id={CONTACT_ANSWER_ID} className="contact-form__answer">
          {status.message}
        </Banner>
      ) : null}

      {[FIELDS.slice(0, 2), FIELDS.slice(2)].map((row) => (
        <div key={row[0]?.name} className="contact-form__row">
          {row.map((field) => (
            <Field key={field.name} label={messages[field.name]} error={errors[field.name]}>
              {(props) => (
                <input
                  {...props}
                  {...control(field.name)}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  // Addresses read left to right inside a right-to-left form.
                  dir={field.type === 'email' ? 'ltr' : undefined}
                />
              )}
            </Field>
          ))}
        </div>
      ))}
      <Field label={messages.message} error={errors.message}>
        {(props) => <textarea {...props} {...control('message')} rows={6} />}
      </Field>

      {/* Spam trap: off-screen and skipped by keyboard and assistive technology; people never fill it. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Website
          <input {...control('website')} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <div className="contact-form__actions">
        <Button type="submit" disabled={sending}>
          {sending ? messages.sending : messages.send}
        </Button>
        <VisuallyHidden role="status">{sending ? messages.sendingScreenReader : ''}</VisuallyHidden>
      </div>
      {status.kind === 'success' ? (
        <Banner tone="success" id={CONTACT_ANSWER_ID} className="contact-form__answer">
          {messages.success}
        </Banner>
      ) : null}
    </fetcher.Form>
  )
}

/** The fields in the order they appear, for the first invalid one. */
const FIELD_ORDER: ContactField[] = [...FIELDS.map((field) => field.name), 'message']
