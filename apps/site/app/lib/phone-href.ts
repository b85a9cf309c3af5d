/**
 * A phone number as a link shows it: spaces and hyphens that never break, so the number stays on one
 * line (and html-validate's tel-non-breaking rule holds).
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')
}

/** A `tel:` address for a phone number as written ('+20 100 555 0123' is tel:+201005550123). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
