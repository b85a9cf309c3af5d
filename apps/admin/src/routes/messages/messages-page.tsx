import { ADMIN_MESSAGES, type ContactMessage, PAGE_SIZE } from '@studio/contracts'
import { buttonClass } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { Pagination } from '@studio/ui/pagination'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { DateText } from '../../components/date-text'
import { EmptyState, ErrorCard, SkeletonRows } from '../../components/list-states'
import { countLabel, ListToolbar } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { useAdminApi } from '../../lib/api-context'
import { newestFirst } from '../../lib/format-date'
import { useNotify } from '../../lib/notices'
import { matchesSearch, usePaging } from '../../lib/use-paged-search'
import { useRemoteList } from '../../lib/use-remote-list'
import { mailtoHref, replyHref } from './message-links'

const COLUMNS = ['From', 'Company', 'Subject', 'Received', 'Actions'] as const

export function MessagesPage() {
  const client = useAdminApi()
  const notify = useNotify()
  const list = useRemoteList(
    React.useCallback(async () => newestFirst(await client.listContactMessages()), [client]),
  )
  const [query, setQuery] = React.useState('')
  const [expanded, setExpanded] = React.useState<ReadonlySet<number>>(new Set())

  const matching = React.useMemo(
    () =>
      list.items.filter((message) =>
        matchesSearch(query, [
          message.name,
          message.email,
          message.company,
          message.subject,
          message.message,
        ]),
      ),
    [list.items, query],
  )
  const { page, pageCount, visible, setPage } = usePaging(matching, PAGE_SIZE.adminMessages)

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

  const loading = list.status === 'loading'
  return (
    <>
      <PageHeader
        title="Contact Messages"
        subtitle="Enquiries sent through the site's contact form, newest first."
      />
      <ListToolbar
        searchLabel="Search messages"
        placeholder="Search name, email, company, subject or message"
        query={query}
        onQueryChange={(next) => {
          setQuery(next)
          setPage(1)
        }}
        count={loading ? 'Loading…' : countLabel(matching.length, 'message')}
      />
      {list.status === 'error' ? (
        <ErrorCard message={list.error} onRetry={() => void list.reload()} />
      ) : !loading && matching.length === 0 ? (
        <EmptyState text={ADMIN_MESSAGES.noMessages} />
      ) : (
        <>
          <Table caption="Contact Messages" aria-busy={loading} className="messages-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHeaderCell key={column}>{column}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading ? (
                <SkeletonRows columns={COLUMNS.length} />
              ) : (
                visible.map((message) => (
                  <MessageRows
                    key={message.id}
                    message={message}
                    open={expanded.has(message.id)}
                    onToggle={() => toggle(message.id)}
                    onCopy={copy}
                  />
                ))
              )}
            </TableBody>
          </Table>
          {loading ? null : (
            <Pagination
              variant="summary"
              label="Messages pages"
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              className="list-pagination"
            />
          )}
        </>
      )}
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
          {message.company?.trim() ? <Chip>{message.company}</Chip> : <span className="muted">—</span>}
        </TableCell>
        <TableCell label="Subject">
          <div className="subject-cell">
            <span className={subject ? 'subject-cell__subject' : 'subject-cell__subject muted'}>
              {subject || ADMIN_MESSAGES.noSubject}
            </span>
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
              <p className="message-detail__body">{message.message}</p>
            </div>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  )
}
