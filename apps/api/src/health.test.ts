import { type LogLine, redirectLog } from '@studio/contracts/log'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import journal from '../drizzle/meta/_journal.json'
import { HEALTH_DATABASE_TIME_LIMIT_MS, healthHandler, withinTime } from './health'
import { expectRefused } from './test-support/answers'
import { createTestApp } from './test-support/test-app'

/** Every line the log writes until the test ends, parsed. */
function logLines(): LogLine[] {
  const lines: LogLine[] = []
  onTestFinished(redirectLog((_level, text) => lines.push(JSON.parse(text) as LogLine)))
  return lines
}

afterEach(() => {
  vi.useRealTimers()
})

describe('/health', () => {
  it('answers 200 with the database reachable and the newest migration applied, never cached', async () => {
    const { app } = await createTestApp()
    const health = await app.request('/health')
    expect(health.status).toBe(200)
    expect(health.headers.get('Cache-Control')).toBe('no-store')
    expect(await health.json()).toEqual({
      ok: true,
      database: 'reachable',
      migration: journal.entries.at(-1)?.tag,
      migration_current: true,
    })
    const missing = await app.request('/nope')
    await expectRefused(missing, 404, 'Not found.')
  })

  it('answers 503 with the database unreachable, naming no secret, and logs why once', async () => {
    const t = await createTestApp()
    const lines = logLines()
    t.client.close()
    const health = await t.app.request('/health')
    expect(health.status).toBe(503)
    expect(health.headers.get('Cache-Control')).toBe('no-store')
    const text = await health.text()
    expect(JSON.parse(text)).toEqual({ ok: false, database: 'unreachable' })
    expect(text).not.toContain('file:')
    expect(text).not.toContain(t.dir)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'health.database_unreachable',
        route: 'GET /health',
        request_id: health.headers.get('X-Request-Id'),
      }),
    ])
  })

  it('answers 503 when the database holds its answer past the time limit', async () => {
    const t = await createTestApp()
    logLines()
    // The database is reached but never answers: the test holds it.
    const held = Object.create(t.db, { run: { value: () => new Promise(() => undefined) } })
    const app = new Hono().get('/health', healthHandler({ db: held }))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const answer = app.request('/health')
    await vi.advanceTimersByTimeAsync(HEALTH_DATABASE_TIME_LIMIT_MS)
    const health = await answer
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual({ ok: false, database: 'unreachable' })
  })

  it('gives up on work after its time limit, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    const waiting = withinTime(new Promise(() => undefined), 2000).catch((error: unknown) => {
      settled = true
      return error
    })
    await vi.advanceTimersByTimeAsync(1999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await waiting).toEqual(new Error('No answer within 2000 ms.'))
    await expect(withinTime(Promise.resolve('answered'), 2000)).resolves.toBe('answered')
  })
})
