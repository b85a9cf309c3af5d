import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { visitorHash } from './visitor'

const saltBytes = (fill: number) => new Uint8Array(32).fill(fill)
const keyOf = (bytes: Uint8Array) =>
  crypto.subtle.importKey('raw', bytes as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

const ada = { host: 'studio.test', address: '203.0.113.7', userAgent: 'Mozilla/5.0 Test' }

describe('visitorHash', () => {
  it("is HMAC-SHA-256 keyed by the day's salt over the host, the address and the user agent", async () => {
    const salt = saltBytes(7)
    const expected = createHmac('sha256', salt)
      .update('studio.test\n203.0.113.7\nMozilla/5.0 Test')
      .digest('hex')
    expect(await visitorHash(await keyOf(salt), ada)).toBe(expected)
  })

  it('is another visitor under another salt (another day)', async () => {
    const today = await visitorHash(await keyOf(saltBytes(1)), ada)
    const tomorrow = await visitorHash(await keyOf(saltBytes(2)), ada)
    expect(today).not.toBe(tomorrow)
  })

  it('tells apart another address, another user agent and another site', async () => {
    const key = await keyOf(saltBytes(1))
    const base = await visitorHash(key, ada)
    expect(await visitorHash(key, { ...ada, address: '203.0.113.8' })).not.toBe(base)
    expect(await visitorHash(key, { ...ada, userAgent: 'Mozilla/5.0 Other' })).not.toBe(base)
    expect(await visitorHash(key, { ...ada, host: 'other.test' })).not.toBe(base)
  })

  it('is one visitor across an IPv6 /64, a spelling of the same address and the case of the host', async () => {
    const key = await keyOf(saltBytes(1))
    const phone = { ...ada, address: '2001:db8:abcd:12::1' }
    const base = await visitorHash(key, phone)
    expect(await visitorHash(key, { ...phone, address: '2001:0db8:abcd:0012:ffff:1:2:3' })).toBe(base)
    expect(await visitorHash(key, { ...phone, host: 'Studio.TEST' })).toBe(base)
    expect(await visitorHash(key, { ...phone, address: '2001:db8:abcd:13::1' })).not.toBe(base)
    expect(await visitorHash(key, { ...ada, address: '::ffff:203.0.113.7' })).toBe(
      await visitorHash(key, ada),
    )
  })
})
