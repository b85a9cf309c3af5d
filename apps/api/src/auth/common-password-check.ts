import { COMMON_PASSWORDS } from './common-passwords'

const common = new Set(COMMON_PASSWORDS)

/** True when the password (ignoring case) is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase())
}
