import type { AlertDelivery } from '@studio/contracts'
import { Chip } from '@studio/ui/chip'
import { Link } from 'react-router'
import { type DataCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { CHANNEL_NAMES, DELIVERY_STATUS } from './alert-texts'

const CELLS: readonly DataCell<AlertDelivery>[] = [
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
  {
    label: 'Details',
    render: (delivery) =>
      delivery.last_error ? (
        <span className="delivery-error">{delivery.last_error}</span>
      ) : delivery.status === 'pending' && delivery.next_attempt_at ? (
        <span className="muted">
          Next try <DateText value={delivery.next_attempt_at} withTime />
        </span>
      ) : (
        <span className="muted">—</span>
      ),
  },
]

/** The latest alerts, newest first: which enquiry, which channel, and how it went. */
export function DeliveriesTable({ deliveries }: { deliveries: AlertDelivery[] }) {
  return (
    <DataTable
      caption="Recent deliveries"
      className="deliveries-table"
      rows={deliveries}
      cells={CELLS}
      empty={<EmptyState text="No alerts yet" hint="Alerts appear here as enquiries arrive." />}
    />
  )
}
