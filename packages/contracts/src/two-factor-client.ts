import type * as z from 'zod/mini'
import { type SessionResponse, SessionResponseSchema } from './auth'
import {
  type AttemptBody,
  type FactorAdded,
  FactorAddedSchema,
  type PasskeyOptions,
  PasskeyOptionsSchema,
  type PasskeyRegisterBody,
  type PasskeySignInBody,
  type RecoveryCodes,
  RecoveryCodesSchema,
  type SecondStepBody,
  type TeamSettings,
  TeamSettingsSchema,
  type TotpConfirmBody,
  type TotpSetup,
  TotpSetupSchema,
  type TwoFactorStatus,
  TwoFactorStatusSchema,
} from './two-factor'

type Call = <T>(url: string, init: RequestInit, schema: z.ZodMiniType<T>) => Promise<T>

/** The admin client's two-factor calls (docs/decisions/0028); `call` is the client's JSON call. */
export function twoFactorCalls(
  host: string,
  adminBase: string,
  call: Call,
  anything: z.ZodMiniType<unknown>,
) {
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const auth = `${host}/auth`
  return {
    /** The second step after the password: a code, a recovery code or a passkey's answer. */
    secondStep: (body: SecondStepBody): Promise<SessionResponse> =>
      call(`${auth}/second-step`, json('POST', body), SessionResponseSchema),
    /** The WebAuthn options to sign this attempt's challenge with one of the admin's passkeys. */
    secondStepPasskeyOptions: (body: AttemptBody): Promise<PasskeyOptions> =>
      call(`${auth}/second-step/passkey-options`, json('POST', body), PasskeyOptionsSchema),
    /** A passkey alone (no password): options with a fresh attempt, then the answer. */
    passkeySignInOptions: (): Promise<PasskeyOptions> =>
      call(`${auth}/passkey/options`, { method: 'POST' }, PasskeyOptionsSchema),
    passkeySignIn: (body: PasskeySignInBody): Promise<SessionResponse> =>
      call(`${auth}/passkey`, json('POST', body), SessionResponseSchema),
    twoFactorStatus: (): Promise<TwoFactorStatus> => call(`${auth}/two-factor`, {}, TwoFactorStatusSchema),
    /** Starts the authenticator app setup (from Account, or with a required setup's attempt). */
    startTotp: (body: Partial<AttemptBody> = {}): Promise<TotpSetup> =>
      call(`${auth}/two-factor/totp`, json('POST', body), TotpSetupSchema),
    confirmTotp: (body: TotpConfirmBody): Promise<FactorAdded> =>
      call(`${auth}/two-factor/totp/confirm`, json('POST', body), FactorAddedSchema),
    removeTotp: () => call(`${auth}/two-factor/totp`, { method: 'DELETE' }, anything),
    passkeyRegistrationOptions: (body: Partial<AttemptBody> = {}): Promise<PasskeyOptions> =>
      call(`${auth}/two-factor/passkeys/options`, json('POST', body), PasskeyOptionsSchema),
    registerPasskey: (body: PasskeyRegisterBody): Promise<FactorAdded> =>
      call(`${auth}/two-factor/passkeys`, json('POST', body), FactorAddedSchema),
    removePasskey: (id: number) => call(`${auth}/two-factor/passkeys/${id}`, { method: 'DELETE' }, anything),
    newRecoveryCodes: (): Promise<RecoveryCodes> =>
      call(`${auth}/two-factor/recovery-codes`, { method: 'POST' }, RecoveryCodesSchema),
    /** The team's rule (Team screen). */
    getTeamSettings: (): Promise<TeamSettings> => call(`${adminBase}/settings/team`, {}, TeamSettingsSchema),
    saveTeamSettings: (body: TeamSettings): Promise<TeamSettings> =>
      call(`${adminBase}/settings/team`, json('PUT', body), TeamSettingsSchema),
    /** Clears another admin's second factors and ends their sessions. */
    resetTwoFactor: (adminId: number) =>
      call(`${adminBase}/admins/${adminId}/two-factor`, { method: 'DELETE' }, anything),
  }
}
