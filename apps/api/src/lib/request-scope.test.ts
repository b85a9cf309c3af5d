import { API_MESSAGES } from '@studio/contracts'
import { type LogLine, redirectLog } from '@studio/contracts/log'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createTestApp } from '../test-support/test-app'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function logLines(): LogLine[] {
  const lines: LogLine[] = []
  onTestFinished(redirectLog((_level, text) => lines.push(JSON.parse(text) as LogLine)))
  return lines
}

describe('the request id', () => {
  it('answers every request with X-Request-Id: pages, 404s, 401s and preflights, a new UUID each', async () => {
    const t = await createTestApp()
    logLines()
    const answers = [
      await t.app.request('/health'),
      await t.app.request('/nope'),
      await t.app.request('/sb-admin/all-work'),
      await t.app.request('/sb-admin/all-work', {
        method: 'OPTIONS',
        headers: { Origin: t.config.adminOrigin, 'Access-Control-Request-Method': 'GET' },
      }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 204])
    const ids = answers.map((answer) => answer.headers.get('X-Request-Id'))
    for (const id of ids) expect(id).toMatch(UUID)
    expect(new Set(ids).size).toBe(ids.length)
    // The admin's browser may read it, to quote it in a report.
    const exposed = (await t.app.request('/health', { headers: { Origin: t.config.adminOrigin } })).headers
    expect(exposed.get('Access-Control-Expose-Headers')).toContain('X-Request-Id')
  })

  it("echoes a well-formed X-Request-Id (the site's, before any CF-Ray), replaces a malformed one, else takes the CF-Ray", async () => {
    const { app } = await createTestApp()
    const idOf = async (headers: Record<string, string>) =>
      (await app.request('/health', { headers })).headers.get('X-Request-Id')
    expect(await idOf({ 'X-Request-Id': 'site-8f1b2c3d' })).toBe('site-8f1b2c3d')
    expect(await idOf({ 'X-Request-Id': 'not an id; drop table' })).toMatch(UUID)
    expect(await idOf({ 'X-Request-Id': 'site-8f1b2c3d', 'CF-Ray': '8f1b2c3d4e5f6a7b-LHR' })).toBe(
      'site-8f1b2c3d',
    )
    expect(await idOf({ 'CF-Ray': '8f1b2c3d4e5f6a7b-LHR' })).toBe('8f1b2c3d4e5f6a7b-LHR')
  })

  it("logs a failing request once, with the answer's request id, status and duration", async () => {
    const t = await createTestApp()
    const lines = logLines()
    t.client.close()
    const answer = await t.app.request('/public/work/private-client-slug', {
      headers: { 'X-Request-Id': 'visit-0123456789' },
    })
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({ error: API_MESSAGES.internal })
    expect(answer.headers.get('X-Request-Id')).toBe('visit-0123456789')
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'request.failed',
        request_id: 'visit-0123456789',
        route: 'GET /public/work/:slug',
        status: 500,
        duration_ms: expect.any(Number),
        cause: expect.stringMatching(/^\w*Error: .+/),
      }),
    ])
  })

  it('gives every line written while a request is handled its id', async () => {
    const t = await createTestApp()
    const lines = logLines()
    const answer = await t.app.request('/sb-admin/all-work', {
      headers: { Authorization: 'Bearer not-a-session', 'X-Request-Id': 'visit-0123456789' },
    })
    expect(answer.status).toBe(401)
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'auth.unauthorized',
        request_id: 'visit-0123456789',
        token_sent: true,
      }),
    ])
    expect(JSON.stringify(lines)).not.toContain('not-a-session')
  })
})
