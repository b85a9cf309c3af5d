import { causeText } from '@studio/contracts/log'
import { lt } from 'drizzle-orm'
import { retryDueAlerts, sweepDeliveryHistory } from '../alerts/outbox'
import { runDailyBackup, type WrittenBackup } from '../archive/backups'
import { purgeAudience } from '../audience/purge'
import { CARDS_PER_SCHEDULED_RUN, drawShareCards } from '../cards/draw-share-cards'
import { jobRuns } from '../db/schema'
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
 * others still run. Every run of every job is recorded (table job_runs, for the Status screen), a
 * job that did nothing too, so one that stopped shows. Add a sweep by adding a job to SCHEDULED_JOBS.
 */
export interface ScheduledJob {
  name: string
  /** Answers what it did (a count), for the log and the record; with what it made, if anything. */
  run(deps: AppDeps): Promise<number | JobOutcome>
}

export interface JobOutcome {
  count: number
  /** What the run made (the daily backup: its name and size). */
  detail?: WrittenBackup
}

/** The daily backup's job name: the Status screen and the sidebar look for its runs. */
export const DAILY_BACKUP_JOB = 'daily backup'

async function dailyBackup(deps: AppDeps): Promise<JobOutcome> {
  let detail: WrittenBackup | undefined
  const count = await runDailyBackup(deps, await readSettings(deps.db, 'backups'), (backup) => {
    detail = backup
  })
  return detail ? { count, detail } : { count }
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
  { name: 'share cards', run: (deps) => drawShareCards(deps, { limit: CARDS_PER_SCHEDULED_RUN }) },
  { name: 'audience retention', run: purgeAudience },
  // Drops unfinished staged imports too, before it writes the day's backup.
  { name: DAILY_BACKUP_JOB, run: dailyBackup },
]

export interface JobReport {
  name: string
  ok: boolean
  /** The job's count, or its error's text. */
  result: number | string
}

/** Runs are kept this long, then dropped by the runner itself (in the same batch as its record). */
export const JOB_RUNS_KEPT_DAYS = 14

/** A recorded error is one line of at most this many characters. */
export const JOB_ERROR_MAX = 300

/**
 * A failure as the record keeps it: the innermost cause's message on one line, cut short; a failed
 * statement only as such (its text would carry its values).
 */
export function jobErrorText(error: unknown): string {
  const line = causeText(error)
    .replace(/^Error: /, '')
    .replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
  const characters = Array.from(line || 'Unknown error')
  return characters.length > JOB_ERROR_MAX ? `${characters.slice(0, JOB_ERROR_MAX - 1).join('')}…` : line
}

type JobRunRow = typeof jobRuns.$inferInsert

/** Runs every job in turn (one at a time: they share one database connection). Never rejects. */
export async function runScheduled(
  deps: AppDeps,
  jobs: readonly ScheduledJob[] = SCHEDULED_JOBS,
): Promise<JobReport[]> {
  const reports: JobReport[] = []
  const runs: JobRunRow[] = []
  for (const job of jobs) {
    const startedAt = deps.config.now().toISOString()
    try {
      const outcome = await job.run(deps)
      const { count, detail } = typeof outcome === 'number' ? { count: outcome, detail: undefined } : outcome
      reports.push({ name: job.name, ok: true, result: count })
      runs.push({
        job: job.name,
        startedAt,
        finishedAt: deps.config.now().toISOString(),
        ok: true,
        result: count,
        detail,
      })
    } catch (error) {
      logError('job.failed', { job: job.name, cause: error })
      reports.push({
        name: job.name,
        ok: false,
        result: error instanceof Error ? error.message : String(error),
      })
      runs.push({
        job: job.name,
        startedAt,
        finishedAt: deps.config.now().toISOString(),
        ok: false,
        error: jobErrorText(error),
      })
    }
  }
  await recordRuns(deps, runs)
  return reports
}

/** One round trip for the whole invocation: its runs, and the runs past JOB_RUNS_KEPT_DAYS dropped. */
async function recordRuns({ db, config }: Pick<AppDeps, 'db' | 'config'>, runs: JobRunRow[]): Promise<void> {
  if (runs.length === 0) return
  const before = new Date(config.now().getTime() - JOB_RUNS_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString()
  try {
    await db.batch([db.insert(jobRuns).values(runs), db.delete(jobRuns).where(lt(jobRuns.startedAt, before))])
  } catch (error) {
    logError('job.record_failed', { cause: error })
  }
}

/** How often the Node entry runs the sweeps (the Worker's cron in wrangler.jsonc says the same). */
export const SWEEP_INTERVAL_MS = 60_000
