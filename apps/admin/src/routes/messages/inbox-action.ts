import type { AdminClient, BulkAction, MessageStatus } from '@studio/contracts'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { intentAction } from '../../lib/route-data'
import { readInboxView } from './inbox-url'

/** What the inbox's fetchers post to its route action. */
export type InboxIntent =
  /** View marks a new message read in place: the page on screen is not read again. */
  | { intent: 'view'; id: number }
  | { intent: 'status'; id: number; status: MessageStatus }
  | { intent: 'delete'; id: number }
  | { intent: 'bulk'; ids: number[]; action: BulkAction }

/** The inbox's writes: View, a row's status, Delete, and the bulk actions on a selection. */
export const inboxAction = (client: AdminClient) =>
  intentAction<InboxIntent>({
    view: ({ id }) => client.setMessageStatus(id, 'read'),
    status: ({ id, status }) => client.setMessageStatus(id, status),
    delete: ({ id }) => client.deleteMessage(id),
    bulk: ({ ids, action }) => client.bulkMessages(ids, action),
  })

const sameListing = (a: URL, b: URL) => {
  const [x, y] = [readInboxView(a.searchParams), readInboxView(b.searchParams)]
  return x.tab === y.tab && x.page === y.page && x.q === y.q && x.language === y.language
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
