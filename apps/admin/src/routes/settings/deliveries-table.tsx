import type { AlertDelivery } from '@studio/contracts'
import type { StatusDelivery } from '@studio/contracts/status'
import { Chip } from '@studio/ui/chip'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { type DataCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { CHANNEL_NAMES, DELIVERY_STATUS } from './alert-texts'
import './deliveries-table.css'

/**
 * The alert deliveries table of Settings (the latest, newest first) and of Status (the last 7 days,
 * failed first, with what each attempt got): one table, so both say the same things the same way.
 */

/** A delivery as Settings lists it, or as Status does with each attempt's answer. */
type Delivery = AlertDelivery | (StatusDelivery & { next_attempt_at?: string | null })

/** What each attempt got, oldest first: `Attempt 2: The webhook answered 410.` */
function Answers({ delivery }: { delivery: StatusDelivery }) {
  const first = delivery.attempts - delivery.answers.length + 1
  return (
    <ol className="delivery-answers">
      {delivery.answers.map((answer, index) => (
        <li
          key={answer.at + String(index)}
          className={answer.ok ? 'delivery-answer' : 'delivery-answer delivery-answer--failed'}
        >
          Attempt {first + index}: {answer.ok ? 'sent.' : (answer.answer ?? 'failed.')}
        </li>
      ))}
    </ol>
  )
}

function details(delivery: Delivery): ReactNode {
  if ('answers' in delivery && delivery.answers.length > 0) return <Answers delivery={delivery} />
  if (delivery.last_error) return <span className="delivery-error">{delivery.last_error}</span>
  if (delivery.status === 'pending' && delivery.next_attempt_at)
    return (
      <span className="muted">
        Next try <DateText value={delivery.next_attempt_at} withTime />
      </span>
    )
  return <span className="muted">—</span>
}

const CELLS: readonly DataCell<Delivery>[] = [
  {
    label: 'When',
    className: 'nowrap',
    render: (delivery) => <DateText value={delivery.sent_at ?? delivery.created_at} withTime />,
  },
  { label: 'Channel', render: (delivery) => CHANNEL_NAMES[delivery.channel] },
  {
    label: 'Enquiry',
    render: (delivery) =>
      delivery.message_id === null ? (
        <span className="muted">Test alert or deleted message</span>
      ) : (
        <Link to={`/admin/messages?id=${delivery.message_id}`}>Message #{delivery.message_id}</Link>
      ),
  },
  {
    label: 'Status',
    render: (delivery) => (
      <Chip
        tone={delivery.status === 'sent' ? 'success' : 'neutral'}
        className={delivery.status === 'failed' ? 'delivery-failed' : undefined}
      >
        {DELIVERY_STATUS[delivery.status]}
      </Chip>
    ),
  },
  { label: 'Attempts', render: (delivery) => delivery.attempts },
  { label: 'Details', render: details },
]

export interface DeliveriesTableProps {
  deliveries: Delivery[]
  /** The table's name (its caption). */
  caption?: string
  /** What shows when there is no delivery. */
  empty?: ReactNode
}

/** Alert deliveries: which enquiry, which channel, how it went and what the channel answered. */
export function DeliveriesTable({
  deliveries,
  caption = 'Recent deliveries',
  empty = <EmptyState text="No alerts yet" hint="Alerts appear here as enquiries arrive." />,
}: DeliveriesTableProps) {
  return (
    <DataTable caption={caption} className="deliveries-table" rows={deliveries} cells={CELLS} empty={empty} />
  )
}
