import { API_MESSAGES } from '@studio/contracts'
import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test-support/test-app'
import { type LogLevel, logLine, redirectLog } from './log'

describe('the API log', () => {
  it('writes one JSON line for a request that fails, naming its route pattern and cause, not its address', async () => {
    const t = await createTestApp()
    const lines: Array<{ level: LogLevel; text: string }> = []
    const restore = redirectLog((level, text) => lines.push({ level, text }))
    // The database goes away while the API serves.
    t.client.close()
    const answer = await Promise.resolve(t.app.request('/public/work/private-client-slug')).finally(restore)
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({ error: API_MESSAGES.internal })
    expect(lines).toHaveLength(1)
    expect(lines[0]?.level).toBe('error')
    expect(lines[0]?.text).not.toContain('\n')
    expect(lines[0]?.text).not.toContain('private-client-slug')
    const line = JSON.parse(lines[0]?.text ?? '')
    expect(line).toMatchObject({ level: 'error', event: 'request.failed', route: 'GET /public/work/:slug' })
    expect(line.cause).toMatch(/^\w*Error: .+/)
  })

  it("never writes a failed query's statement or parameters, from the cause or the stack", () => {
    const params = ['ada@example.com', 'We would like a quote.\nat 5pm tomorrow']
    const failed = new DrizzleQueryError(
      'insert into contact_messages values (?, ?)',
      params,
      new Error('SQLITE_FULL: database or disk is full'),
    )
    const text = JSON.stringify(
      logLine('error', 'request.failed', { route: 'POST /public/contact', cause: failed }),
    )
    expect(text).not.toContain('ada@example.com')
    expect(text).not.toContain('5pm')
    expect(text).not.toContain('insert into')
    expect(JSON.parse(text)).toMatchObject({ cause: 'Error: SQLITE_FULL: database or disk is full' })

    const alone = logLine('error', 'job.failed', { cause: new DrizzleQueryError('select 1', params) })
    expect(alone.cause).toBe('DrizzleQueryError: the query failed')
    expect(JSON.stringify(alone)).not.toContain('ada@example.com')
  })
})
