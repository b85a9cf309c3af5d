import { describe, expect, it } from 'vitest'
import { openSecret, sealSecret } from './secret-box'
import { createSoftwareAuthenticator } from './software-authenticator'
import { matchTotp, newTotpSecret, totpCodeAt } from './totp'
import {
  authenticationOptions,
  registrationOptions,
  relyingPartyOf,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn'

/**
 * Runs in workerd: the passkey and authenticator-code checks the Worker's routes make, through the
 * Workers' WebCrypto (no database here; the routes are tested in Node against real libSQL).
 */
describe('two-factor checks in workerd', () => {
  const rp = relyingPartyOf('https://admin.studio.test')

  it('registers a passkey and verifies its signature, refusing another origin and a replayed counter', async () => {
    const authenticator = await createSoftwareAuthenticator({
      rpId: 'admin.studio.test',
      origin: 'https://admin.studio.test',
    })
    const created = await registrationOptions(rp, { id: 1, email: 'owner@studio.test' }, [])
    const credential = await verifyRegistration(rp, await authenticator.register(created), created.challenge)
    if (!credential) throw new Error('registration did not verify')
    const stored = {
      credentialId: credential.credentialId,
      publicKey: btoa(String.fromCharCode(...credential.publicKey))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
      counter: credential.counter,
      transports: credential.transports,
    }
    const options = await authenticationOptions(rp, [stored], 'required')
    const answer = await authenticator.authenticate(options)
    expect(await verifyAuthentication(rp, answer, options.challenge, stored, true)).toBe(1)
    expect(await verifyAuthentication(rp, answer, 'another-challenge', stored, true)).toBeNull()
    const phished = await authenticator.authenticate(options, 'https://evil.example')
    expect(
      await verifyAuthentication(rp, phished, options.challenge, { ...stored, counter: 1 }, true),
    ).toBeNull()
    // The counter must move forward: an answer signed with an old count is a clone's.
    expect(
      await verifyAuthentication(rp, answer, options.challenge, { ...stored, counter: 5 }, true),
    ).toBeNull()
  })

  it('seals an authenticator secret and accepts a code once', async () => {
    const secret = newTotpSecret()
    const sealed = await sealSecret('k'.repeat(40), 7, secret)
    expect(await openSecret('k'.repeat(40), 8, sealed)).toBeNull()
    const opened = await openSecret('k'.repeat(40), 7, sealed)
    if (!opened) throw new Error('did not open')
    const now = new Date('2026-12-02T10:00:00Z')
    const step = matchTotp(opened, totpCodeAt(secret, now), now, null)
    expect(step).not.toBeNull()
    expect(matchTotp(opened, totpCodeAt(secret, now), now, step)).toBeNull()
  })
})
