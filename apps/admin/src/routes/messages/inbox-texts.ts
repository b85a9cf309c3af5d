import { ADMIN_MESSAGES, ENQUIRY_LANGUAGE_LABELS, type EnquiryLanguage } from '@studio/contracts'
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

/**
 * The empty state of each tab when nothing is searched (the spec's 'No messages' for All); under a
 * language filter it names the language ('No new messages in Arabic').
 */
export function emptyText(
  tab: InboxTab,
  searching: boolean,
  language: EnquiryLanguage | null = null,
): string {
  if (searching) return INBOX_TEXTS.noMatch
  if (language) {
    const which = tab === 'all' ? '' : `${tab} `
    return `No ${which}messages in ${ENQUIRY_LANGUAGE_LABELS[language]}`
  }
  if (tab === 'new') return 'No new messages'
  if (tab === 'archived') return 'No archived messages'
  return ADMIN_MESSAGES.noMessages
}
