import { describe, expect, it } from 'vitest'
import { studioDay } from './studio-time'
import { visitorHash } from './visitor'

/** The Worker makes the same visitor hash and the same studio days as the Node entry. */
describe('audience in the Workers runtime', () => {
  it('makes the HMAC-SHA-256 visitor hash with WebCrypto, IPv6 cut to its /64', async () => {
    const salt = new Uint8Array(32).fill(7)
    const key = await crypto.subtle.importKey('raw', salt, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const hash = await visitorHash(key, {
      host: 'Studio.test',
      address: '2001:db8:abcd:12:1:2:3:4',
      userAgent: 'Mozilla/5.0 Test',
    })
    // HMAC-SHA-256(32 bytes of 7, "studio.test\n2001:0db8:abcd:0012::/64\nMozilla/5.0 Test"), from Node's crypto.
    expect(hash).toBe('fb857ebff6aa76cbbb2bfc418297f25181a006d3ff6566784feddb0aa4376cb1')
  })

  it("knows the studio's time zone, so its days change at its midnight", () => {
    expect(studioDay(new Date('2031-06-30T20:59:59Z'), 'Africa/Cairo')).toBe('2031-06-30')
    expect(studioDay(new Date('2031-06-30T21:00:00Z'), 'Africa/Cairo')).toBe('2031-07-01')
  })
})
