import type { AlertDelivery } from '@studio/contracts'
import { Chip } from '@studio/ui/chip'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import { Link } from 'react-router'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { CHANNEL_NAMES, DELIVERY_STATUS } from './alert-texts'

const COLUMNS = ['When', 'Channel', 'Enquiry', 'Status', 'Attempts', 'Details'] as const

/** The latest alerts, newest first: which enquiry, which channel, and how it went. */
export function DeliveriesTable({ deliveries }: { deliveries: AlertDelivery[] }) {
  if (deliveries.length === 0)
    return <EmptyState text="No alerts yet" hint="Alerts appear here as enquiries arrive." />
  return (
    <Table caption="Recent deliveries" className="deliveries-table">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHeaderCell key={column}>{column}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell label="When" className="nowrap">
              <DateText value={delivery.sent_at ?? delivery.created_at} withTime />
            </TableCell>
            <TableCell label="Channel">{CHANNEL_NAMES[delivery.channel]}</TableCell>
            <TableCell label="Enquiry">
              {delivery.message_id === null ? (
                <span className="muted">Test alert or deleted message</span>
              ) : (
                <Link to={`/admin/messages?id=${delivery.message_id}`}>Message #{delivery.message_id}</Link>
              )}
            </TableCell>
            <TableCell label="Status">
              <Chip
                tone={delivery.status === 'sent' ? 'success' : 'neutral'}
                className={delivery.status === 'failed' ? 'delivery-failed' : undefined}
              >
                {DELIVERY_STATUS[delivery.status]}
              </Chip>
            </TableCell>
            <TableCell label="Attempts">{delivery.attempts}</TableCell>
            <TableCell label="Details">
              {delivery.last_error ? (
                <span className="delivery-error">{delivery.last_error}</span>
              ) : delivery.status === 'pending' && delivery.next_attempt_at ? (
                <span className="muted">
                  Next try <DateText value={delivery.next_attempt_at} withTime />
                </span>
              ) : (
                <span className="muted">—</span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
