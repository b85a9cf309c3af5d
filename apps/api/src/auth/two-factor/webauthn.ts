import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { base64UrlToBytes } from '@studio/contracts/bytes'

/**
 * Passkeys through @simplewebauthn/server (WebCrypto only, so the Worker runs it as Node does). The
 * relying party is the admin's origin from the configuration (ADMIN_ORIGIN), never the request:
 * its host is the RP id and the origin is the only one a response may come from.
 */

const RP_NAME = 'Studio admin'

export interface RelyingParty {
  rpID: string
  origin: string
}

export function relyingPartyOf(adminOrigin: string): RelyingParty {
  return { rpID: new URL(adminOrigin).hostname, origin: adminOrigin }
}

export interface StoredPasskey {
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
}

const transportsOf = (stored: string[]) => stored as AuthenticatorTransportFuture[]

/** Stored passkeys as the credentials a browser is told to exclude or allow. */
const descriptorsOf = (keys: StoredPasskey[]) =>
  keys.map((key) => ({ id: key.credentialId, transports: transportsOf(key.transports) }))

/** What a response must have signed: this challenge, from the admin's origin, for its RP id. */
const expectedOf = (rp: RelyingParty, expectedChallenge: string) => ({
  expectedChallenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.rpID,
})

export function registrationOptions(
  rp: RelyingParty,
  admin: { id: number; email: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: admin.email,
    userID: new Uint8Array(new TextEncoder().encode(`studio-admin:${admin.id}`)),
    attestationType: 'none',
    excludeCredentials: descriptorsOf(existing),
    // Discoverable where the authenticator can: the same passkey can then sign in without a password.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
}

/** The new credential, or null when the response does not verify against this challenge and origin. */
export async function verifyRegistration(rp: RelyingParty, response: unknown, expectedChallenge: string) {
  try {
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      ...expectedOf(rp, expectedChallenge),
      requireUserVerification: false,
    })
    if (!verified.verified) return null
    const { credential } = verified.registrationInfo
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (credential.transports ?? []) as string[],
    }
  } catch {
    return null
  }
}

/** Options to sign a challenge with one of `allowed` (empty: any discoverable passkey of this site). */
export function authenticationOptions(
  rp: RelyingParty,
  allowed: StoredPasskey[],
  userVerification: 'preferred' | 'required',
) {
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: descriptorsOf(allowed),
    userVerification,
  })
}

/** The credential's id a response names (to find its stored key), or null. */
export function credentialIdOf(response: unknown): string | null {
  const id = (response as { id?: unknown } | null)?.id
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,1400}$/.test(id) ? id : null
}

/** The new signature counter when the response verifies, else null. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  passkey: StoredPasskey,
  requireUserVerification: boolean,
): Promise<number | null> {
  const publicKey = base64UrlToBytes(passkey.publicKey)
  if (!publicKey) return null
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      ...expectedOf(rp, expectedChallenge),
      credential: {
        id: passkey.credentialId,
        publicKey,
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification,
    })
    return verified.verified ? verified.authenticationInfo.newCounter : null
  } catch {
    return null
  }
}
