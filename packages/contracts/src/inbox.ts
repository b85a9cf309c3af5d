import * as z from 'zod/mini'
import { AUDIENCE_LIMITS } from './audience'
import { ContactMessageSchema, ENQUIRY_LANGUAGES } from './contact'
import { hasControlCharacter, hasInvisibleFormatting } from './control-characters'
import { pageMessages, pageQueryFields, pageSearch, queryString } from './paging'

/**
 * The enquiry inbox: message status, the paged and searched list, bulk actions and the
 * CSV export (the alert settings are in alert-settings.ts). The list answer stays the spec's list; paging travels in the
 * `X-Total-Count` and `Link` headers.
 */

export const MESSAGE_STATUSES = ['new', 'read', 'archived'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

/** The list's status filter: one status, or `all` (the default). */
export const MESSAGE_FILTERS = ['all', ...MESSAGE_STATUSES] as const
export type MessageFilter = (typeof MESSAGE_FILTERS)[number]

export const BULK_ACTIONS = ['read', 'unread', 'archive', 'unarchive', 'delete'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export const INBOX_LIMITS = {
  perPageDefault: 10,
  perPageMax: 100,
  pageMax: 100_000,
  /** A search longer than this is refused; nobody types it. */
  queryMax: 200,
  bulkIdsMax: 100,
} as const

export const INBOX_MESSAGES = {
  ...pageMessages(INBOX_LIMITS),
  query: `q must be text of at most ${INBOX_LIMITS.queryMax} characters.`,
  queryCharacters: 'q must not contain control characters or invisible formatting characters.',
  filter: `status must be one of ${MESSAGE_FILTERS.join(', ')}.`,
  language: `language must be one of ${ENQUIRY_LANGUAGES.join(', ')}.`,
  source: `source must be a source name of at most ${AUDIENCE_LIMITS.utmKept} characters, without control characters.`,
  status: `Status must be one of ${MESSAGE_STATUSES.join(', ')}.`,
  ids: `ids must be a list of 1 to ${INBOX_LIMITS.bulkIdsMax} message ids (positive whole numbers).`,
  action: `action must be one of ${BULK_ACTIONS.join(', ')}.`,
  someNotFound: 'Some of these messages no longer exist; nothing was changed.',
} as const

/** A stored contact message with its inbox status, as the admin list and PATCH answer it. */
export const InboxMessageSchema = z.extend(ContactMessageSchema, {
  status: z.enum(MESSAGE_STATUSES),
})
export type InboxMessage = z.infer<typeof InboxMessageSchema>

/** Refuses, with `message`, text holding a control character or an invisible formatting character. */
const visibleText = (message: string) =>
  z.refine<string>((value) => !hasControlCharacter(value) && !hasInvisibleFormatting(value), message)

/** GET {prefix}/contact-messages and /export query parameters (all optional). */
export const InboxListQuerySchema = z.object({
  ...pageQueryFields(INBOX_LIMITS),
  q: z._default(
    z.string({ error: INBOX_MESSAGES.query }).check(
      // Before trimming, so no control character passes unseen. A NUL cut the search text short in
      // the database (a 500); the others match nothing a person typed.
      visibleText(INBOX_MESSAGES.queryCharacters),
      z.trim(),
      z.maxLength(INBOX_LIMITS.queryMax, INBOX_MESSAGES.query),
    ),
    '',
  ),
  status: z._default(z.enum(MESSAGE_FILTERS, { error: INBOX_MESSAGES.filter }), 'all'),
  /** One language's messages; absent: every language. */
  language: z.optional(z.enum(ENQUIRY_LANGUAGES, { error: INBOX_MESSAGES.language })),
  /** The messages one source brought (as stored: lower case, e.g. `newsletter`, `google.com`, `direct`). */
  source: z.optional(
    z
      .string({ error: INBOX_MESSAGES.source })
      .check(
        visibleText(INBOX_MESSAGES.source),
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, INBOX_MESSAGES.source),
        z.maxLength(AUDIENCE_LIMITS.utmKept, INBOX_MESSAGES.source),
      ),
  ),
})
export type InboxListQuery = z.input<typeof InboxListQuerySchema>
export type InboxListParams = z.output<typeof InboxListQuerySchema>

/** The query string for a list or export call; defaults are left out. */
export function inboxQueryString(params: Partial<InboxListParams>): string {
  const search = pageSearch(params)
  if (params.q?.trim()) search.set('q', params.q.trim())
  if (params.status && params.status !== 'all') search.set('status', params.status)
  if (params.language) search.set('language', params.language)
  if (params.source?.trim()) search.set('source', params.source.trim())
  return queryString(search)
}

/** The total from a list answer's X-Total-Count header (0 when absent or unreadable). */
export function totalCountOf(headers: Headers): number {
  const total = Number(headers.get('x-total-count'))
  return Number.isSafeInteger(total) && total >= 0 ? total : 0
}

/** PATCH {prefix}/contact-messages/{id} */
export const MessageStatusBodySchema = z.object(
  { status: z.enum(MESSAGE_STATUSES, { error: INBOX_MESSAGES.status }) },
  { error: INBOX_MESSAGES.status },
)
export type MessageStatusBody = z.infer<typeof MessageStatusBodySchema>

/** POST {prefix}/contact-messages/bulk: all or nothing. */
export const BulkActionBodySchema = z.object(
  {
    ids: z
      .array(z.int({ error: INBOX_MESSAGES.ids }).check(z.positive(INBOX_MESSAGES.ids)), {
        error: INBOX_MESSAGES.ids,
      })
      .check(z.minLength(1, INBOX_MESSAGES.ids), z.maxLength(INBOX_LIMITS.bulkIdsMax, INBOX_MESSAGES.ids)),
    action: z.enum(BULK_ACTIONS, { error: INBOX_MESSAGES.action }),
  },
  { error: INBOX_MESSAGES.ids },
)
export type BulkActionBody = z.infer<typeof BulkActionBodySchema>

/** The bulk answer: how many messages the action changed (or deleted). */
export const BulkActionResultSchema = z.object({ count: z.int() })
export type BulkActionResult = z.infer<typeof BulkActionResultSchema>

/** GET {prefix}/contact-messages/unread-count: messages with status `new`. */
export const UnreadCountSchema = z.object({ count: z.int() })
export type UnreadCount = z.infer<typeof UnreadCountSchema>
