import { ADMIN_MESSAGES, type InboxMessage, type MessageStatus } from '@studio/contracts'
import { Button, buttonClass } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { TableCell, TableRow } from '@studio/ui/table'
import { DateText } from '../../components/date-text'
import { mailtoHref, replyHref } from './message-links'

/** The columns after the selection box; the detail row spans them all. */
export const MESSAGE_COLUMNS = ['From', 'Company', 'Subject', 'Received', 'Actions'] as const

interface MessageRowsProps {
  message: InboxMessage
  open: boolean
  selected: boolean
  onToggleOpen: () => void
  onToggleSelected: () => void
  onCopy: (text: string) => void
  onStatus: (status: MessageStatus) => void
  onDelete: () => void
}

/** One message: its row (new ones bold with a 'New' chip) and, once viewed, the full text below. */
export function MessageRows({ message, open, ...on }: MessageRowsProps) {
  const detailId = `message-${message.id}-full`
  const subject = message.subject?.trim()
  const isNew = message.status === 'new'
  const archived = message.status === 'archived'
  const rowClass = [isNew ? 'is-new' : '', open ? 'is-open' : ''].filter(Boolean).join(' ')
  return (
    <>
      <TableRow data-row-id={message.id} className={rowClass || undefined}>
        <TableCell label="Select" className="inbox-select">
          <input
            type="checkbox"
            className="inbox-checkbox"
            checked={on.selected}
            onChange={on.onToggleSelected}
            aria-label={`Select the message from ${message.name}`}
          />
        </TableCell>
        <TableCell label="From">
          <div className="from-cell">
            <span className="from-cell__name">
              <span className="from-cell__title">{message.name}</span>
              {isNew ? <Chip tone="accent">New</Chip> : null}
              {archived ? <Chip>Archived</Chip> : null}
            </span>
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
        <TableCell label="Received">
          <DateText value={message.created_at} withTime />
        </TableCell>
        <TableCell label="Actions">
          <div className="inbox-actions-cell">
            <div className="inbox-actions">
              <a
                className={buttonClass('secondary', 'sm')}
                href={replyHref(message)}
                aria-label={`Reply to ${message.name}`}
              >
                Reply
              </a>
              <Button variant="secondary" size="sm" onClick={() => on.onCopy(message.email)}>
                Copy Email
              </Button>
              <Button variant="secondary" size="sm" onClick={() => on.onCopy(message.message)}>
                Copy Msg
              </Button>
            </div>
            <div className="inbox-actions">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={open}
                aria-controls={open ? detailId : undefined}
                onClick={on.onToggleOpen}
              >
                {open ? 'Hide' : 'View'}
              </Button>
              {archived ? null : (
                <Button variant="ghost" size="sm" onClick={() => on.onStatus(isNew ? 'read' : 'new')}>
                  {isNew ? 'Mark read' : 'Mark unread'}
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={() => on.onStatus(archived ? 'read' : 'archived')}>
                {archived ? 'Unarchive' : 'Archive'}
              </Button>
              <Button
                variant="danger"
                size="sm"
                aria-label={`Delete the message from ${message.name}`}
                onClick={on.onDelete}
              >
                Delete
              </Button>
            </div>
          </div>
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow className="message-detail-row">
          <TableCell colSpan={MESSAGE_COLUMNS.length + 1}>
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
