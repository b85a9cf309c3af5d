import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import {
  type LogLevel,
  type LogScope,
  logFailure,
  logLine,
  logWarning,
  readLogScopeFrom,
  redirectLog,
} from './log'

let restore: (() => void) | null = null
afterEach(() => {
  restore?.()
  restore = null
  readLogScopeFrom(() => undefined)
})

/** Every line written from now until the test ends, as level and text. */
function readLines() {
  const lines: Array<{ level: LogLevel; text: string }> = []
  restore = redirectLog((level, text) => lines.push({ level, text }))
  return lines
}

/** Built like drizzle's DrizzleQueryError: the statement and its values in the message. */
class StatementError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause?: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`, { cause })
  }
}

const NOW = new Date('2026-03-01T09:00:00.000Z')

describe('the shared log', () => {
  it('writes one JSON line with level, event, time, route and the innermost cause', () => {
    const lines = readLines()
    const failed = new ApiError('Failed to load all work', 0, 'http://api.internal/public/all-work')
    logFailure('list.load_failed', { route: 'GET /ar/all-work', cause: failed, failure: 'unavailable' })
    expect(lines).toHaveLength(1)
    expect(lines[0]?.level).toBe('error')
    expect(lines[0]?.text).not.toContain('\n')
    expect(JSON.parse(lines[0]?.text ?? '')).toMatchObject({
      level: 'error',
      event: 'list.load_failed',
      route: 'GET /ar/all-work',
      cause: 'ApiError: Failed to load all work',
      failure: 'unavailable',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
  })

  it('names the innermost cause of a chain, and keeps a text cause as it is', () => {
    const outer = new Error('Failed to load', {
      cause: new TypeError('fetch failed', { cause: 'ECONNREFUSED' }),
    })
    expect(logLine('warn', 'x', { cause: outer }, NOW).cause).toBe('ECONNREFUSED')
    expect(logLine('warn', 'x', { cause: new RangeError('too big') }, NOW).cause).toBe('RangeError: too big')
    expect(logLine('warn', 'x', { cause: 'the page answered 503' }, NOW).cause).toBe('the page answered 503')
  })

  it("never writes a failed statement's values, from the cause or the stack", () => {
    const values = ['ada@example.com', 'We would like a quote.\nat 5pm tomorrow']
    const failed = new StatementError('insert into contact_messages values (?, ?)', values)
    const text = JSON.stringify(logLine('error', 'request.failed', { cause: failed }, NOW))
    expect(text).not.toContain('ada@example.com')
    expect(text).not.toContain('5pm')
    expect(text).not.toContain('insert into')
    expect(JSON.parse(text)).toMatchObject({ cause: 'StatementError: the query failed' })
    // Its own cause (the database's words) is what failed, and is written.
    const wrapped = new StatementError('select 1', values, new Error('SQLITE_FULL: database or disk is full'))
    expect(logLine('error', 'x', { cause: wrapped }, NOW).cause).toBe(
      'Error: SQLITE_FULL: database or disk is full',
    )
  })

  it('keeps ids as they are, leaves out what is undefined, and adds stack frames to error lines only', () => {
    const lines = readLines()
    logWarning('edge_cache.write_failed', {
      route: 'GET /',
      cause: 'quota',
      status: 200,
      kept: false,
      gone: undefined,
    })
    expect(lines).toEqual([
      {
        level: 'warn',
        text: expect.stringMatching(
          /^\{"level":"warn","event":"edge_cache.write_failed","time":"[^"]+","route":"GET \/","cause":"quota","status":200,"kept":false\}$/,
        ),
      },
    ])
    const line = logLine('error', 'render.failed', { cause: new Error('boom') }, NOW)
    expect(line.time).toBe('2026-03-01T09:00:00.000Z')
    expect(line.stack?.every((frame) => frame.startsWith('at '))).toBe(true)
    expect(logLine('warn', 'x', { cause: new Error('boom') }, NOW).stack).toBeUndefined()
  })

  it('never lets a field replace the level, event or time, and never throws on a field it cannot write', () => {
    const line = logLine('warn', 'x', { level: 'info', event: 'y', time: 'then' }, NOW)
    expect(line).toMatchObject({ level: 'warn', event: 'x', time: NOW.toISOString() })
    const lines = readLines()
    expect(() => logFailure('x', { count: BigInt(1) })).not.toThrow()
    expect(lines).toEqual([])
  })

  it("carries the request's id from the scope a server sets, and counts the request's error lines", () => {
    const lines = readLines()
    const scope: LogScope = { request_id: 'req-12345678', failures: 0 }
    readLogScopeFrom(() => scope)
    logWarning('edge_cache.write_failed', { route: 'GET /', status: 200 })
    logFailure('request.failed', { route: 'GET /x', status: 500, duration_ms: 12 })
    expect(lines.map(({ text }) => JSON.parse(text))).toEqual([
      expect.objectContaining({ event: 'edge_cache.write_failed', request_id: 'req-12345678', status: 200 }),
      expect.objectContaining({ request_id: 'req-12345678', status: 500, duration_ms: 12 }),
    ])
    // The id comes right after the time, before the route: one place to read it in every line.
    expect(Object.keys(JSON.parse(lines[1]?.text ?? ''))).toEqual([
      'level',
      'event',
      'time',
      'request_id',
      'route',
      'status',
      'duration_ms',
    ])
    expect(scope.failures).toBe(1)
    // A line outside any request has none; a caller may name one itself.
    readLogScopeFrom(() => undefined)
    expect(logLine('info', 'job.done', {}, NOW).request_id).toBeUndefined()
    expect(logLine('info', 'job.done', { request_id: 'given-id-1' }, NOW).request_id).toBe('given-id-1')
  })

  it('writes [redacted] for a field named like a secret, a session, an address or a text, whatever it holds', () => {
    const secrets = {
      password: 'hunter2-secret-value',
      passwordHash: 'hunter2-secret-value',
      token: 'hunter2-secret-value',
      access_token: 'hunter2-secret-value',
      authorization: 'Bearer hunter2-secret-value',
      Cookie: 'sid=hunter2-secret-value',
      secret: 'hunter2-secret-value',
      webhook_secret: 'hunter2-secret-value',
      session_id: 'hunter2-secret-value',
      sessionId: 'hunter2-secret-value',
      ip: '203.0.113.9',
      visitor_ip: '203.0.113.9',
      address: '203.0.113.9',
      ipAddress: '203.0.113.9',
      email_body: 'hunter2-secret-value',
      message: 'hunter2-secret-value',
      api_key: { value: 'hunter2-secret-value' },
    }
    const line = logLine(
      'error',
      'x',
      { ...secrets, token_sent: true, outbox_id: 7, key: 'covers/a.webp' },
      NOW,
    )
    for (const name of Object.keys(secrets)) expect(line[name], name).toBe('[redacted]')
    const text = JSON.stringify(line)
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('203.0.113.9')
    // Ids that only mention such a thing stay: whether a token came, which outbox row, which cover.
    expect(line).toMatchObject({ token_sent: true, outbox_id: 7, key: 'covers/a.webp' })
  })
})
