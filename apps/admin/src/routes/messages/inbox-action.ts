import { type AdminClient, BULK_ACTIONS, MESSAGE_STATUSES } from '@studio/contracts'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import * as z from 'zod/mini'
import { parsedIntentAction } from '../../lib/route-data'
import { readInboxView } from './inbox-url'

/** What the inbox's fetchers post to its route action. */
const InboxIntentSchema = z.discriminatedUnion('intent', [
  /** View marks a new message read in place: the page on screen is not read again. */
  z.object({ intent: z.literal('view'), id: z.int() }),
  z.object({ intent: z.literal('status'), id: z.int(), status: z.enum(MESSAGE_STATUSES) }),
  z.object({ intent: z.literal('delete'), id: z.int() }),
  z.object({ intent: z.literal('bulk'), ids: z.array(z.int()), action: z.enum(BULK_ACTIONS) }),
])
export type InboxIntent = z.infer<typeof InboxIntentSchema>

/** The inbox's writes: View, a row's status, Delete, and the bulk actions on a selection. */
export const inboxAction = (client: AdminClient) =>
  parsedIntentAction(InboxIntentSchema, {
    view: ({ id }) => client.setMessageStatus(id, 'read'),
    status: ({ id, status }) => client.setMessageStatus(id, status),
    delete: ({ id }) => client.deleteMessage(id),
    bulk: ({ ids, action }) => client.bulkMessages(ids, action),
  })

const sameListing = (a: URL, b: URL) => {
  const [x, y] = [readInboxView(a.searchParams), readInboxView(b.searchParams)]
  return (
    x.tab === y.tab && x.page === y.page && x.q === y.q && x.language === y.language && x.source === y.source
  )
}

/**
 * The page is read again after every write but View (which changes its row in place, so a viewed
 * message stays under the New tab until the next read), and not when only `?id=` changes.
 */
export function inboxShouldRevalidate({
  currentUrl,
  nextUrl,
  json,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if ((json as InboxIntent | undefined)?.intent === 'view') return false
  if (currentUrl.href !== nextUrl.href && sameListing(currentUrl, nextUrl)) return false
  return defaultShouldRevalidate
}
