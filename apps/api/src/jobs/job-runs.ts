import type { JobRun, JobStatus } from '@studio/contracts/status'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jobRuns } from '../db/schema'

/** The recorded runs of the scheduled jobs (written by run-scheduled.ts), as the Status screen reads them. */

type JobRunRow = typeof jobRuns.$inferSelect

const toJobRun = (row: JobRunRow | undefined): JobRun | null =>
  row
    ? {
        started_at: row.startedAt,
        finished_at: row.finishedAt,
        ok: row.ok,
        result: row.result,
        error: row.error,
      }
    : null

const lastRunQuery = (db: Database, job: string, okOnly: boolean) =>
  db
    .select()
    .from(jobRuns)
    .where(okOnly ? and(eq(jobRuns.job, job), eq(jobRuns.ok, true)) : eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(1)

/** Each job's last run and last success, in the order given: one round trip (a batch of seeks). */
export async function readJobStatuses(db: Database, jobs: readonly string[]): Promise<JobStatus[]> {
  if (jobs.length === 0) return []
  const queries = jobs.flatMap((job) => [lastRunQuery(db, job, false), lastRunQuery(db, job, true)])
  const [first, ...rest] = queries
  if (!first) return []
  const answers = await db.batch([first, ...rest])
  return jobs.map((job, index) => ({
    job,
    last_run: toJobRun(answers[index * 2]?.[0]),
    last_success: toJobRun(answers[index * 2 + 1]?.[0]),
  }))
}

/** One job's last run (the sidebar asks for the daily backup's). */
export async function readLastRun(db: Database, job: string): Promise<JobRun | null> {
  return toJobRun((await lastRunQuery(db, job, false))[0])
}
