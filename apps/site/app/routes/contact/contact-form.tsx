import { CONTACT_MESSAGES, type ContactField } from '@studio/contracts'
import type { PublicClient } from '@studio/contracts/public-client'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Field } from '@studio/ui/field'
import { VisuallyHidden } from '@studio/ui/visually-hidden'
import type * as React from 'react'
import { useLayoutEffect, useRef } from 'react'
import {
  type ContactFormState,
  type ContactValues,
  EMPTY_CONTACT_VALUES,
  useContactForm,
} from './use-contact-form'

const FIELDS: Array<{ name: ContactField; label: string; type?: string; autoComplete: string }> = [
  { name: 'name', label: 'Name *', autoComplete: 'name' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'email', label: 'Email *', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', autoComplete: 'off' },
]

/** Where the no-JavaScript post goes: the contact route's action (contact-action.ts). */
export const CONTACT_FORM_ACTION = '/contact'

interface ContactFormProps {
  client: Pick<PublicClient, 'sendContact'>
  /** The state the server answered a no-JavaScript post with (the route's action data). */
  initial?: ContactFormState
}

/**
 * The enquiry form: browser validation off, the spec's checks on submit, every state announced.
 * With scripts it submits in the page (spec section 4); without them the browser posts the fields
 * to the contact route's action, which answers with the page in the resulting state (`initial`).
 */
export function ContactForm({ client, initial }: ContactFormProps) {
  const { values, errors, status, setValue, submit } = useContactForm(client, initial)
  const formRef = useRef<HTMLFormElement>(null)
  const sending = status.kind === 'sending'
  // A server-rendered validation failure starts at the first invalid field, as the in-page one moves there.
  const autoFocusField =
    initial?.status.kind === 'invalid'
      ? (Object.keys(initial.errors)[0] as ContactField | undefined)
      : undefined

  // What a visitor typed before the page hydrated is kept: the fields are controlled, so without this
  // the first render after hydration would reset them to the state's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const controls = formRef.current?.elements
    for (const field of Object.keys(EMPTY_CONTACT_VALUES) as Array<keyof ContactValues>) {
      const control = controls?.namedItem(field)
      const typed = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      if (typed && control.value !== '') setValue(field, control.value)
    }
  }, [])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const invalid = await submit()
    const first = invalid[0]
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const change =
    (field: keyof ContactValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(field, event.target.value)

  return (
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={CONTACT_FORM_ACTION}
      noValidate
      aria-busy={sending}
      onSubmit={onSubmit}
    >
      {status.kind === 'invalid' ? <Banner tone="error">{CONTACT_MESSAGES.fixFields}</Banner> : null}
      {status.kind === 'failure' ? <Banner tone="error">{status.message}</Banner> : null}

      <div className="contact-form__row">
        {FIELDS.slice(0, 2).map((field) => (
          <Field key={field.name} label={field.label} error={errors[field.name]}>
            {(control) => (
              <input
                {...control}
                name={field.name}
                type="text"
                autoComplete={field.autoComplete}
                // biome-ignore lint/a11y/noAutofocus: only on the server's answer to a post with errors
                autoFocus={autoFocusField === field.name}
                value={values[field.name]}
                onChange={change(field.name)}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="contact-form__row">
        {FIELDS.slice(2).map((field) => (
          <Field key={field.name} label={field.label} error={errors[field.name]}>
            {(control) => (
              <input
                {...control}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                // biome-ignore lint/a11y/noAutofocus: only on the server's answer to a post with errors
                autoFocus={autoFocusField === field.name}
                value={values[field.name]}
                onChange={change(field.name)}
              />
            )}
          </Field>
        ))}
      </div>
      <Field label="Message *" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            // biome-ignore lint/a11y/noAutofocus: only on the server's answer to a post with errors
            autoFocus={autoFocusField === 'message'}
            value={values.message}
            onChange={change('message')}
          />
        )}
      </Field>

      {/* Spam trap: off-screen and skipped by keyboard and assistive technology; people never fill it. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Website
          <input
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={change('website')}
          />
        </label>
      </div>

      <div className="contact-form__actions">
        <Button type="submit" disabled={sending}>
          {sending ? CONTACT_MESSAGES.sending : 'Send Message'}
        </Button>
        <VisuallyHidden role="status">{sending ? CONTACT_MESSAGES.sendingScreenReader : ''}</VisuallyHidden>
      </div>
      {status.kind === 'success' ? <Banner tone="success">{CONTACT_MESSAGES.success}</Banner> : null}
    </form>
  )
}
