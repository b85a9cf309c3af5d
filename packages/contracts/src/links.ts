/**
 * The link rules, with no zod (the site renders the copy's links through them): which addresses a
 * portfolio record may hold (`isSafeLink`) and which the site copy may link to (`isSiteContentLink`),
 * both built on one check of the address itself.
 */

/** Whitespace or a control character; browsers silently drop tabs and newlines inside URLs. */
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u

/**
 * Invisible formatting characters (Unicode's Cf: bidi embeddings, overrides and isolates, the
 * direction marks, zero-width characters, the soft hyphen): an address has no use for any of them,
 * and each can make a link read as something else than where it points.
 */
const FORMATTING = /\p{Cf}/u

/** True when a link holds whitespace or a control character between its first and last character. */
export function hasInnerWhitespace(value: string): boolean {
  return WHITESPACE_OR_CONTROL.test(value.trim())
}

/** True when a link holds an invisible formatting character anywhere (see FORMATTING). */
export function hasFormattingCharacter(value: string): boolean {
  return FORMATTING.test(value)
}

/** The web's schemes: what a portfolio address may be besides a site path. */
const WEB_SCHEMES: readonly string[] = ['http:', 'https:']
/** What the site copy may link to besides a site path: the web, an email address, a phone number. */
const COPY_SCHEMES: readonly string[] = [...WEB_SCHEMES, 'mailto:', 'tel:']

/**
 * The one check under both rules: after trimming the ends, no whitespace, control or formatting
 * character inside (`/\t/evil.com` is `//evil.com` to a browser), and either a path of this site
 * (a single leading '/': `//host` and `/\host` are other hosts to a browser) or an absolute URL
 * with one of `schemes`.
 */
function isLinkWith(value: string, schemes: readonly string[]): boolean {
  const link = value.trim()
  if (link === '' || hasInnerWhitespace(link) || hasFormattingCharacter(link)) return false
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\')
  try {
    return schemes.includes(new URL(link).protocol)
  } catch {
    return false
  }
}

/** An http(s) URL or a site path such as /work/x: what a project or work item may link to. */
export function isSafeLink(value: string): boolean {
  return isLinkWith(value, WEB_SCHEMES)
}

/**
 * An http(s), mailto: or tel: address or a site path: the rule for every link of the site copy,
 * checked when it is published and again wherever the site renders one (a preview shows a draft
 * nobody has published), so an address that fails it is never a link on the site.
 */
export function isSiteContentLink(value: string): boolean {
  return isLinkWith(value, COPY_SCHEMES)
}
