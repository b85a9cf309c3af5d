import type { ContactMessage } from '@studio/contracts'

export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`
}

/** Reply: a mailto with the subject 'Re: ' plus the message's subject. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const subject = `Re: ${message.subject?.trim() ?? ''}`.trimEnd()
  return `${mailtoHref(message.email)}?subject=${encodeURIComponent(subject)}`
}
