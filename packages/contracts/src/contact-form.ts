import { hasControlCharacter, hasInvisibleFormatting } from './control-characters'
import { CONTACT_MESSAGES, disallowedCharacters, invisibleCharacters } from './messages'

/**
 * The contact form's browser-side rules, free of zod so the site's contact page
 * can import them without a schema library. The server re-checks with ContactEnquirySchema.
 */

/** Text, an at sign, text, a dot, and text, with no spaces. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The languages an enquiry can be sent in: the English site's and the Arabic site's. */
export const ENQUIRY_LANGUAGES = ['en', 'ar'] as const
export type EnquiryLanguage = (typeof ENQUIRY_LANGUAGES)[number]

/** How the admin and the alerts name an enquiry's language. */
export const ENQUIRY_LANGUAGE_LABELS: Record<EnquiryLanguage, string> = { en: 'English', ar: 'Arabic' }

export type ContactField = 'name' | 'company' | 'email' | 'subject' | 'message'
export type ContactFieldErrors = Partial<Record<ContactField, string>>

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
}

/**
 * The contact form's own check, run in the browser on submit: the spec's rules and
 * the contract's refusal of control characters, no length limits shown (the server enforces those).
 */
export function validateContactForm(values: Record<ContactField, string>): ContactFieldErrors {
  const errors: ContactFieldErrors = {}
  const email = values.email.trim()
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired
  else if (!CONTACT_EMAIL_PATTERN.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.messageRequired
  for (const field of Object.keys(LABELS) as ContactField[]) {
    const value = values[field].trim()
    if (errors[field]) continue
    if (hasControlCharacter(value, field === 'message')) errors[field] = disallowedCharacters(LABELS[field])
    else if (hasInvisibleFormatting(value, field === 'message'))
      errors[field] = invisibleCharacters(LABELS[field])
  }
  return errors
}

/**
 * The hidden `website` field is a spam trap: any content (text with a non-space character, or any
 * value that is not text, such as a number or a list) marks the post as spam.
 */
export function isHoneypotFilled(website: unknown): boolean {
  if (website === undefined || website === null) return false
  return typeof website === 'string' ? website.trim() !== '' : true
}
