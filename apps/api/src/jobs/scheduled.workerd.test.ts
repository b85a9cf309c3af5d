/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import worker from '../worker'

/**
 * The Worker's Cron Trigger in workerd, through the real entry. The suite has no database
 * (DATABASE_URL is a closed port), so every sweep fails: the handler must log each failure, run
 * the next sweep anyway, and finish without throwing.
 */
describe('the Worker scheduled handler', () => {
  it('runs every sweep on a cron tick and survives each of them failing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '* * * * *' }), { ...env }, ctx)
    await waitOnExecutionContext(ctx)
    const logged = errors.mock.calls.map((call) => String(call[0]))
    // Each failing sweep is logged on its own, and the ones after it still ran.
    expect(logged).toContain('Scheduled job "enquiry alert retries" failed:')
    expect(logged).toContain('Scheduled job "alert delivery history" failed:')
    expect(logged.every((line) => /^Scheduled job ".+" failed:$/.test(line))).toBe(true)
    errors.mockRestore()
  })
})
