import * as z from 'zod/mini'
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN, LIMITS } from './constants'
import { textOf } from './fields'
import { BODY_MESSAGES } from './messages'

const email = textOf('Email', 'Email is required.').check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Email is required.'),
  z.maxLength(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email.'),
)

/** Signup body: the password is never trimmed or truncated. */
const password = textOf('Password', 'Password is required.')
const passwordTooLong = `Password must be at most ${ADMIN_PASSWORD_MAX} characters.`

export const SignupBodySchema = z.object(
  {
    email,
    password: password.check(
      z.minLength(ADMIN_PASSWORD_MIN, `Password must be at least ${ADMIN_PASSWORD_MIN} characters.`),
      z.maxLength(ADMIN_PASSWORD_MAX, passwordTooLong),
    ),
  },
  { error: BODY_MESSAGES.notObject },
)
export type SignupBody = z.input<typeof SignupBodySchema>

export const LoginBodySchema = z.object(
  {
    email,
    password: password.check(
      z.minLength(1, 'Password is required.'),
      z.maxLength(ADMIN_PASSWORD_MAX, passwordTooLong),
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
})
export type SessionResponse = z.infer<typeof SessionResponseSchema>

export const MeResponseSchema = z.object({ user: AuthUserSchema })
export type MeResponse = z.infer<typeof MeResponseSchema>
