/** A `tel:` address for a phone number as written ('+20 100 555 0123' is tel:+201005550123). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
