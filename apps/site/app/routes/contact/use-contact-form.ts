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

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  company: '',
  email: '',
  subject: '',
  message: '',
  website: '',
}

/** The contact form's state machine (spec sections 4, 5 and 8). */
export function useContactForm(client: Pick<PublicClient, 'sendContact'>) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES)
  const [errors, setErrors] = useState<ContactFieldErrors>({})
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' })
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  function showSuccess() {
    setStatus({ kind: 'success' })
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => {
      setStatus((current) => (current.kind === 'success' ? { kind: 'idle' } : current))
    }, CONTACT_SUCCESS_HIDE_MS)
  }

  function setValue(field: keyof ContactValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
  }

  /** Returns the fields that failed validation, so the form can move focus to the first one. */
  async function submit(): Promise<ContactField[]> {
    if (status.kind === 'sending') return []
    // Spam trap: a filled hidden field pretends success, never calls the server, keeps the fields.
    if (values.website !== '') {
      setErrors({})
      showSuccess()
      return []
    }
    const fieldErrors = validateContactForm(values)
    const invalid = Object.keys(fieldErrors) as ContactField[]
    if (invalid.length > 0) {
      setErrors(fieldErrors)
      setStatus({ kind: 'invalid' })
      return invalid
    }
    setErrors({})
    setStatus({ kind: 'sending' })
    try {
      await client.sendContact({
        name: values.name.trim(),
        company: values.company.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      })
      setValues(EMPTY_CONTACT_VALUES)
      setErrors({})
      showSuccess()
    } catch (error) {
      setStatus({ kind: 'failure', message: errorText(error, CONTACT_MESSAGES.sendFailedRetry) })
    }
    return []
  }

  return { values, errors, status, setValue, submit }
}
