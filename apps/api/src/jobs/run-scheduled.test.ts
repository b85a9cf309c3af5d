import { statSync } from 'node:fs'
import { join } from 'node:path'
import type { InStatement } from '@libsql/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jobRuns } from '../db/schema'
import { createTestApp, type TestApp } from '../test-support/test-app'
import {
  DAILY_BACKUP_JOB,
  JOB_RUNS_KEPT_DAYS,
  runScheduled,
  SCHEDULED_JOBS,
  type ScheduledJob,
} from './run-scheduled'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('runScheduled', () => {
  it('runs every sweep and reports what each did', async () => {
    const t = await createTestApp()
    const reports = await runScheduled(t.deps)
    expect(reports.map((report) => report.name)).toEqual(SCHEDULED_JOBS.map((job) => job.name))
    expect(reports.every((report) => report.ok)).toBe(true)
  })

  it('logs a failing job and still runs the ones after it', async () => {
    const t = await createTestApp()
    const logged: unknown[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args)
    })
    const ran: string[] = []
    const jobs: ScheduledJob[] = [
      {
        name: 'broken',
        run: async () => {
          throw new Error('disk on fire')
        },
      },
      {
        name: 'fine',
        run: async () => {
          ran.push('fine')
          return 2
        },
      },
    ]
    expect(await runScheduled(t.deps, jobs)).toEqual([
      { name: 'broken', ok: false, result: 'disk on fire' },
      { name: 'fine', ok: true, result: 2 },
    ])
    expect(ran).toEqual(['fine'])
    expect(logged).toHaveLength(1)
  })
})

const DAY = 24 * 60 * 60 * 1000
const recordedRuns = (t: TestApp) => t.db.select().from(jobRuns).orderBy(jobRuns.id)
/** A statement's SQL, however it was given (text, an object, or a [sql, args] pair). */
const textOf = (statement: InStatement | [string, unknown?]) =>
  typeof statement === 'string' ? statement : Array.isArray(statement) ? statement[0] : statement.sql

describe('the record of scheduled runs', () => {
  it("records every job's run, one that did nothing too, in one batch for the whole invocation", async () => {
    const t = await createTestApp()
    t.setNow(new Date('2031-03-04T05:06:07.000Z'))
    const batch = vi.spyOn(t.client, 'batch')
    const execute = vi.spyOn(t.client, 'execute')
    await runScheduled(t.deps)
    const calls = { batch: [...batch.mock.calls], execute: [...execute.mock.calls] }
    const runs = await recordedRuns(t)
    expect(runs.map((run) => run.job)).toEqual(SCHEDULED_JOBS.map((job) => job.name))
    for (const run of runs) {
      expect(run).toMatchObject({
        startedAt: '2031-03-04T05:06:07.000Z',
        finishedAt: '2031-03-04T05:06:07.000Z',
        ok: true,
        error: null,
      })
      expect(run.result).toBeTypeOf('number')
    }
    expect(runs.find((run) => run.job === 'expired sessions')?.result).toBe(0)
    const inserts = (statements: readonly (InStatement | [string, unknown?])[]) =>
      statements.filter((statement) => /insert into "job_runs"/i.test(textOf(statement))).length
    expect(calls.batch.map(([statements]) => inserts(statements)).filter((count) => count > 0)).toEqual([1])
    expect(calls.execute.filter(([statement]) => /job_runs/i.test(textOf(statement)))).toEqual([])
  })

  it("records a throwing job's error, runs the others, and logs the failure once", async () => {
    const t = await createTestApp()
    const logged: unknown[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args)
    })
    const jobs: ScheduledJob[] = [
      {
        name: 'broken',
        run: async () => {
          throw new Error('disk on fire\nsecond line')
        },
      },
      { name: 'fine', run: async () => 2 },
    ]
    await runScheduled(t.deps, jobs)
    expect(await recordedRuns(t)).toEqual([
      expect.objectContaining({ job: 'broken', ok: false, result: null, error: 'disk on fire second line' }),
      expect.objectContaining({ job: 'fine', ok: true, result: 2, error: null }),
    ])
    expect(logged).toHaveLength(1)
  })

  it(`clears runs older than ${JOB_RUNS_KEPT_DAYS} days with the next record`, async () => {
    const t = await createTestApp()
    const start = new Date('2031-03-01T00:00:00.000Z')
    const jobs: ScheduledJob[] = [{ name: 'fine', run: async () => 1 }]
    t.setNow(start)
    await runScheduled(t.deps, jobs)
    t.setNow(new Date(start.getTime() + DAY))
    await runScheduled(t.deps, jobs)
    t.setNow(new Date(start.getTime() + JOB_RUNS_KEPT_DAYS * DAY + 60_000))
    await runScheduled(t.deps, jobs)
    expect((await recordedRuns(t)).map((run) => run.startedAt)).toEqual([
      '2031-03-02T00:00:00.000Z',
      '2031-03-15T00:01:00.000Z',
    ])
  })

  it('records the daily backup it wrote: its name and size', async () => {
    const t = await createTestApp()
    t.setNow(new Date('2031-03-04T05:06:07.000Z'))
    await runScheduled(t.deps)
    const backup = (await recordedRuns(t)).find((run) => run.job === DAILY_BACKUP_JOB)
    expect(backup).toMatchObject({ ok: true, result: 1 })
    const size = statSync(join(t.archiveDir, 'backups', 'studio-2031-03-04.zip')).size
    expect(backup?.detail).toEqual({ name: 'studio-2031-03-04.zip', bytes: size })

    // The next minute there is nothing to do, and that is recorded too.
    t.setNow(new Date('2031-03-04T05:07:07.000Z'))
    await runScheduled(t.deps)
    const runs = (await recordedRuns(t)).filter((run) => run.job === DAILY_BACKUP_JOB)
    expect(runs.at(-1)).toMatchObject({ ok: true, result: 0, detail: null })
  })
})
