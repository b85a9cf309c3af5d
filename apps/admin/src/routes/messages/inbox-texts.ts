import { ADMIN_MESSAGES } from '@studio/contracts'
import type { InboxTab } from './inbox-url'

/** The Messages screen's own words beside the spec's (which stay in ADMIN_MESSAGES). */
export const INBOX_TEXTS = {
  confirmDelete: 'Delete this message?',
  confirmDeleteMany: (count: number) => (count === 1 ? 'Delete this message?' : `Delete ${count} messages?`),
  deleteFailed: 'Failed to delete',
  updateFailed: 'Failed to update the message',
  exportFailed: 'Export failed',
  noMatch: 'No messages match your search.',
  notOnPage: 'The linked message is not in this list: it may have been deleted, or be on another page.',
} as const

/** The empty state of each tab when nothing is searched (the spec's 'No messages' for All). */
export function emptyText(tab: InboxTab, searching: boolean): string {
  if (searching) return INBOX_TEXTS.noMatch
  if (tab === 'new') return 'No new messages'
  if (tab === 'archived') return 'No archived messages'
  return ADMIN_MESSAGES.noMessages
}
