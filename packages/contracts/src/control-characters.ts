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

/**
 * Characters that change how text around them is shown while staying invisible: C1 controls
 * (U+0080–U+009F), bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "Trojan
 * Source", a name that reads backwards in the inbox), line and paragraph separators (U+2028, U+2029)
 * and the byte-order mark (U+FEFF). Multi-line fields keep the two separators, which are line
 * breaks. Arabic and the direction marks LRM and RLM (U+200E, U+200F) are ordinary text.
 */
export function hasInvisibleFormatting(text: string, multiline = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code >= 0x80 && code <= 0x9f) return true
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0xfeff)
      return true
    if (!multiline && (code === 0x2028 || code === 0x2029)) return true
  }
  return false
}
