import * as z from 'zod/mini'
import { ADMIN_PASSWORD_MAX } from './constants'
import { textOf, withoutControlCharacters } from './fields'
import { BODY_MESSAGES } from './messages'

/**
 * Two-factor sign-in (docs/decisions/0028): passkeys, authenticator app codes (TOTP, RFC 6238, 30 s,
 * 6 digits) and single-use recovery codes. After a right password an admin with a second factor
 * (or, under the team's rule, without one) gets a `second_step` instead of a session: a short-lived,
 * single-use attempt token that only the `/auth/second-step` routes take.
 */

/** How a session was signed in (the Account screen's sessions list says it in words). */
export const SIGN_IN_METHODS = [
  'password',
  'signup',
  'password+passkey',
  'password+totp',
  'password+recovery',
  'passkey',
] as const
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]

/** The second factors an admin can have. */
export const SECOND_FACTORS = ['passkey', 'totp', 'recovery'] as const
export type SecondFactor = (typeof SECOND_FACTORS)[number]

/** Minutes an attempt between the password and the second step stays usable. */
export const SECOND_STEP_MINUTES = 5
/** Recovery codes made at a time. */
export const RECOVERY_CODE_COUNT = 10
/** A passkey's name: what the Account screen lists it as ("MacBook Touch ID"). */
export const PASSKEY_NAME_MAX = 60

/** The texts the API answers for the second step and the Account screen's two-factor section. */
export const TWO_FACTOR_MESSAGES = {
  attemptInvalid: 'This sign-in has expired. Please sign in again.',
  codeWrong: 'That code is not right. Please try again.',
  passkeyFailed: 'That passkey could not be verified. Please try again.',
  passkeyUnknown: 'That passkey is not registered here.',
  passkeyTaken: 'That passkey is already registered.',
  totpNotStarted: 'Start the authenticator app setup first.',
  totpTaken: 'An authenticator app is already set up. Remove it first to set up another.',
  totpKeyChanged:
    "Authenticator codes cannot be checked: the API's TWO_FACTOR_KEY has changed since the app was set up. Sign in with a passkey or a recovery code, then set the app up again.",
  totpUnavailable:
    'Authenticator codes are not available: the API has no TWO_FACTOR_KEY set. Use a passkey, or ask the operator to set it.',
  required: 'Two-factor sign-in is required. Set up a passkey or an authenticator app first.',
  lastFactor:
    'Two-factor sign-in is required for the team: add another passkey or an authenticator app before removing this one.',
  ruleNeedsYourFactor: 'Set up two-factor sign-in on your own account before requiring it for the team.',
  resetSelf: 'Reset your own second factor from the Account screen.',
  currentPasswordWrong: 'Your current password is not right.',
} as const

/** The part of a login (or signup) answer that asks for the second step instead of a session. */
export const SecondStepSchema = z.object({
  /** The attempt: 43 base64url characters, used once, for SECOND_STEP_MINUTES. */
  token: z.string(),
  expires_at: z.string(),
  /** The factors this admin can use; empty when `setup` is true. */
  methods: z.array(z.enum(SECOND_FACTORS)),
  /** The team requires a second factor and this admin has none: set one up now. */
  setup: z.boolean(),
})
export type SecondStep = z.infer<typeof SecondStepSchema>

const attempt = z
  .string({ error: TWO_FACTOR_MESSAGES.attemptInvalid })
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{43}$/, TWO_FACTOR_MESSAGES.attemptInvalid))

/** A code as typed: spaces and dashes dropped; 6 digits (TOTP) or a recovery code. */
const code = z.string({ error: 'Code is required.' }).check(
  z.overwrite((value) => value.replace(/[\s-]/g, '').toLowerCase()),
  z.minLength(1, 'Code is required.'),
  z.maxLength(64, 'That code is not right. Please try again.'),
)

/** Your password again, when a factor is added from Account: a stolen session cannot add its own. */
const currentPassword = textOf('Current password', 'Current password is required.').check(
  z.minLength(1, 'Current password is required.'),
  z.maxLength(ADMIN_PASSWORD_MAX, `Current password must be at most ${ADMIN_PASSWORD_MAX} characters.`),
  withoutControlCharacters('Current password', { formatting: false }),
)

