import { describe, expect, it } from 'vitest'
import { base32ToBytes, bytesToBase32, bytesToHex, concatBytes, hexToBytes } from './bytes'

describe('concatBytes', () => {
  it('joins the parts in order, empty parts included', () => {
    expect([...concatBytes([new Uint8Array([1, 2]), new Uint8Array(0), new Uint8Array([3])])]).toEqual([
      1, 2, 3,
    ])
  })
})

describe('bytesToHex', () => {
  it('writes two lower-case digits a byte, leading zeros kept, from bytes or a buffer', () => {
    expect(bytesToHex(Uint8Array.of(0, 1, 15, 16, 171, 255))).toBe('00010f10abff')
    expect(bytesToHex(Uint8Array.of(10, 11).buffer)).toBe('0a0b')
    expect(bytesToHex(new Uint8Array(0))).toBe('')
  })

  it('reads back through hexToBytes', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(32))
    expect([...hexToBytes(bytesToHex(bytes))]).toEqual([...bytes])
  })
})

describe('bytesToBase32', () => {
  it('writes RFC 4648 base32 without padding', () => {
    expect(bytesToBase32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI')
    expect(bytesToBase32(new Uint8Array(0))).toBe('')
  })

  it('reads back through base32ToBytes', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20))
    expect([...base32ToBytes(bytesToBase32(bytes))]).toEqual([...bytes])
  })
})
