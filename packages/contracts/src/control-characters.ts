/**
 * C0 control characters (U+0000–U+001F) and DEL (U+007F). A NUL is stored in full but reads back
 * empty in some drivers and browsers, so such text would pass a required check and still show
 * nothing; the others break layouts or hide content. Multi-line fields keep tab, line feed and
 * carriage return. No zod, so the site's contact form can use it.
 */
export function hasControlCharacter(text: string, multiline = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code === 0x7f) return true
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true
  }
  return false
}
