import { describe, expect, it } from 'vitest'
import {
  constantTimeEqual,
  DUMMY_PASSWORD_HASH,
  hashPassword,
  PBKDF2_ITERATIONS,
  parsePasswordHash,
  SALT_BYTES,
  verifyPassword,
} from './password'

describe('password hashing', () => {
  it('uses PBKDF2-SHA256 with exactly 100,000 iterations (the Workers cap) and a 16-byte salt', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000)
    expect(SALT_BYTES).toBe(16)
    const stored = await hashPassword('a long enough password')
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    const parsed = parsePasswordHash(stored)
    expect(parsed?.iterations).toBe(100_000)
    expect(parsed?.salt).toHaveLength(16)
    expect(parsed?.hash).toHaveLength(32)
  })

  it('matches a known PBKDF2-SHA256 vector, so the stored format really is what it says', async () => {
    // RFC 7914's PBKDF2-HMAC-SHA256 test vector: P="passwd", S="salt", c=1, dkLen=64 (first 32 bytes here).
    const salt = btoa('salt')
    const hash = btoa(
      String.fromCharCode(
        ...'55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc'
          .match(/../g)!
          .map((hex) => Number.parseInt(hex, 16)),
      ),
    )
    expect(await verifyPassword('passwd', `pbkdf2-sha256$1$${salt}$${hash}`)).toBe(true)
    expect(await verifyPassword('passwe', `pbkdf2-sha256$1$${salt}$${hash}`)).toBe(false)
  })

  it('keeps the dummy hash used for unknown emails at the same scheme and cost as real hashes', () => {
    const dummy = parsePasswordHash(DUMMY_PASSWORD_HASH)
    expect(dummy?.iterations).toBe(PBKDF2_ITERATIONS)
    expect(dummy?.salt).toHaveLength(SALT_BYTES)
    expect(dummy?.hash).toHaveLength(32)
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret-enough')
    expect(await verifyPassword('s3cret-enough', stored)).toBe(true)
    expect(await verifyPassword('s3cret-enougH', stored)).toBe(false)
  })

  it('uses a fresh salt each time', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
  })

  it('never truncates: passwords that differ only after many characters do not match', async () => {
    const base = 'x'.repeat(250)
    const stored = await hashPassword(`${base}ab`)
    expect(await verifyPassword(`${base}ac`, stored)).toBe(false)
    expect(await verifyPassword(base, stored)).toBe(false)
  })

  it('treats malformed stored values as non-matching instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'pbkdf2-sha256$abc$x$y',
      'md5$1$a$b',
      'pbkdf2-sha256$99999999$YQ==$YQ==',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false)
    }
  })

  it('compares byte arrays by content and length', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false)
  })
})
