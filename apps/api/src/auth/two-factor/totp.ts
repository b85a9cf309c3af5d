import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp'

/** RFC 6238 codes: 30-second steps, 6 digits, SHA-1 (what every authenticator app reads). */
export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6
/** Steps of clock drift accepted either side of now. */
const DRIFT_STEPS = 1
/** 160 bits, the size RFC 4226 recommends. */
const SECRET_BYTES = 20
const ISSUER = 'Studio admin'

export function newTotpSecret(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(SECRET_BYTES))
}

export function totpUri(email: string, secret: Uint8Array): string {
  return createTOTPKeyURI(ISSUER, email, secret, TOTP_STEP_SECONDS, TOTP_DIGITS)
}

export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS)
}

/**
 * The step `code` is right for, within one step of `now`, and later than `lastStep` (a code, or an
 * earlier one, is accepted once); null otherwise. Every candidate step is computed and compared in
 * constant time, so how far off a code was does not show in the timing.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const current = stepAt(now)
  let matched: number | null = null
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = generateHOTP(secret, BigInt(step), TOTP_DIGITS)
    if (sameText(expected, code) && (lastStep === null || step > lastStep) && matched === null) matched = step
  }
  return matched
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** The code an authenticator app shows at `now` (tests and the software authenticator use it). */
export function totpCodeAt(secret: Uint8Array, now: Date): string {
  return generateHOTP(secret, BigInt(stepAt(now)), TOTP_DIGITS)
}
