import * as z from 'zod/mini'
import { LIMITS } from './constants'
import { CONTACT_EMAIL_PATTERN, ENQUIRY_LANGUAGES } from './contact-form'
import { textOf, withoutControlCharacters } from './fields'
import { BODY_MESSAGES, CONTACT_MESSAGES, mustBeText } from './messages'

export {
  CONTACT_EMAIL_PATTERN,
  type ContactField,
  type ContactFieldErrors,
  ENQUIRY_LANGUAGE_LABELS,
  ENQUIRY_LANGUAGES,
  type EnquiryLanguage,
  isHoneypotFilled,
  validateContactForm,
} from './contact-form'

/** Company and subject: optional text, trimmed; absent or null is the empty string. */
const optionalText = (max: number, label: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: mustBeText(label) })
          .check(
            z.trim(),
            z.maxLength(max, `Must be at most ${max} characters.`),
            withoutControlCharacters(label),
          ),
      ),
    ),
    z.transform((value: string | null | undefined) => value ?? ''),
  )

/**
 * Name, email and message: required text, trimmed, whose messages name the field; `pattern` (the
 * email's format) runs after the length check and before the character check, so issues keep their order.
 */
const labelledText = (
  label: string,
  max: number,
  requiredMessage: string,
  { pattern, multiline = false }: { pattern?: z.core.$ZodCheck<string>; multiline?: boolean } = {},
) =>
  textOf(label, requiredMessage).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    ...(pattern ? [pattern] : []),
    withoutControlCharacters(label, { multiline }),
  )

/** The contact enquiry the site sends (POST /public/contact); the server re-checks it. */
export const ContactEnquirySchema = z.object(
  {
    name: labelledText('Name', LIMITS.name, CONTACT_MESSAGES.nameRequired),
    company: optionalText(LIMITS.company, 'Company'),
    email: labelledText('Email', LIMITS.email, CONTACT_MESSAGES.emailRequired, {
      pattern: z.regex(CONTACT_EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
    }),
    subject: optionalText(LIMITS.subject, 'Subject'),
    message: labelledText('Message', LIMITS.message, CONTACT_MESSAGES.messageRequired, {
      multiline: true,
    }),
    /**
     * The honeypot: humans never fill it; the site never sends it. Any value is accepted (a refusal
     * would tell a bot about the trap); isHoneypotFilled decides whether the post is spam.
     */
    website: z.optional(z.unknown()),
    /** The language of the site the form was sent from; absent: English. */
    language: z._default(z.enum(ENQUIRY_LANGUAGES, { error: CONTACT_MESSAGES.languageInvalid }), 'en'),
  },
  { error: BODY_MESSAGES.notObject },
)
export type ContactEnquiry = z.input<typeof ContactEnquirySchema>
export type ContactEnquiryInput = z.output<typeof ContactEnquirySchema>

/** A stored contact message as the admin reads it. */
export const ContactMessageSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  company: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  message: z.string(),
  /** Absent from an older API: English. */
  language: z._default(z.enum(ENQUIRY_LANGUAGES), 'en'),
  created_at: z.string(),
  /**
   * What brought the visitor who sent it, from their visit that day or the day before: the source
   * (utm_source, else the referring host, else `direct`), the campaign and the page they landed on.
   * Null when unknown (measurement off, no visit recorded, or an older API).
   */
  source: z._default(z.nullable(z.string()), null),
  campaign: z._default(z.nullable(z.string()), null),
  landing_path: z._default(z.nullable(z.string()), null),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>
