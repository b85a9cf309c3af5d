import type { AdminClient, AuditEntry, TeamMember } from '@studio/contracts'
import { Chip } from '@studio/ui/chip'
import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'
import { useLoaderData, useNavigation } from 'react-router'
import { type DataCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { countLabel } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { type LazyScreen, markRejectionHandled } from '../../lib/route-data'
import { useSearchParamsAhead } from '../../lib/search-params-ahead'
import { ActivityFilters } from './activity-filters'
import { actionLabel, changeLines, targetLabel } from './audit-texts'
import { auditParams, readAuditView } from './audit-view'
import './activity.css'

/** Entries per page of the Activity screen. */
export const AUDIT_PAGE_SIZE = 20

/** A page of entries, with the team's emails by id to name an admin an entry acted on. */
interface ActivityLogPage {
  items: AuditEntry[]
  total: number
  emails: ReadonlyMap<string, string>
}

interface ActivityData {
  log: Promise<ActivityLogPage>
  /** The team's emails as suggestions for the actor filter (a removed admin's can still be typed). */
  admins: Promise<TeamMember[]>
}

/** /admin/activity: who changed what, newest first, paged and filtered on the server. */
export function activityRoute(client: AdminClient): LazyScreen {
  return {
    loader: ({ request }): ActivityData => {
      const { page, actor, action } = readAuditView(new URL(request.url).searchParams)
      const admins = client.listAdmins()
      const entries = client.listAuditLog({
        page,
        per_page: AUDIT_PAGE_SIZE,
        ...(actor ? { actor } : {}),
        ...(action ? { action } : {}),
      })
      // Without the team (a failed read), an admin acted on is shown by number: the log still shows.
      const emails = admins.then(
        (team) => new Map(team.map((admin) => [String(admin.id), admin.email])),
        () => new Map<string, string>(),
      )
      return {
        log: markRejectionHandled(
          Promise.all([entries, emails]).then(([answer, byId]) => ({ ...answer, emails: byId })),
        ),
        admins: markRejectionHandled(admins),
      }
    },
    Component: ActivityPage,
  }
}

/**
 * The header and the filters stand outside the loading boundary: they need only the address, so they
 * are the same elements from the first paint. What needs the page (the count, the table) waits inside.
 */
function ActivityPage() {
  const { log, admins } = useLoaderData<ActivityData>()
  return (
    <>
      <PageHeader
        title="Activity"
        subtitle="Every change made in this panel: who, when and what, newest first."
      />
      <ActivityFilters
        admins={admins}
        count={
          <Deferred value={log} fallback="Loading…">
            {(answer) => countLabel(answer.total, 'entry', 'entries')}
          </Deferred>
        }
      />
      <Deferred value={log} fallback={<ActivityTable log={null} />}>
        {(answer) => <ActivityTable log={answer} />}
      </Deferred>
    </>
  )
}

const NO_EMAILS: ReadonlyMap<string, string> = new Map()

/** The page of entries the address names; null while it loads (skeleton rows). */
function ActivityTable({ log }: { log: ActivityLogPage | null }) {
  const [params, setParams] = useSearchParamsAhead()
  const view = readAuditView(params)
  const navigation = useNavigation()
  const total = log?.total ?? 0
  const emails = log?.emails ?? NO_EMAILS
  const pageCount = pageCountFor(total, AUDIT_PAGE_SIZE)
  const cells = React.useMemo(() => cellsNaming(emails), [emails])
  return (
    <DataTable
      caption="Activity"
      className="activity-table"
      rows={log?.items ?? null}
      cells={cells}
      busy={navigation.state === 'loading'}
      empty={
        <EmptyState
          text={view.actor || view.action ? 'No activity matches these filters.' : 'No activity yet.'}
        />
      }
      paging={{
        label: 'Activity pages',
        page: Math.min(view.page, pageCount),
        pageCount,
        onPageChange: (page) => setParams((current) => auditParams({ ...readAuditView(current), page })),
      }}
    />
  )
}

/** The columns; an admin acted on is named by email (`emails`: the team's, by id). */
const cellsNaming = (emails: ReadonlyMap<string, string>): readonly DataCell<AuditEntry>[] => [
  { label: 'When', render: (entry) => <DateText value={entry.created_at} withTime /> },
  {
    label: 'Who',
    render: (entry) => <span className="activity-table__who">{entry.actor_email ?? '—'}</span>,
  },
  { label: 'Action', render: (entry) => <Chip className="chip-wrap">{actionLabel(entry.action)}</Chip> },
  { label: 'Target', render: (entry) => targetLabel(entry, emails) },
  { label: 'Changes', render: (entry) => <Changes entry={entry} /> },
]

/** The changed fields of an entry as `old → new`, each in full in its tooltip. */
function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry)
  if (lines.length === 0) return <span className="muted">—</span>
  return (
    <dl className="activity-changes">
      {lines.map((line) => (
        <div key={line.field} className="activity-changes__line">
          <dt title={line.field}>{line.label}</dt>
          <dd title={line.full}>{line.text}</dd>
        </div>
      ))}
    </dl>
  )
}
