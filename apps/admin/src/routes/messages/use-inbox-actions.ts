import type { BulkAction, InboxMessage, MessageStatus } from '@studio/contracts'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { useCopyText } from '../../lib/copy-text'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import { useNotify } from '../../lib/notices'
import type { ActionResult } from '../../lib/route-data'
import type { InboxIntent } from './inbox-action'
import { INBOX_TEXTS } from './inbox-texts'
import type { InboxList } from './inbox-view'

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
type PendingFocus = { kind: 'row'; index: number } | { kind: 'list' }

/** A write on its way: its note once it is done, its failure's title, and where focus goes. */
interface Sent {
  done: (result: unknown) => string
  failed: string
  focus: PendingFocus
}

const ROW_FIRST_ACTION = 'td[data-label="Actions"] a, td[data-label="Actions"] button'

const messagesLabel = (count: number) => (count === 1 ? '1 message' : `${count} messages`)

const asJson = { method: 'post', encType: 'application/json' } as const

/**
 * The inbox's actions, posted by fetchers to the route action: View (which marks a new message read
 * in place), the per-row status changes and Delete, the selection with its bulk actions, and Copy.
 * The page and the sidebar's unread count are read again after each write; a polite note says what
 * happened, and focus stays in the list, or goes to the search box (`searchRef`, which lives in the
 * screen's shell above the loading boundary) when the list has nothing left to hold it.
 */
export function useInboxActions(list: InboxList, searchRef: React.RefObject<HTMLInputElement | null>) {
  const notify = useNotify()
  const copy = useCopyText()
  const writer = useFetcher<ActionResult>()
  const viewer = useFetcher<ActionResult>()
  const [expanded, setExpanded] = React.useState<ReadonlySet<number>>(new Set())
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set())
  const [announcement, setAnnouncement] = React.useState('')
  const [pendingFocus, setPendingFocus] = React.useState<PendingFocus | null>(null)
  // Messages viewed while new, as loaded then: shown read until the page is read again.
  const [viewed, setViewed] = React.useState<ReadonlyMap<number, InboxMessage>>(new Map())
  const sent = React.useRef<Sent | null>(null)
  const tableRef = React.useRef<HTMLTableElement>(null)
  const selectAllRef = React.useRef<HTMLInputElement>(null)
  const linked = React.useRef<number | null>(null)
  const { tab, page, q, language, id: linkedId } = list.view

  // A selection or a note belongs to the page it was made on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is the trigger.
  React.useEffect(() => {
    setSelected(new Set())
    setAnnouncement('')
  }, [tab, page, q, language])

  const items = list.items.map((message) =>
    viewed.get(message.id) === message ? { ...message, status: 'read' as const } : message,
  )

  function post(intent: InboxIntent, what: Sent) {
    setAnnouncement('')
    sent.current = what
    void writer.submit(intent, asJson)
  }

  // What happened is said as soon as the answer is known; focus is put back once the page is read again.
  useFetcherSettled(
    writer,
    (result) => {
      const what = sent.current
      if (!what) return
      if (result.ok) {
        setAnnouncement(what.done(result.result))
        if (result.intent === 'bulk') setSelected(new Set())
      } else {
        notify(what.failed, { detail: result.detail })
      }
    },
    { early: true },
  )
  useFetcherSettled(writer, () => {
    if (sent.current) setPendingFocus(sent.current.focus)
  })

  useFetcherSettled(viewer, (result) => {
    if (result.ok) return
    setViewed(new Map())
    notify(INBOX_TEXTS.updateFailed, { detail: result.detail })
  })

  const markRead = React.useCallback(
    (message: InboxMessage) => {
      setViewed((current) => new Map(current).set(message.id, message))
      const intent: InboxIntent = { intent: 'view', id: message.id }
      void viewer.submit(intent, asJson)
    },
    [viewer.submit],
  )

  // An alert's link (`?id=`): open that message once its page is on screen, and read it.
  React.useEffect(() => {
    if (list.loading || list.busy || linkedId === null || linked.current === linkedId) return
    linked.current = linkedId
    const message = list.items.find((item) => item.id === linkedId)
    if (!message) {
      setAnnouncement(INBOX_TEXTS.notOnPage)
      return
    }
    setExpanded((current) => new Set(current).add(message.id))
    if (message.status === 'new') markRead(message)
    requestAnimationFrame(() => {
      const row = tableRef.current?.querySelector<HTMLElement>(`[data-row-id="${message.id}"]`)
      row?.scrollIntoView?.({ block: 'center' })
      row?.querySelector<HTMLElement>('[aria-controls]')?.focus({ preventScroll: true })
    })
  }, [list.loading, list.busy, list.items, linkedId, markRead])

  // Once a reload has landed, put focus that fell to <body> back in the list.
  React.useEffect(() => {
    if (!pendingFocus) return
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
  }, [pendingFocus, searchRef])

  const rowFocus = (message: InboxMessage): PendingFocus => ({
    kind: 'row',
    index: Math.max(
      list.items.findIndex((item) => item.id === message.id),
      0,
    ),
  })

  function setStatus(message: InboxMessage, status: MessageStatus) {
    post(
      { intent: 'status', id: message.id, status },
      {
        done: () => `${DONE[status]}: the message from ${message.name}.`,
        failed: INBOX_TEXTS.updateFailed,
        focus: rowFocus(message),
      },
    )
  }

  function remove(message: InboxMessage) {
    if (!window.confirm(INBOX_TEXTS.confirmDelete)) return
    post(
      { intent: 'delete', id: message.id },
      {
        done: () => `Deleted the message from ${message.name}.`,
        failed: INBOX_TEXTS.deleteFailed,
        focus: rowFocus(message),
      },
    )
  }

  function bulk(action: BulkAction) {
    const ids = list.items.filter((item) => selected.has(item.id)).map((item) => item.id)
    if (ids.length === 0) return
    if (action === 'delete' && !window.confirm(INBOX_TEXTS.confirmDeleteMany(ids.length))) return
    post(
      { intent: 'bulk', ids, action },
      {
        done: (result) => `${BULK_DONE[action]}: ${messagesLabel((result as { count: number }).count)}.`,
        failed: action === 'delete' ? INBOX_TEXTS.deleteFailed : INBOX_TEXTS.updateFailed,
        focus: { kind: 'list' },
      },
    )
  }

  function toggleOpen(message: InboxMessage) {
    const opening = !expanded.has(message.id)
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(message.id)) next.add(message.id)
      return next
    })
    if (opening && message.status === 'new') markRead(message)
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

  return {
    tableRef,
    selectAllRef,
    announcement,
    /** The page's messages, viewed ones shown read. */
    items,
    busy: writer.state !== 'idle',
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
