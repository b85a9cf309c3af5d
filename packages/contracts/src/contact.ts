import { z } from 'zod'
import { LIMITS } from './constants'
import { CONTACT_MESSAGES } from './messages'

/** Spec section 5: text, an at sign, text, a dot, and text, with no spaces. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? '')

/** The contact enquiry the site sends (POST /public/contact); the server re-checks it. */
export const ContactEnquirySchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters.`),
  company: optionalText(LIMITS.company),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`)
    .regex(CONTACT_EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  subject: optionalText(LIMITS.subject),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(LIMITS.message, `Message must be at most ${LIMITS.message} characters.`),
  /** The honeypot: humans never fill it; the site never sends it. */
  website: z.string().max(LIMITS.url).optional(),
})
export type ContactEnquiry = z.input<typeof ContactEnquirySchema>
export type ContactEnquiryInput = z.output<typeof ContactEnquirySchema>

export type ContactField = 'name' | 'company' | 'email' | 'subject' | 'message'
export type ContactFieldErrors = Partial<Record<ContactField, string>>

/**
 * The contact form's own check (spec section 5), run in the browser on submit:
 * only the spec's rules, no length limits shown (the server enforces those).
 */
export function validateContactForm(values: Record<ContactField, string>): ContactFieldErrors {
  const errors: ContactFieldErrors = {}
  const email = values.email.trim()
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired
  else if (!CONTACT_EMAIL_PATTERN.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid
  if (!values.message.trim()) errors.message = CONTACT_MESSAGES.messageRequired
  return errors
}

/** A stored contact message as the admin reads it. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>
