/** Whitespace or a control character; browsers silently drop tabs and newlines inside URLs. */
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u

/** True when a link holds whitespace or a control character between its first and last character. */
export function hasInnerWhitespace(value: string): boolean {
  return WHITESPACE_OR_CONTROL.test(value.trim())
}

/**
 * An http(s) URL or a site path such as /work/x; never javascript: or protocol-relative, and never
 * with whitespace or control characters inside (`/\t/evil.com` is `//evil.com` to a browser).
 * The ends are trimmed first. No zod.
 */
export function isSafeLink(value: string): boolean {
  const link = value.trim()
  if (hasInnerWhitespace(link)) return false
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\')
  try {
    const url = new URL(link)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
