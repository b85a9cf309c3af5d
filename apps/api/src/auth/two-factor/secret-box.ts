import { base64UrlToBytes, bytesToBase64Url } from '@studio/contracts/bytes'

/**
 * The authenticator app's secret at rest: AES-256-GCM with a key derived (HKDF-SHA-256) from
 * TWO_FACTOR_KEY, the admin's id as additional data, so a row copied onto another admin does not
 * open. Stored as `v1.<iv>.<ciphertext>` (base64url). WebCrypto only: it runs on the Worker too.
 */

const encoder = new TextEncoder()

async function keyOf(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: encoder.encode('studio totp secret v1'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

export async function sealSecret(
  key: string,
  adminId: number,
  plain: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(`admin:${adminId}`) },
    await keyOf(key),
    plain,
  )
  return `v1.${bytesToBase64Url(iv)}.${bytesToBase64Url(new Uint8Array(sealed))}`
}

/** The secret, or null when it does not open with this key (another key, another admin, altered). */
export async function openSecret(key: string, adminId: number, stored: string): Promise<Uint8Array | null> {
  const [version, ivText, sealedText] = stored.split('.')
  const iv = base64UrlToBytes(ivText ?? '')
  const sealed = base64UrlToBytes(sealedText ?? '')
  if (version !== 'v1' || !iv?.length || !sealed?.length) return null
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(`admin:${adminId}`) },
      await keyOf(key),
      sealed,
    )
    return new Uint8Array(plain)
  } catch {
    return null
  }
}
