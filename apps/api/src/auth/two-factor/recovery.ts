import { RECOVERY_CODE_COUNT } from '@studio/contracts'
import { bytesToBase32 } from '@studio/contracts/bytes'
import { sha256Hex } from '../session'

/**
 * Recovery codes: RECOVERY_CODE_COUNT at a time, each 15 random bytes (120 bits, above ASVS 6.5.2's
 * 112), shown as 24 base32 characters in groups of four. Only their SHA-256 is stored: with 120
 * random bits a fast hash is enough, as for session tokens.
 */

const CODE_BYTES = 15

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = bytesToBase32(crypto.getRandomValues(new Uint8Array(CODE_BYTES))).toLowerCase()
    return text.match(/.{4}/g)?.join('-') ?? text
  })
}

/** A code as typed (any case, with or without dashes and spaces) in the form that is hashed. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase()
}

export function recoveryCodeHash(code: string): Promise<string> {
  return sha256Hex(`recovery:${normaliseRecoveryCode(code)}`)
}
