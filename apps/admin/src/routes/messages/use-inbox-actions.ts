import { ADMIN_MESSAGES, type BulkAction, type InboxMessage, type MessageStatus } from '@studio/contracts'
import * as React from 'react'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { useNotify } from '../../lib/notices'
import { useUnreadCount } from '../../lib/use-unread-count'
import { INBOX_TEXTS } from './inbox-texts'
import type { InboxList } from './use-inbox-list'

/** What a status change is called in the polite note after it. */
const DONE: Record<MessageStatus, string> = {
  new: 'Marked unread',
  read: 'Marked read',
  archived: 'Archived',
}
const BULK_DONE: Record<BulkAction, string> = {
  read: 'Marked read',
  unread: 'Marked unread',
  archive: 'Archived',
  unarchive: 'Unarchived',
  delete: 'Deleted',
}

/** Where focus goes once a reload has removed what held it (it falls to <body> otherwise). */
type PendingFocus = { kind: 'row'; id: number; index: number } | { kind: 'list' }

const ROW_FIRST_ACTION = 'td[data-label="Actions"] a, td[data-label="Actions"] button'

const messagesLabel = (count: number) => (count === 1 ? '1 message' : `${count} messages`)

/**
 * The inbox's actions: View (which marks a new message read in place), the per-row status changes
 * and Delete, the selection with its bulk actions, Copy, and what follows each: the list reloads,
 * the unread count refreshes, a polite note says what happened, and focus stays in the list.
 */
export function useInboxActions(list: InboxList) {
  const client = useAdminApi()
  const notify = useNotify()
  const unread = useUnreadCount()
  const [expanded, setExpanded] = React.useState<ReadonlySet<number>>(new Set())
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set())
  const [announcement, setAnnouncement] = React.useState('')
  const [pendingFocus, setPendingFocus] = React.useState<PendingFocus | null>(null)
  const tableRef = React.useRef<HTMLTableElement>(null)
  const searchRef = React.useRef<HTMLInputElement>(null)
  const selectAllRef = React.useRef<HTMLInputElement>(null)
  const linked = React.useRef<number | null>(null)
  const { tab, page, q, id: linkedId } = list.view

  // A selection or a note belongs to the page it was made on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is the trigger.
  React.useEffect(() => {
    setSelected(new Set())
    setAnnouncement('')
  }, [tab, page, q])

  const failed = React.useCallback(
    (text: string, error: unknown) => {
      if (!isSessionExpired(error)) notify(text, { detail: messageOf(error, '') })
    },
    [notify],
  )

  const markRead = React.useCallback(
    async (message: InboxMessage) => {
      list.replaceItem({ ...message, status: 'read' })
      try {
        await client.setMessageStatus(message.id, 'read')
        unread.refresh()
      } catch (error) {
        list.replaceItem(message)
        failed(INBOX_TEXTS.updateFailed, error)
      }
    },
    [client, list.replaceItem, unread.refresh, failed],
  )

  // An alert's link (`?id=`): open that message once its page is on screen, and read it.
  React.useEffect(() => {
    if (list.status !== 'ready' || list.busy || linkedId === null || linked.current === linkedId) return
    linked.current = linkedId
    const message = list.items.find((item) => item.id === linkedId)
    if (!message) {
      setAnnouncement(INBOX_TEXTS.notOnPage)
      return
    }
    setExpanded((current) => new Set(current).add(message.id))
    if (message.status === 'new') void markRead(message)
    requestAnimationFrame(() => {
      const row = tableRef.current?.querySelector<HTMLElement>(`[data-row-id="${message.id}"]`)
      row?.scrollIntoView?.({ block: 'center' })
      row?.querySelector<HTMLElement>('[aria-controls]')?.focus({ preventScroll: true })
    })
  }, [list.status, list.busy, list.items, linkedId, markRead])

  // Once a reload has landed, put focus that fell to <body> back in the list.
  React.useEffect(() => {
    if (!pendingFocus || list.busy) return
    setPendingFocus(null)
    const active = document.activeElement
    if (active && active !== document.body) return
    const rows = Array.from(tableRef.current?.tBodies[0]?.rows ?? [])
    if (pendingFocus.kind === 'row') {
      const row = rows[Math.min(pendingFocus.index, rows.length - 1)]
      const target = row?.querySelector<HTMLElement>(ROW_FIRST_ACTION)
      if (target) return target.focus()
    } else if (selectAllRef.current) {
      return selectAllRef.current.focus()
    }
    searchRef.current?.focus()
  }, [pendingFocus, list.busy])

  async function afterChange(message: InboxMessage | null) {
    await list.reload()
    unread.refresh()
    const index = message ? list.items.findIndex((item) => item.id === message.id) : -1
    setPendingFocus(message ? { kind: 'row', id: message.id, index: Math.max(index, 0) } : { kind: 'list' })
  }

  async function setStatus(message: InboxMessage, status: MessageStatus) {
    setAnnouncement('')
    try {
      await client.setMessageStatus(message.id, status)
      setAnnouncement(`${DONE[status]}: the message from ${message.name}.`)
    } catch (error) {
      failed(INBOX_TEXTS.updateFailed, error)
    }
    await afterChange(message)
  }

  async function remove(message: InboxMessage) {
    if (!window.confirm(INBOX_TEXTS.confirmDelete)) return
    setAnnouncement('')
    try {
      await client.deleteMessage(message.id)
      setAnnouncement(`Deleted the message from ${message.name}.`)
    } catch (error) {
      failed(INBOX_TEXTS.deleteFailed, error)
    }
    await afterChange(message)
  }

  async function bulk(action: BulkAction) {
    const ids = list.items.filter((item) => selected.has(item.id)).map((item) => item.id)
    if (ids.length === 0) return
    if (action === 'delete' && !window.confirm(INBOX_TEXTS.confirmDeleteMany(ids.length))) return
    setAnnouncement('')
    try {
      const { count } = await client.bulkMessages(ids, action)
      setAnnouncement(`${BULK_DONE[action]}: ${messagesLabel(count)}.`)
      setSelected(new Set())
    } catch (error) {
      failed(action === 'delete' ? INBOX_TEXTS.deleteFailed : INBOX_TEXTS.updateFailed, error)
    }
    await afterChange(null)
  }

  function toggleOpen(message: InboxMessage) {
    const opening = !expanded.has(message.id)
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(message.id)) next.add(message.id)
      return next
    })
    if (opening && message.status === 'new') void markRead(message)
    if (!opening && message.id === linkedId) list.forgetLink()
  }

  function toggleSelected(id: number) {
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  const pageIds = list.items.map((item) => item.id)
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length

  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(text)
      notify(ADMIN_MESSAGES.copied, { tone: 'success' })
    } catch {
      notify(ADMIN_MESSAGES.copyFailed)
    }
  }

  return {
    tableRef,
    searchRef,
    selectAllRef,
    announcement,
    expanded,
    selected,
    selectedCount: selectedOnPage,
    allSelected: pageIds.length > 0 && selectedOnPage === pageIds.length,
    toggleOpen,
    toggleSelected,
    toggleAll: () => setSelected(selectedOnPage === pageIds.length ? new Set() : new Set(pageIds)),
    clearSelection: () => setSelected(new Set()),
    setStatus,
    remove,
    bulk,
    copy,
  }
}

export type InboxActions = ReturnType<typeof useInboxActions>
