import type { AdminClient, AuditAction, AuditEntry, TeamMember } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { pageCountFor } from '@studio/ui/pagination'
import * as React from 'react'
import { useLoaderData, useNavigation, useSearchParams } from 'react-router'
import { type DataCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { countLabel } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { type LazyScreen, markRejectionHandled } from '../../lib/route-data'
import { ACTION_LABELS, ACTION_OPTIONS, actionLabel, changeLines, targetLabel } from './audit-texts'
import './activity.css'
import { SelectField } from '../../components/select-options'

/** Entries per page of the Activity screen. */
export const AUDIT_PAGE_SIZE = 20

/** The page and filters in the address bar (`?page=&actor=&action=`), so reload and Back keep them. */
interface AuditView {
  page: number
  actor: string
  action: AuditAction | ''
}

function readAuditView(params: URLSearchParams): AuditView {
  const page = Number(params.get('page'))
  const action = params.get('action') ?? ''
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    actor: (params.get('actor') ?? '').trim(),
    action: action in ACTION_LABELS ? (action as AuditAction) : '',
  }
}

function auditParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page > 1) params.set('page', String(view.page))
  if (view.actor) params.set('actor', view.actor)
  if (view.action) params.set('action', view.action)
  return params
}

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

function ActivityPage() {
  const { log, admins } = useLoaderData<ActivityData>()
  const [params] = useSearchParams()
  const [typedActor, setTypedActor] = React.useState(readAuditView(params).actor)
  const typed = { typedActor, setTypedActor }
  return (
    <>
      <PageHeader
        title="Activity"
        subtitle="Every change made in this panel: who, when and what, newest first."
      />
      <Deferred value={log} fallback={<ActivityLog log={null} admins={admins} {...typed} />}>
        {(answer) => <ActivityLog log={answer} admins={admins} {...typed} />}
      </Deferred>
    </>
  )
}

interface ActivityLogProps {
  /** The page of entries and their total; null while it loads. */
  log: ActivityLogPage | null
  admins: Promise<TeamMember[]>
  /** The actor box's text (kept above the Suspense boundary); applied on Filter or Enter. */
  typedActor: string
  setTypedActor: (text: string) => void
}

/** The filters with the count, and the page of entries. */
function ActivityLog({ log, admins, typedActor, setTypedActor }: ActivityLogProps) {
  const [params, setParams] = useSearchParams()
  const view = readAuditView(params)
  const actorsId = React.useId()

  function apply(next: Partial<AuditView>) {
    setParams(auditParams({ ...view, page: 1, ...next }))
  }

  return (
    <>
      <form
        className="activity-filters"
        aria-label="Filter activity"
        onSubmit={(event) => {
          event.preventDefault()
          apply({ actor: typedActor.trim() })
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
          <Deferred value={admins} fallback={null}>
            {(team) => team.map((admin) => <option key={admin.id} value={admin.email} />)}
          </Deferred>
        </datalist>
        <SelectField
          label="Action"
          className="activity-filters__action"
          options={[{ value: '', label: 'All actions' }, ...ACTION_OPTIONS]}
          value={view.action}
          onChange={(event) => apply({ action: event.target.value as AuditAction | '' })}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <p className="activity-filters__count muted" aria-live="polite">
          {log ? countLabel(log.total, 'entry', 'entries') : 'Loading…'}
        </p>
      </form>
      <ActivityTable
        view={view}
        entries={log?.items ?? null}
        total={log?.total ?? 0}
        emails={log?.emails ?? NO_EMAILS}
      />
    </>
  )
}

const NO_EMAILS: ReadonlyMap<string, string> = new Map()

function ActivityTable({
  view,
  entries,
  total,
  emails,
}: {
  view: AuditView
  entries: AuditEntry[] | null
  total: number
  emails: ReadonlyMap<string, string>
}) {
  const [, setParams] = useSearchParams()
  const navigation = useNavigation()
  const pageCount = pageCountFor(total, AUDIT_PAGE_SIZE)
  const cells = React.useMemo(() => cellsNaming(emails), [emails])
  return (
    <DataTable
      caption="Activity"
      className="activity-table"
      rows={entries}
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
        onPageChange: (page) => setParams(auditParams({ ...view, page })),
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
