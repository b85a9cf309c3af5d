import { isoCBOR } from '@simplewebauthn/server/helpers'
import { bytesToBase64Url, concatBytes } from '@studio/contracts/bytes'

/**
 * A software passkey for tests (Node and workerd): an ES256 key pair made with WebCrypto, answering
 * registration with 'none' attestation and authentication with a real signature, built byte for
 * byte as an authenticator would (authenticatorData, clientDataJSON, CBOR attestationObject).
 * Test-only: no route imports it.
 */

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
}

const utf8 = (text: string) => new Uint8Array(new TextEncoder().encode(text))

/** An ECDSA signature as WebCrypto gives it (r || s) in the DER form WebAuthn carries. */
function derOf(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0
    while (start < bytes.length - 1 && bytes[start] === 0) start++
    let value = bytes.slice(start)
    if ((value[0] ?? 0) & 0x80) value = concatBytes([new Uint8Array([0]), value])
    return concatBytes([new Uint8Array([0x02, value.length]), value])
  }
  const body = concatBytes([integer(raw.slice(0, 32)), integer(raw.slice(32))])
  return concatBytes([new Uint8Array([0x30, body.length]), body])
}

const counterBytes = (counter: number) => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, counter)
  return bytes
}

export interface SoftwareAuthenticator {
  credentialId: string
  /** The answer to registration options (`navigator.credentials.create`). */
  register(options: { challenge: string }, origin?: string): Promise<Record<string, unknown>>
  /** The answer to authentication options (`navigator.credentials.get`). */
  authenticate(options: { challenge: string }, origin?: string): Promise<Record<string, unknown>>
}

export async function createSoftwareAuthenticator(options: {
  rpId: string
  origin: string
  userVerified?: boolean
}): Promise<SoftwareAuthenticator> {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const rawPublic = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer)
  const credentialBytes = crypto.getRandomValues(new Uint8Array(16))
  const credentialId = bytesToBase64Url(credentialBytes)
  const rpIdHash = await sha256(utf8(options.rpId))
  const flags = (attested: boolean) =>
    new Uint8Array([0x01 | (options.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0)])
  let counter = 0

  const clientData = (type: string, challenge: string, origin: string) =>
    utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    credentialId,
    async register({ challenge }, origin = options.origin) {
      const cosePublicKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, rawPublic.slice(1, 33)],
          [-3, rawPublic.slice(33, 65)],
        ]),
      )
      const length = new Uint8Array([credentialBytes.length >> 8, credentialBytes.length & 0xff])
      const authData = concatBytes([
        rpIdHash,
        flags(true),
        counterBytes(counter),
        new Uint8Array(16),
        length,
        credentialBytes,
        cosePublicKey,
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData as Uint8Array],
        ]),
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: bytesToBase64Url(clientData('webauthn.create', challenge, origin)),
          attestationObject: bytesToBase64Url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    async authenticate({ challenge }, origin = options.origin) {
      counter += 1
      const authData = concatBytes([rpIdHash, flags(false), counterBytes(counter)])
      const clientDataJSON = clientData('webauthn.get', challenge, origin)
      const signed = concatBytes([authData, await sha256(clientDataJSON)])
      const raw = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed),
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: bytesToBase64Url(clientDataJSON),
          authenticatorData: bytesToBase64Url(authData),
          signature: bytesToBase64Url(derOf(raw)),
          userHandle: bytesToBase64Url(utf8('studio-admin')),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
