/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto, so the same code runs in the Worker and in
 * Node. Stored format (self-describing, so the cost can be raised later without breaking old rows):
 * `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`.
 */

/** The Cloudflare Workers cap for PBKDF2; local workerd does not enforce it, so a unit test pins it. */
export const PBKDF2_ITERATIONS = 100_000
export const SALT_BYTES = 16
const HASH_BYTES = 32
const SCHEME = 'pbkdf2-sha256'
/** Stored hashes with a cost outside this range are treated as corrupt rather than run. */
const MAX_ITERATIONS = 1_000_000

const encoder = new TextEncoder()

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text)
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BYTES * 8,
  )
  return new Uint8Array(bits)
}

/** Compares without an early exit, so the time taken does not reveal how many bytes matched. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  // Lengths are public (always 32 bytes for our hashes); only the contents must not leak.
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

export interface ParsedPasswordHash {
  iterations: number
  salt: Uint8Array
  hash: Uint8Array
}

export function parsePasswordHash(stored: string): ParsedPasswordHash | null {
  const [scheme, iterationsText, saltText, hashText, ...rest] = stored.split('$')
  if (scheme !== SCHEME || rest.length > 0 || !iterationsText || !saltText || !hashText) return null
  const iterations = Number(iterationsText)
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) return null
  const salt = fromBase64(saltText)
  const hash = fromBase64(hashText)
  if (!salt || !hash || salt.length === 0 || hash.length === 0) return null
  return { iterations, salt, hash }
}

/**
 * Hashes a password with a fresh random salt. The password is used whole: never trimmed or cut.
 * Only tests pass a lower cost (to make hashes from before a cost increase).
 */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations)
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`
}

/** True for a stored hash made at a lower cost than today's: login replaces it while it has the password. */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored)
  return parsed !== null && parsed.iterations < PBKDF2_ITERATIONS
}

/** True when the password matches the stored hash; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored)
  if (!parsed) return false
  const candidate = await derive(password, parsed.salt, parsed.iterations)
  return constantTimeEqual(candidate, parsed.hash)
}

/**
 * A real hash (same scheme and cost as every stored one) of a random secret that was thrown away.
 * Login verifies unknown emails against it, so an unknown email and a wrong password cost the same
 * PBKDF2 run, from the very first request of an isolate. It matches no password anyone knows.
 */
export const DUMMY_PASSWORD_HASH =
  'pbkdf2-sha256$100000$U+VCQ967xXlxMb3wqRG69g==$ou0g6tOFdNVBwXZCoD4s8lxMDRAHOcX9FowyucxMuDQ='
