import type { AuditAction, AuditEntry } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { Pagination, pageCountFor } from '@studio/ui/pagination'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { DateText } from '../../components/date-text'
import { EmptyState, ErrorCard, SkeletonRows } from '../../components/list-states'
import { countLabel } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { useAdminApi } from '../../lib/api-context'
import { useRemoteList } from '../../lib/use-remote-list'
import { ACTION_OPTIONS, actionLabel, changeLines, targetLabel } from './audit-texts'
import { AUDIT_PAGE_SIZE, type AuditFilters, useAuditLog } from './use-audit-log'
import './activity.css'

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'Changes'] as const

/** /admin/activity (issue 14): who changed what, newest first, paged and filtered on the server. */
export function ActivityPage() {
  const client = useAdminApi()
  const [page, setPage] = React.useState(1)
  const [filters, setFilters] = React.useState<AuditFilters>({ actor: '', action: '' })
  const [typedActor, setTypedActor] = React.useState('')
  const { state, reload } = useAuditLog(page, filters)
  // The team's emails as suggestions for the actor filter (a removed admin's can still be typed).
  const admins = useRemoteList(React.useCallback(() => client.listAdmins(), [client]))
  const actorsId = React.useId()
  const pageCount = pageCountFor(state.total, AUDIT_PAGE_SIZE)

  function apply(next: Partial<AuditFilters>) {
    setFilters((current) => ({ ...current, ...next }))
    setPage(1)
  }

  return (
    <>
      <PageHeader
        title="Activity"
        subtitle="Every change made in this panel: who, when and what, newest first."
      />
      <form
        className="activity-filters"
        aria-label="Filter activity"
        onSubmit={(event) => {
          event.preventDefault()
          apply({ actor: typedActor })
        }}
      >
        <label className="ui-field activity-filters__actor">
          <span className="ui-field__label">Who (email)</span>
          <input
            className="ui-field__control"
            type="search"
            list={actorsId}
            value={typedActor}
            placeholder="Everyone"
            onChange={(event) => {
              setTypedActor(event.target.value)
              if (event.target.value === '') apply({ actor: '' })
            }}
          />
        </label>
        <datalist id={actorsId}>
          {admins.items.map((admin) => (
            <option key={admin.id} value={admin.email} />
          ))}
        </datalist>
        <label className="ui-field activity-filters__action">
          <span className="ui-field__label">Action</span>
          <select
            className="ui-field__control"
            value={filters.action}
            onChange={(event) => apply({ action: event.target.value as AuditAction | '' })}
          >
            <option value="">All actions</option>
            {ACTION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <p className="activity-filters__count muted" aria-live="polite">
          {state.status === 'loading' ? 'Loading…' : countLabel(state.total, 'entry', 'entries')}
        </p>
      </form>
      {state.status === 'error' ? (
        <ErrorCard message={state.error} onRetry={() => void reload()} />
      ) : state.status === 'ready' && state.items.length === 0 ? (
        <EmptyState
          text={filters.actor || filters.action ? 'No activity matches these filters.' : 'No activity yet.'}
        />
      ) : (
        <>
          <Table caption="Activity" aria-busy={state.status === 'loading'} className="activity-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHeaderCell key={column}>{column}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {state.status === 'loading' && state.items.length === 0 ? (
                <SkeletonRows columns={COLUMNS.length} />
              ) : (
                state.items.map((entry) => <ActivityRow key={entry.id} entry={entry} />)
              )}
            </TableBody>
          </Table>
          <Pagination
            variant="summary"
            label="Activity pages"
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={setPage}
            className="list-pagination"
          />
        </>
      )}
    </>
  )
}

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry)
  return (
    <TableRow>
      <TableCell label="When" className="nowrap">
        <DateText value={entry.created_at} withTime />
      </TableCell>
      <TableCell label="Who">
        <span className="activity-table__who">{entry.actor_email ?? '—'}</span>
      </TableCell>
      <TableCell label="Action">
        <Chip>{actionLabel(entry.action)}</Chip>
      </TableCell>
      <TableCell label="Target" className="nowrap">
        {targetLabel(entry)}
      </TableCell>
      <TableCell label="Changes">
        {lines.length === 0 ? (
          <span className="muted">—</span>
        ) : (
          <dl className="activity-changes">
            {lines.map((line) => (
              <div key={line.field} className="activity-changes__line">
                <dt>{line.field}</dt>
                <dd title={line.full}>{line.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </TableCell>
    </TableRow>
  )
}
