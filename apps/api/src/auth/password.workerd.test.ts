import { describe, expect, it } from 'vitest'
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password'

/** Runs in workerd: PBKDF2 through the Workers' WebCrypto at the iteration count production allows. */
describe('password hashing in workerd', () => {
  it('hashes and verifies with 100,000 iterations', async () => {
    const stored = await hashPassword('a workerd passphrase')
    expect(stored.startsWith(`pbkdf2-sha256$${PBKDF2_ITERATIONS}$`)).toBe(true)
    expect(await verifyPassword('a workerd passphrase', stored)).toBe(true)
    expect(await verifyPassword('another passphrase', stored)).toBe(false)
  })
})
