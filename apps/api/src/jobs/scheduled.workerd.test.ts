/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import worker from '../worker'

/**
 * The Worker's Cron Trigger in workerd, through the real entry. The suite has no database
 * (DATABASE_URL is a closed port), so every sweep fails: the handler must log each failure, run
 * the next sweep anyway, and finish without throwing (the record of the runs fails too, logged once).
 */
describe('the Worker scheduled handler', () => {
  it('runs every sweep on a cron tick and survives each of them failing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '* * * * *' }), { ...env }, ctx)
    await waitOnExecutionContext(ctx)
    const lines = errors.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>)
    // The record of the runs cannot be written either: one line says so, after the sweeps'.
    expect(lines.at(-1)).toMatchObject({ level: 'error', event: 'job.record_failed' })
    const logged = lines.slice(0, -1)
    // Each failing sweep is one structured line of its own, and the ones after it still ran.
    expect(logged.every((line) => line.level === 'error' && line.event === 'job.failed')).toBe(true)
    const jobs = logged.map((line) => line.job)
    expect(jobs).toContain('enquiry alert retries')
    expect(jobs).toContain('alert delivery history')
    expect(new Set(jobs).size).toBe(jobs.length)
    errors.mockRestore()
  })
})
