import { INVITE_MESSAGES } from '@studio/contracts'
import { type EmailSender, emailErrorText } from './email-sender'

/**
 * An invite, emailed the way enquiry alerts are when this server can send email. The link is the
 * one the invite answer shows once (its token is stored only as a hash), so the email is sent while
 * the request holds it, never queued in the database.
 */

export interface InviteEmail {
  to: string
  url: string
  expiresAt: string
  invitedBy: string
  adminOrigin: string
}

export function inviteEmailText({ to, url, expiresAt, invitedBy, adminOrigin }: InviteEmail): string {
  return [
    `${invitedBy} invited you to the studio's admin panel (${adminOrigin}).`,
    '',
    `Create your account with this email address (${to}) here:`,
    url,
    '',
    `The link works once and expires on ${expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
    'If you did not expect this invite, you can ignore this email.',
  ].join('\n')
}

export const INVITE_EMAIL_SUBJECT = "You're invited to the studio's admin panel"

/** Emails the invite; answers whether it went, and why not (no sender here, or the server's words). */
export async function emailInvite(
  sender: EmailSender | null,
  invite: InviteEmail,
): Promise<{ emailed: boolean; email_problem: string | null }> {
  if (!sender) return { emailed: false, email_problem: INVITE_MESSAGES.notEmailed }
  try {
    await sender.send({
      to: [invite.to],
      subject: INVITE_EMAIL_SUBJECT,
      text: inviteEmailText(invite),
      replyTo: invite.invitedBy,
    })
    return { emailed: true, email_problem: null }
  } catch (error) {
    return { emailed: false, email_problem: emailErrorText(error) }
  }
}
