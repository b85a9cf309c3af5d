import { ENQUIRY_LANGUAGE_LABELS } from '@studio/contracts'
import type { EnquiryAlert } from './channel'

/** The words of an enquiry alert, shared by the webhook and email channels. */

/** How much of the message a chat line or subject shows. */
export const PREVIEW_CHARS = 200

function preview(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim()
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat
}

/**
 * Slack's `text` treats &, < and > as markup (`<!channel>`, `<@U123>`, `<url|label>`), and so do the
 * other chat webhooks in their own ways (Discord's `<@&role>`, Google Chat's `<users/all>`, Teams'
 * `<at>`): a visitor's words are escaped, so an enquiry cannot ping anyone or disguise a link.
 */
function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** Broadcast mentions of Slack, Discord, Mattermost and Teams, wherever they stand. */
const BROADCAST = /@(?=(?:everyone|here|channel|all|group|room|online)\b)/giu
/** Any other @name where a chat would read a mention: not inside a word (an email stays whole). */
const MENTION = /(?<![\p{L}\p{N}._%+-])@(?=[\p{L}\p{N}_])/gu
const ZERO_WIDTH_JOINER = '\u200d'

/**
 * A visitor's words as plain chat text: markup escaped, and a zero-width joiner after each `@` that
 * would mention someone (`@here`, `@everyone`, `@channel`, `@all`, `@name`), so it reads the same
 * but no chat resolves it.
 */
export function plainChatText(text: string): string {
  return slackEscape(text)
    .replace(BROADCAST, `@${ZERO_WIDTH_JOINER}`)
    .replace(MENTION, `@${ZERO_WIDTH_JOINER}`)
}

function headline({ enquiry, test }: EnquiryAlert): string {
  const subject = enquiry.subject || 'No subject'
  return `${test ? 'Test alert: new enquiry' : 'New enquiry'} from ${enquiry.name} <${enquiry.email}>: ${subject}`
}

/** "Language: Arabic": which site the enquiry came from, so a reply can be in its language. */
function languageLine({ enquiry }: EnquiryAlert): string {
  return `Language: ${ENQUIRY_LANGUAGE_LABELS[enquiry.language]}`
}

/** "Source: newsletter": what brought the visitor, when the site knows it (else no line). */
function sourceLines({ enquiry: { source } }: EnquiryAlert): string[] {
  return source ? [`Source: ${source}`] : []
}

/** The chat line: who, what about, in which language, from where, the start of the message, and where to read it. */
export function chatText(alert: EnquiryAlert): string {
  return [
    plainChatText(headline(alert)),
    languageLine(alert),
    ...sourceLines(alert).map(plainChatText),
    `> ${plainChatText(preview(alert.enquiry.message))}`,
    alert.panelUrl,
  ].join('\n')
}

/** The webhook body: the chat text, the delivery's event id and the structured enquiry. */
export function webhookBody(alert: EnquiryAlert): string {
  return JSON.stringify({
    text: chatText(alert),
    event_id: alert.eventId,
    enquiry: { ...alert.enquiry, url: alert.panelUrl, test: alert.test },
  })
}

/** One line, no control characters: a header value can never be split. */
function headerSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

export function emailSubject(alert: EnquiryAlert): string {
  const subject = alert.enquiry.subject || 'No subject'
  return headerSafe(`${alert.test ? '[Test] ' : ''}New enquiry from ${alert.enquiry.name}: ${subject}`).slice(
    0,
    200,
  )
}

export function emailText(alert: EnquiryAlert): string {
  const { enquiry, panelUrl, test } = alert
  return [
    test ? 'This is a test alert from the admin panel. No one sent this enquiry.\n' : '',
    `From: ${enquiry.name} <${enquiry.email}>`,
    `Company: ${enquiry.company || '-'}`,
    `Subject: ${enquiry.subject || 'No subject'}`,
    languageLine(alert),
    ...sourceLines(alert),
    `Received: ${enquiry.created_at}`,
    '',
    enquiry.message,
    '',
    `Open in the admin panel: ${panelUrl}`,
    'Reply to this email to answer the sender.',
  ]
    .filter((line, index) => index > 0 || line !== '')
    .join('\n')
}

/** The sender's address as Reply-To, when it is one plain address (it was validated on entry). */
export function replyToOf(alert: EnquiryAlert): string | undefined {
  const email = headerSafe(alert.enquiry.email)
  return /^[^\s<>,;"]+@[^\s<>,;"]+$/.test(email) ? email : undefined
}
