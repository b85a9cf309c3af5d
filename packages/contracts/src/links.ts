/** An http(s) URL or a site path such as /work/x; never javascript: or protocol-relative. No zod. */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
