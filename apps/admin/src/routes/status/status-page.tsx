import type { AdminClient } from '@studio/contracts'
import type { JobStatus, StatusReport } from '@studio/contracts/status'
import { Banner } from '@studio/ui/banner'
import { useLoaderData } from 'react-router'
import { AdminSection } from '../../components/admin-section'
import { type DataCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { type LazyScreen, markRejectionHandled } from '../../lib/route-data'
import { DeliveriesTable } from '../settings/deliveries-table'
import { jobLabel, runResult, sizeText, STATUS_SCREEN_TEXTS as TEXTS } from './status-texts'
import './status.css'

interface StatusData {
  report: Promise<StatusReport>
}

/** /admin/status: whether the background work, the backups and the alerts are doing their job. */
export function statusRoute(client: AdminClient): LazyScreen {
  return {
    loader: (): StatusData => ({ report: markRejectionHandled(client.status()) }),
    Component: StatusPage,
  }
}

function StatusPage() {
  const { report } = useLoaderData<StatusData>()
  return (
    <>
      <PageHeader title="Status" subtitle={TEXTS.subtitle} />
      <Deferred
        value={report}
        fallback={
          <p className="muted" role="status">
            Loading…
          </p>
        }
      >
        {(loaded) => <StatusView report={loaded} />}
      </Deferred>
    </>
  )
}

function StatusView({ report }: { report: StatusReport }) {
  return (
    <>
      <div className="status-warnings">
        {report.warnings.length === 0 ? (
          <Banner tone="success">{TEXTS.allWell}</Banner>
        ) : (
          report.warnings.map((warning) => (
            <Banner key={warning} tone="error">
              {warning}
            </Banner>
          ))
        )}
      </div>
      <AdminSection title="Jobs" intro="Each background job runs every minute; runs are kept for 14 days.">
        <DataTable
          caption="Jobs"
          className="status-table"
          rows={report.jobs.map((job) => ({ ...job, id: job.job }))}
          cells={JOB_CELLS}
        />
      </AdminSection>
      <AdminSection title="Backups">
        {report.last_backup ? (
          <dl className="status-facts">
            <dt>Last backup</dt>
            <dd>{report.last_backup.name}</dd>
            <dt>Size</dt>
            <dd>{report.last_backup.bytes === null ? TEXTS.unknown : sizeText(report.last_backup.bytes)}</dd>
            <dt>Made</dt>
            <dd>
              <DateText value={report.last_backup.created_at} withTime />
            </dd>
          </dl>
        ) : (
          <p className="muted">{TEXTS.noBackup}</p>
        )}
      </AdminSection>
      <AdminSection
        title="Alert deliveries"
        intro="The last 7 days, failed first, with the answer each attempt got."
      >
        <DeliveriesTable
          caption="Alert deliveries"
          deliveries={report.deliveries}
          empty={<EmptyState text={TEXTS.noDeliveries} />}
        />
      </AdminSection>
      <AdminSection title="Audience">
        <dl className="status-facts">
          <dt>Measurement</dt>
          <dd>{report.audience.measuring ? 'On' : 'Off'}</dd>
          <dt>Last view counted</dt>
          <dd>
            {report.audience.last_view_at ? (
              <DateText value={report.audience.last_view_at} withTime />
            ) : (
              TEXTS.noViews
            )}
          </dd>
        </dl>
      </AdminSection>
      <AdminSection title="System">
        <dl className="status-facts">
          <dt>Media</dt>
          <dd>
            {report.system.media_bytes === null
              ? TEXTS.unknown
              : `${sizeText(report.system.media_bytes)} in ${report.system.media_files ?? 0} files`}
          </dd>
          <dt>Migrations</dt>
          <dd>
            {report.system.migrations_applied} of {report.system.migrations_known} applied
          </dd>
          <dt>Version</dt>
          <dd>{report.system.product_version ?? TEXTS.unknown}</dd>
          <dt>Content</dt>
          <dd>
            {report.system.content_changed_at ? (
              <>
                Last changed <DateText value={report.system.content_changed_at} withTime />
              </>
            ) : (
              TEXTS.noContent
            )}
          </dd>
        </dl>
      </AdminSection>
    </>
  )
}

const runTime = (run: JobStatus['last_run']) =>
  run ? <DateText value={run.started_at} withTime /> : <span className="muted">{TEXTS.neverRan}</span>

const JOB_CELLS: readonly DataCell<JobStatus & { id: string }>[] = [
  { label: 'Job', render: (job) => jobLabel(job.job) },
  { label: 'Last run', className: 'nowrap', render: (job) => runTime(job.last_run) },
  { label: 'Last success', className: 'nowrap', render: (job) => runTime(job.last_success) },
  {
    label: 'Result',
    render: (job) => (
      <span className={job.last_run?.ok === false ? 'status-failed' : undefined}>
        {runResult(job.last_run)}
      </span>
    ),
  },
  {
    label: 'Error',
    render: (job) =>
      job.last_run?.error ? (
        <span className="status-error">{job.last_run.error}</span>
      ) : (
        <span className="muted">—</span>
      ),
  },
]
