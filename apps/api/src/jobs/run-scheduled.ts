import { retryDueAlerts, sweepDeliveryHistory } from '../alerts/outbox'
import { runDailyBackup } from '../archive/backups'
import { purgeAudience } from '../audience/purge'
import type { AppDeps } from '../deps'
import { deleteExpiredArchivedMessages } from '../inbox/retention'
import { logError } from '../lib/log'
import { backfillCoverVariants, COVERS_PER_SCHEDULED_RUN } from '../media/backfill-covers'
import { readSettings } from '../settings/store'
import { sweepExpiredSessions } from './sweep-expired-sessions'
import { sweepOrphanCovers } from './sweep-orphan-covers'

/**
 * The background sweeps, run every minute: by the Worker's Cron Trigger (`scheduled` in worker.ts)
 * and by a timer in the Node entry. Each job is named and isolated: one that throws is logged and the
 * others still run. Add a sweep by adding a job to SCHEDULED_JOBS.
 */
export interface ScheduledJob {
  name: string
  /** Answers what it did (a count), for the log. */
  run(deps: AppDeps): Promise<number>
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  { name: 'enquiry alert retries', run: retryDueAlerts },
  { name: 'archived message retention', run: deleteExpiredArchivedMessages },
  { name: 'alert delivery history', run: sweepDeliveryHistory },
  { name: 'orphaned covers', run: (deps) => sweepOrphanCovers(deps, deps.config.now()) },
  { name: 'expired sessions', run: (deps) => sweepExpiredSessions(deps, deps.config.now()) },
  {
    name: 'cover variants',
    run: async (deps) => (await backfillCoverVariants(deps, { limit: COVERS_PER_SCHEDULED_RUN })).covers,
  },
  { name: 'audience retention', run: purgeAudience },
  { name: 'daily backup', run: async (deps) => runDailyBackup(deps, await readSettings(deps.db, 'backups')) },
]

export interface JobReport {
  name: string
  ok: boolean
  /** The job's count, or its error's text. */
  result: number | string
}

/** Runs every job in turn (one at a time: they share one database connection). Never rejects. */
export async function runScheduled(
  deps: AppDeps,
  jobs: readonly ScheduledJob[] = SCHEDULED_JOBS,
): Promise<JobReport[]> {
  const reports: JobReport[] = []
  for (const job of jobs) {
    try {
      reports.push({ name: job.name, ok: true, result: await job.run(deps) })
    } catch (error) {
      logError('job.failed', { job: job.name, cause: error })
      reports.push({
        name: job.name,
        ok: false,
        result: error instanceof Error ? error.message : String(error),
      })
    }
  }
  return reports
}

/** How often the Node entry runs the sweeps (the Worker's cron in wrangler.jsonc says the same). */
export const SWEEP_INTERVAL_MS = 60_000
