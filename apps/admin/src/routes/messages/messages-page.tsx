import { ADMIN_MESSAGES, type ContactMessage, PAGE_SIZE } from '@studio/contracts'
import { buttonClass } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { TableCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { ListTable } from '../../components/list-table'
import { ListToolbar } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { useAdminApi } from '../../lib/api-context'
import { newestFirst } from '../../lib/format-date'
import { useNotify } from '../../lib/notices'
import { useAdminList } from '../../lib/use-admin-list'
import { matchesSearch } from '../../lib/use-paged-search'
import { mailtoHref, replyHref } from './message-links'

const COLUMNS = ['From', 'Company', 'Subject', 'Received', 'Actions'] as const

const filterMessages = (items: readonly ContactMessage[], query: string) =>
  items.filter((message) =>
    matchesSearch(query, [message.name, message.email, message.company, message.subject, message.message]),
  )

export function MessagesPage() {
  const client = useAdminApi()
  const notify = useNotify()
  const view = useAdminList({
    load: React.useCallback(async () => newestFirst(await client.listContactMessages()), [client]),
    filter: filterMessages,
    pageSize: PAGE_SIZE.adminMessages,
    noun: 'message',
  })
  const [expanded, setExpanded] = React.useState<ReadonlySet<number>>(new Set())

  async function copy(text: string) {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(text)
      notify(ADMIN_MESSAGES.copied, { tone: 'success' })
    } catch {
      notify(ADMIN_MESSAGES.copyFailed)
    }
  }

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }

  return (
    <>
      <PageHeader
        title="Contact Messages"
        subtitle="Enquiries sent through the site's contact form, newest first."
      />
      <ListToolbar
        searchLabel="Search messages"
        placeholder="Search names, emails and messages"
        {...view.toolbar}
      />
      <ListTable
        view={view}
        caption="Contact Messages"
        className="messages-table"
        columns={COLUMNS}
        pagesLabel="Messages pages"
        empty={
          <EmptyState
            text={view.list.items.length === 0 ? ADMIN_MESSAGES.noMessages : 'No messages match your search.'}
          />
        }
        renderRow={(message) => (
          <MessageRows
            key={message.id}
            message={message}
            open={expanded.has(message.id)}
            onToggle={() => toggle(message.id)}
            onCopy={copy}
          />
        )}
      />
    </>
  )
}

interface MessageRowsProps {
  message: ContactMessage
  open: boolean
  onToggle: () => void
  onCopy: (text: string) => void
}

function MessageRows({ message, open, onToggle, onCopy }: MessageRowsProps) {
  const detailId = `message-${message.id}-full`
  const subject = message.subject?.trim()
  return (
    <>
      <TableRow className={open ? 'is-open' : undefined}>
        <TableCell label="From">
          <div className="from-cell">
            <span className="item-cell__title">{message.name}</span>
            <a className="from-cell__email" href={mailtoHref(message.email)}>
              {message.email}
            </a>
          </div>
        </TableCell>
        <TableCell label="Company">
          {message.company?.trim() ? (
            <Chip className="chip-wrap">{message.company}</Chip>
          ) : (
            <span className="muted">—</span>
          )}
        </TableCell>
        <TableCell label="Subject">
          <div className="subject-cell">
            {subject ? (
              <span className="subject-cell__subject clamp-2" title={subject}>
                {subject}
              </span>
            ) : (
              <span className="subject-cell__subject muted">{ADMIN_MESSAGES.noSubject}</span>
            )}
            <span className="subject-cell__preview muted">{message.message}</span>
          </div>
        </TableCell>
        <TableCell label="Received" className="nowrap">
          <DateText value={message.created_at} withTime />
        </TableCell>
        <TableCell label="Actions">
          <div className="row-actions">
            <a
              className={buttonClass('secondary', 'sm')}
              href={replyHref(message)}
              aria-label={`Reply to ${message.name}`}
            >
              Reply
            </a>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onCopy(message.email)}
            >
              Copy Email
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => onCopy(message.message)}
            >
              Copy Msg
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              onClick={onToggle}
            >
              {open ? 'Hide' : 'View'}
            </button>
          </div>
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow className="message-detail-row">
          <TableCell colSpan={COLUMNS.length}>
            <div id={detailId} className="message-detail">
              <p className="message-detail__meta">
                {message.name} &lt;{message.email}&gt;
                {message.company ? ` · ${message.company}` : ''}
              </p>
              {subject ? <p className="message-detail__subject">{subject}</p> : null}
              <p className="message-detail__body">{message.message}</p>
            </div>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  )
}
