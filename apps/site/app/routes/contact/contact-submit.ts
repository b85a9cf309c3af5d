import {
  type ContactField,
  type ContactFieldErrors,
  validateContactForm,
} from '@studio/contracts/contact-form'
import { CONTACT_MESSAGES } from '@studio/contracts/messages'
import type { PublicClient } from '@studio/contracts/public-client'

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
 * What the contact action (contact-action.ts) does with the posted values, before anything is sent:
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

/**
 * The failure banner's text for a send that threw: the error's message (the API's refusal, or the
 * client's own text) without a leading 'Error:', else the spec's retry text.
 */
export function contactFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message.replace(/^\s*Error:\s*/i, '').trim() || CONTACT_MESSAGES.sendFailedRetry
}
