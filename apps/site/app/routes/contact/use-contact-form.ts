import {
  CONTACT_MESSAGES,
  type ContactField,
  type ContactFieldErrors,
  validateContactForm,
} from '@studio/contracts'
import type { PublicClient } from '@studio/contracts/public-client'
import { useEffect, useRef, useState } from 'react'
import { errorText } from '../../lib/api'
import { CONTACT_SUCCESS_HIDE_MS } from '../../tuning'

export type ContactValues = Record<ContactField | 'website', string>

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'failure'; message: string }

/** Everything the form shows: what is typed, the field errors and the status. */
export interface ContactFormState {
  values: ContactValues
  errors: ContactFieldErrors
  status: ContactStatus
}

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  company: '',
  email: '',
  subject: '',
  message: '',
  website: '',
}

export const IDLE_CONTACT_STATE: ContactFormState = {
  values: EMPTY_CONTACT_VALUES,
  errors: {},
  status: { kind: 'idle' },
}

/**
 * What a submit does with the typed values, before anything is sent (spec sections 4 and 5). Shared
 * by the in-page form and the no-JavaScript post (contact-action.ts), so both decide alike:
 * - `spam`: the hidden website field has content: pretend success, send nothing, keep the fields;
 * - `invalid`: the spec's field errors;
 * - `send`: the trimmed enquiry (never the website field).
 */
export type ContactSubmit =
  | { kind: 'spam' }
  | { kind: 'invalid'; errors: ContactFieldErrors; fields: ContactField[] }
  | { kind: 'send'; enquiry: Parameters<PublicClient['sendContact']>[0] }

export function checkContactSubmit(values: ContactValues): ContactSubmit {
  if (values.website !== '') return { kind: 'spam' }
  const errors = validateContactForm(values)
  const fields = Object.keys(errors) as ContactField[]
  if (fields.length > 0) return { kind: 'invalid', errors, fields }
  return {
    kind: 'send',
    enquiry: {
      name: values.name.trim(),
      company: values.company.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    },
  }
}

/** The failure banner's text for a send that threw (spec section 8). */
export function contactFailureText(error: unknown): string {
  return errorText(error, CONTACT_MESSAGES.sendFailedRetry)
}

/**
 * The contact form's state machine (spec sections 4, 5 and 8). `initial` is where it starts: idle,
 * or the state the server answered a no-JavaScript post with (contact-action.ts).
 */
export function useContactForm(
  client: Pick<PublicClient, 'sendContact'>,
  initial: ContactFormState = IDLE_CONTACT_STATE,
) {
  const [values, setValues] = useState<ContactValues>(initial.values)
  const [errors, setErrors] = useState<ContactFieldErrors>(initial.errors)
  const [status, setStatus] = useState<ContactStatus>(initial.status)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  function showSuccess() {
    setStatus({ kind: 'success' })
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => {
      setStatus((current) => (current.kind === 'success' ? { kind: 'idle' } : current))
    }, CONTACT_SUCCESS_HIDE_MS)
  }

  // A success the server rendered hides like any other once scripts run (without them it stays).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (initial.status.kind === 'success') showSuccess()
    return () => clearTimeout(hideTimer.current)
  }, [])

  function setValue(field: keyof ContactValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
  }

  /** Returns the fields that failed validation, so the form can move focus to the first one. */
  async function submit(): Promise<ContactField[]> {
    if (status.kind === 'sending') return []
    const check = checkContactSubmit(values)
    // Spam trap: a filled hidden field pretends success, never calls the server, keeps the fields.
    if (check.kind === 'spam') {
      setErrors({})
      showSuccess()
      return []
    }
    if (check.kind === 'invalid') {
      setErrors(check.errors)
      setStatus({ kind: 'invalid' })
      return check.fields
    }
    setErrors({})
    setStatus({ kind: 'sending' })
    try {
      await client.sendContact(check.enquiry)
      setValues(EMPTY_CONTACT_VALUES)
      setErrors({})
      showSuccess()
    } catch (error) {
      setStatus({ kind: 'failure', message: contactFailureText(error) })
    }
    return []
  }

  return { values, errors, status, setValue, submit }
}
