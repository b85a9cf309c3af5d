/**
 * ADMIN_SIGNUP_ALLOWLIST entries: full emails (`ana@studio.dev`) or whole domains (`@studio.dev`).
 * Matching is case-insensitive and exact: `@studio.dev` does not admit `x@evil-studio.dev` or
 * `x@sub.studio.dev`.
 */
export function isEmailAllowlisted(email: string, allowlist: readonly string[]): boolean {
  const normalised = email.trim().toLowerCase()
  const at = normalised.lastIndexOf('@')
  if (at <= 0) return false
  const domain = normalised.slice(at)
  return allowlist.some((raw) => {
    const entry = raw.trim().toLowerCase()
    if (!entry) return false
    return entry.startsWith('@') ? domain === entry : normalised === entry
  })
}
