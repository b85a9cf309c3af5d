import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../test-support/test-app'
import { runScheduled, SCHEDULED_JOBS, type ScheduledJob } from './run-scheduled'

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
