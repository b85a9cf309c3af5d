import {
  ADMIN_MESSAGES,
  ENQUIRY_LANGUAGE_LABELS,
  type InboxMessage,
  type MessageStatus,
} from '@studio/contracts'
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
  /** Shows only the messages this message's source brought. */
  onSource: (source: string) => void
}

/**
 * Where the enquiry came from: "Came from newsletter (june-launch), landed on /work/harbourline",
 * from the visit the site matched it to; nothing when it knows none.
 */
function SourceLine({ message, onSource }: { message: InboxMessage; onSource: (source: string) => void }) {
  const { source, campaign, landing_path: landing } = message
  if (!source && !landing) return null
  return (
    <p className="message-source muted">
      {source ? (
        <>
          Came from{' '}
          <button
            type="button"
            className="message-source__name"
            onClick={() => onSource(source)}
            title={`Show only the messages ${source} brought`}
          >
            {source}
          </button>
          {campaign ? ` (${campaign})` : ''}
          {landing ? ', landed on ' : ''}
        </>
      ) : (
        'Landed on '
      )}
      {landing ? <span className="message-source__path">{landing}</span> : null}
    </p>
  )
}

/**
 * One message: its row (new ones bold with a 'New' chip, every one labelled with its language) and,
 * once viewed, the full text below. What the sender wrote takes its direction from its own text
 * (`dir="auto"`), so an Arabic enquiry reads right to left.
 */
export function MessageRows({ message, open, ...on }: MessageRowsProps) {
  const detailId = `message-${message.id}-full`
  const subject = message.subject?.trim()
  const isNew = message.status === 'new'
  const archived = message.status === 'archived'
  const rowClass = [isNew ? 'is-new' : '', open ? 'is-open' : ''].filter(Boolean).join(' ')
  const language = ENQUIRY_LANGUAGE_LABELS[message.language]
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
              <span className="from-cell__title" dir="auto">
                {message.name}
              </span>
              {isNew ? <Chip tone="accent">New</Chip> : null}
              {archived ? <Chip>Archived</Chip> : null}
            </span>
            <span className="from-cell__language muted" title={`Sent in ${language}`}>
              {language}
            </span>
            <a className="from-cell__email" href={mailtoHref(message.email)}>
              {message.email}
            </a>
            <SourceLine message={message} onSource={on.onSource} />
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
              <span className="subject-cell__subject clamp-2" dir="auto" title={subject}>
                {subject}
              </span>
            ) : (
              <span className="subject-cell__subject muted">{ADMIN_MESSAGES.noSubject}</span>
            )}
            <span className="subject-cell__preview muted" dir="auto">
              {message.message}
            </span>
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
                {` · ${language}`}
              </p>
              {subject ? (
                <p className="message-detail__subject" dir="auto">
                  {subject}
                </p>
              ) : null}
              <p className="message-detail__body" dir="auto">
                {message.message}
              </p>
            </div>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  )
}