/** A WebAuthn response as @simplewebauthn/browser makes it; the API checks it in full. */
const webauthnResponse = z.record(z.string(), z.unknown())

export const AttemptBodySchema = z.object({ attempt }, { error: BODY_MESSAGES.notObject })
export type AttemptBody = z.input<typeof AttemptBodySchema>
/** A body that may carry a setup attempt (the factor setup routes; Account sends none). */
export const OptionalAttemptBodySchema = z.object(
  { attempt: z.optional(attempt) },
  { error: BODY_MESSAGES.notObject },
)

/** POST /auth/second-step: the attempt and a code (totp, recovery) or a passkey's answer. */
export const SecondStepBodySchema = z.object(
  {
    attempt,
    method: z.enum(SECOND_FACTORS, { error: 'method must be passkey, totp or recovery.' }),
    code: z.optional(code),
    response: z.optional(webauthnResponse),
  },
  { error: BODY_MESSAGES.notObject },
)
export type SecondStepBody = z.input<typeof SecondStepBodySchema>

/** POST /auth/passkey: a passkey alone (a discoverable credential), no password. */
export const PasskeySignInBodySchema = z.object(
  { attempt, response: webauthnResponse },
  { error: BODY_MESSAGES.notObject },
)
export type PasskeySignInBody = z.input<typeof PasskeySignInBodySchema>

/** WebAuthn options for the browser (registration or authentication), with the attempt they belong to. */
export const PasskeyOptionsSchema = z.object({
  attempt: z.optional(z.string()),
  options: z.record(z.string(), z.unknown()),
})
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>

const passkeyName = textOf('Name', 'Name the passkey, e.g. “MacBook Touch ID”.').check(
  z.trim(),
  z.minLength(1, 'Name the passkey, e.g. “MacBook Touch ID”.'),
  z.maxLength(PASSKEY_NAME_MAX, `The name must be at most ${PASSKEY_NAME_MAX} characters.`),
  withoutControlCharacters('Name'),
)

/** Registers a passkey: from Account (a session), or during a required setup (`attempt`). */
export const PasskeyRegisterBodySchema = z.object(
  {
    name: passkeyName,
    response: webauthnResponse,
    attempt: z.optional(attempt),
    current_password: z.optional(currentPassword),
  },
  { error: BODY_MESSAGES.notObject },
)
export type PasskeyRegisterBody = z.input<typeof PasskeyRegisterBodySchema>

/** Confirms the authenticator app with its first code: from Account, or during a required setup. */
export const TotpConfirmBodySchema = z.object(
  { code, attempt: z.optional(attempt), current_password: z.optional(currentPassword) },
  { error: BODY_MESSAGES.notObject },
)
export type TotpConfirmBody = z.input<typeof TotpConfirmBodySchema>

/** The authenticator app's setup: the secret (base32) and the otpauth:// address the QR code shows. */
export const TotpSetupSchema = z.object({ secret: z.string(), uri: z.string() })
export type TotpSetup = z.infer<typeof TotpSetupSchema>

export const PasskeySummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
})
export type PasskeySummary = z.infer<typeof PasskeySummarySchema>

/** GET /auth/two-factor: your factors (never a secret), and whether the team requires one. */
export const TwoFactorStatusSchema = z.object({
  passkeys: z.array(PasskeySummarySchema),
  totp: z.boolean(),
  recovery_codes_left: z.int(),
  required: z.boolean(),
})
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>

/**
 * A factor added: the recovery codes when this was the first factor (shown once), and during a
 * required setup the session the second step was for.
 */
export const FactorAddedSchema = z.object({
  recovery_codes: z.optional(z.array(z.string())),
  access_token: z.optional(z.string()),
  token_type: z.optional(z.literal('bearer')),
  expires_at: z.optional(z.string()),
  user: z.optional(z.object({ id: z.int(), email: z.string() })),
})
export type FactorAdded = z.infer<typeof FactorAddedSchema>

export const RecoveryCodesSchema = z.object({ codes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>

/** The team's rule (the `team` settings group): off by default. */
export const TeamSettingsSchema = z.object({
  require_two_factor: z._default(z.boolean({ error: 'require_two_factor must be true or false.' }), false),
})
export type TeamSettings = z.infer<typeof TeamSettingsSchema>
