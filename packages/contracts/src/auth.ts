import * as z from 'zod/mini'
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN, LIMITS } from './constants'
import { textOf, withoutControlCharacters } from './fields'
import { API_MESSAGES, BODY_MESSAGES } from './messages'
import { SecondStepSchema } from './two-factor'

/** What an email address looks like to every body that takes one (one @, a dot in the domain). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An email as every auth and team body takes it: trimmed and lower-cased. */
export const EmailSchema = textOf('Email', 'Email is required.').check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Email is required.'),
  z.maxLength(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`),
  z.regex(EMAIL_PATTERN, 'Enter a valid email.'),
  withoutControlCharacters('Email'),
)

/** Signup body: the password is never trimmed or truncated. */
const password = textOf('Password', 'Password is required.')
const passwordCharacters = withoutControlCharacters('Password', { formatting: false })
const passwordTooLong = `Password must be at most ${ADMIN_PASSWORD_MAX} characters.`

/**
 * The password rule in one sentence, shown beside a new password before anyone is refused: the
 * length rule below and the API's strength policy (auth/password-strength.ts), which refuses common
 * passwords, words, keyboard walks and anything built from the person's email.
 */
export const PASSWORD_RULE_TEXT = `Use at least ${ADMIN_PASSWORD_MIN} characters that are hard to guess: three or four unrelated words work well. Common passwords and ones built from your email are refused.`

/** A new password, at signup or when it is changed: the length rules; the API adds the strength policy. */
export const NewPasswordSchema = password.check(
  z.minLength(ADMIN_PASSWORD_MIN, `Password must be at least ${ADMIN_PASSWORD_MIN} characters.`),
  z.maxLength(ADMIN_PASSWORD_MAX, passwordTooLong),
  passwordCharacters,
)

/** An invite token as the signup link carries it (`?invite=`): 43 base64url characters. */
export const InviteTokenSchema = z
  .string({ error: API_MESSAGES.inviteInvalid })
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, API_MESSAGES.inviteInvalid))

export const SignupBodySchema = z.object(
  {
    email: EmailSchema,
    password: NewPasswordSchema,
    /** The token of an invite: admits exactly its email, allowlisted or not. */
    invite: z.optional(InviteTokenSchema),
  },
  { error: BODY_MESSAGES.notObject },
)
export type SignupBody = z.input<typeof SignupBodySchema>

export const LoginBodySchema = z.object(
  {
    email: EmailSchema,
    password: password.check(
      z.minLength(1, 'Password is required.'),
      z.maxLength(ADMIN_PASSWORD_MAX, passwordTooLong),
      passwordCharacters,
    ),
  },
  { error: BODY_MESSAGES.notObject },
)
export type LoginBody = z.input<typeof LoginBodySchema>

export const AuthUserSchema = z.object({ id: z.int(), email: z.string() })
export type AuthUser = z.infer<typeof AuthUserSchema>

/** Login (and signup, when it signs the new admin in) answer. */
export const SessionResponseSchema = z.object({
  access_token: z.optional(z.string()),
  token_type: z.optional(z.literal('bearer')),
  expires_at: z.optional(z.string()),
  user: AuthUserSchema,
  /** Instead of a session: the password was right, now the second step (two-factor.ts). */
  second_step: z.optional(SecondStepSchema),
})
export type SessionResponse = z.infer<typeof SessionResponseSchema>

export const MeResponseSchema = z.object({ user: AuthUserSchema })
export type MeResponse = z.infer<typeof MeResponseSchema>

/**
 * GET /auth/signup-status: whether someone without an invite can create an account now (the login
 * page offers "Create one" only then). Open while the first admin can still be created (an empty
 * database where the entry allows an open first signup) or while the allowlist names someone who
 * is not an admin yet (an exact email not taken, or any `@domain` entry). An invite link opens the
 * signup on its own, whatever this says.
 */
export const SignupStatusSchema = z.object({ open: z.boolean() })
export type SignupStatus = z.infer<typeof SignupStatusSchema>
