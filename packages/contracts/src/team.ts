import * as z from 'zod/mini'
import { EmailSchema, NewPasswordSchema } from './auth'
import { ADMIN_PASSWORD_MAX } from './constants'
import { textOf, withoutControlCharacters } from './fields'
import { BODY_MESSAGES } from './messages'
import { SIGN_IN_METHODS } from './two-factor'

/**
 * The team and your account: invites, the admin list, password change and sessions.
 * Timestamps are ISO-8601 UTC strings like everywhere else.
 */

/** Days an invite link stays valid. */
export const INVITE_TTL_DAYS = 7

/** Who a team row or an invite is: its id and the email. */
const person = { id: z.int(), email: z.string() }

/** GET {prefix}/admins: one admin. */
export const TeamMemberSchema = z.object({
  ...person,
  created_at: z.string(),
  last_login_at: z.nullable(z.string()),
  /** Whether the admin has a second factor (a passkey or an authenticator app). */
  two_factor: z.optional(z.boolean()),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/** POST {prefix}/invites */
export const InviteBodySchema = z.object({ email: EmailSchema }, { error: BODY_MESSAGES.notObject })
export type InviteBody = z.input<typeof InviteBodySchema>

/**
 * The answer to an invite: the panel's signup link (shown once to copy: only its hash is stored),
 * and whether it was also emailed to the invitee (when the server can send email).
 */
export const InviteCreatedSchema = z.object({
  ...person,
  url: z.string(),
  expires_at: z.string(),
  emailed: z.boolean(),
  /** Why it was not emailed (no way to send email here, or the mail server's answer); null when it was. */
  email_problem: z.nullable(z.string()),
})
export type InviteCreated = z.infer<typeof InviteCreatedSchema>

/** Why an invite was not emailed, when the server has no way to send email. */
export const INVITE_MESSAGES = {
  notEmailed:
    'This server cannot send email yet, so the invite was not emailed: copy the link and send it yourself.',
} as const

/** GET {prefix}/invites: a pending invite (not used, not expired, not revoked). */
export const PendingInviteSchema = z.object({
  ...person,
  created_at: z.string(),
  expires_at: z.string(),
  /** Who sent it; null once that admin was removed. */
  invited_by: z.nullable(z.string()),
})
export type PendingInvite = z.infer<typeof PendingInviteSchema>

/** POST /auth/password: the current password, then a new one that passes the signup policy. */
export const PasswordChangeBodySchema = z.object(
  {
    current_password: textOf('Current password', 'Current password is required.').check(
      z.minLength(1, 'Current password is required.'),
      z.maxLength(ADMIN_PASSWORD_MAX, `Current password must be at most ${ADMIN_PASSWORD_MAX} characters.`),
      withoutControlCharacters('Current password', { formatting: false }),
    ),
    new_password: NewPasswordSchema,
  },
  { error: BODY_MESSAGES.notObject },
)
export type PasswordChangeBody = z.input<typeof PasswordChangeBodySchema>

/** GET /auth/sessions: one of your live sessions. */
export const AccountSessionSchema = z.object({
  id: z.int(),
  created_at: z.string(),
  /** null until the session is first used after sign-in (updated at most once a minute). */
  last_used_at: z.nullable(z.string()),
  /** A short label such as "Firefox on Windows", from the browser's user agent. */
  browser: z.string(),
  /** The session making this call. */
  current: z.boolean(),
  /** How it was signed in (password, passkey, password and a code…). */
  method: z.optional(z.enum(SIGN_IN_METHODS)),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>

/** DELETE /auth/sessions ("Sign out everywhere else"): how many sessions were ended. */
export const EndedSessionsSchema = z.object({ count: z.int() })
export type EndedSessions = z.infer<typeof EndedSessionsSchema>
