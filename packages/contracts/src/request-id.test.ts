import { describe, expect, it } from 'vitest'
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './request-id'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the request id', () => {
  it("takes the edge's CF-Ray first, then a well-formed X-Request-Id, else makes a UUID", () => {
    const both = new Headers({ 'CF-Ray': '8f1b2c3d4e5f6a7b-LHR', 'X-Request-Id': 'from-the-site-1' })
    expect(requestIdOf(both)).toBe('8f1b2c3d4e5f6a7b-LHR')
    // The API: the id the site's Worker handed on wins over a CF-Ray of the binding's own.
    expect(requestIdOf(both, { callerFirst: true })).toBe('from-the-site-1')
    expect(requestIdOf(new Headers({ 'X-Request-Id': 'from-the-site-1' }))).toBe('from-the-site-1')
    for (const odd of [
      'short',
      'has spaces in it',
      'x'.repeat(65),
      '<script>alert(1)</script>',
      'a\u00e9bcdefghi',
    ])
      expect(requestIdOf(new Headers({ 'X-Request-Id': odd })), odd).toMatch(UUID)
    expect(requestIdOf(new Headers())).toMatch(UUID)
    expect(requestIdOf(new Headers())).not.toBe(requestIdOf(new Headers()))
  })

  it('sets X-Request-Id on an answer, copying one whose headers cannot change', () => {
    const own = new Response('ok')
    expect(withRequestId(own, 'req-12345678')).toBe(own)
    expect(own.headers.get(REQUEST_ID_HEADER)).toBe('req-12345678')
    const redirect = Response.redirect('https://example.com/', 302)
    const copy = withRequestId(redirect, 'req-12345678')
    expect(copy.status).toBe(302)
    expect(copy.headers.get(REQUEST_ID_HEADER)).toBe('req-12345678')
    expect(copy.headers.get('Location')).toBe('https://example.com/')
  })
})
