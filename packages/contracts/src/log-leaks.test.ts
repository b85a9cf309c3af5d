import { describe, expect, it } from 'vitest'
import { logLine } from './log'
import { findLogLeaks } from './log-leaks'

const line = (fields: Record<string, unknown>) =>
  JSON.stringify(
    logLine('error', 'contact.send_failed', fields, new Date('2031-03-04T05:06:07.000Z'), undefined),
  )

const PASSWORD = 'Violet-harbour-lantern-42'
const TOKEN = 'k3FZ0x9Qw1rT7yUaB2cD4eF6gH8iJ0kL'

describe('findLogLeaks', () => {
  it('passes clean lines: ids, routes, times, a server address with its port, plain output', () => {
    const text = [
      line({ request_id: '8f1c2d3e-4b5a-6789-abcd-ef0123456789', route: 'GET /work/:slug', status: 503 }),
      line({ cause: new Error('connect ECONNREFUSED 127.0.0.1:8797') }),
      line({ cause: new Error('connect ECONNREFUSED ::1:8797') }),
      'API listening on http://127.0.0.1:8798 (database ./data/studio.db)',
      '[wrangler:info] POST /contact 503 Service Unavailable (23ms)',
      line({ version: '1.0.0', content_version: '12.-4.7' }),
    ].join('\n')
    expect(findLogLeaks(text, [PASSWORD, TOKEN])).toEqual([])
  })

  it('finds a password, a token or an enquiry body anywhere in a line, structured or not', () => {
    const body = 'We need a site for the engine.'
    const text = [
      'starting',
      `POST /auth/login {"email":"owner@studio.test","password":"${PASSWORD}"}`,
      line({ cause: new Error(`Bearer ${TOKEN} was refused`) }),
      line({ cause: new Error(`insert failed: ${body}`) }),
    ].join('\n')
    expect(findLogLeaks(text, [PASSWORD, TOKEN, body])).toEqual([
      expect.objectContaining({ line: 2, found: PASSWORD }),
      expect.objectContaining({ line: 3, found: TOKEN }),
      expect.objectContaining({ line: 4, found: body }),
    ])
  })

  it("finds a visitor's IPv4 or IPv6 address in a structured line, wherever it stands", () => {
    const text = [
      line({ client: '203.0.113.9' }),
      line({ cause: new Error('rate limited 127.0.0.21') }),
      line({ from: '2001:db8::7' }),
      `✘ [ERROR] ${line({ peer: '::ffff:127.0.0.1' })}`,
    ].join('\n')
    expect(findLogLeaks(text, []).map((leak) => [leak.line, leak.found])).toEqual([
      [1, 'IP address 203.0.113.9'],
      [2, 'IP address 127.0.0.21'],
      [3, 'IP address 2001:db8::7'],
      [4, 'IP address 127.0.0.1'],
    ])
  })

  it('does not look for secrets too short to tell from ordinary words', () => {
    expect(findLogLeaks(line({ status: 200 }), ['', 'a', 'level'])).toEqual([])
  })
})
