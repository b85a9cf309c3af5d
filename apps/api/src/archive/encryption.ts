import { ARCHIVE_MESSAGES, type ArchiveEncryption } from '@studio/contracts/archive'
import { concatBytes, fromBase64, toBase64 } from './bytes'
import { ArchiveRefusal } from './refusal'

/**
 * The enquiries file's encryption: AES-256-GCM in chunks, the STREAM construction (Hoang, Reyhanitabar,
 * Rogaway, Vizár): every chunk has its own nonce, an 8-byte random prefix followed by the chunk's
 * 32-bit counter, and its associated data names the file and says whether this is the last chunk, so
 * chunks cannot be reordered, moved to another file, dropped from the end or appended. The key comes
 * from the passphrase with PBKDF2-SHA256 and a random salt. Everything is WebCrypto, so Node, the
 * Worker and the browser all read and write it.
 */

const TAG_BYTES = 16
const NONCE_PREFIX_BYTES = 8
export const ENCRYPTION_CHUNK_BYTES = 64 * 1024

/**
 * PBKDF2 iterations for archives written on Node or in a browser (OWASP's 2023 figure for
 * PBKDF2-HMAC-SHA256). A Worker's WebCrypto stops at 100,000, so archives the API writes use that;
 * the manifest records the count, and readers accept any count from 100,000 up.
 */
export const LOCAL_KDF_ITERATIONS = 600_000
export const WORKER_KDF_ITERATIONS = 100_000

export async function deriveArchiveKey(
  passphrase: string,
  encryption: ArchiveEncryption,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(encryption.salt), iterations: encryption.iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Fresh parameters for one archive: a random salt and nonce prefix. */
export function newEncryption(iterations: number): ArchiveEncryption {
  return {
    cipher: 'AES-256-GCM-STREAM',
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: toBase64(crypto.getRandomValues(new Uint8Array(16))),
    nonce_prefix: toBase64(crypto.getRandomValues(new Uint8Array(NONCE_PREFIX_BYTES))),
    chunk_bytes: ENCRYPTION_CHUNK_BYTES,
  }
}

function nonceOf(prefix: Uint8Array, counter: number): Uint8Array<ArrayBuffer> {
  if (counter > 0xffffffff) throw new ArchiveRefusal(ARCHIVE_MESSAGES.encryptedDamaged)
  const nonce = new Uint8Array(12)
  nonce.set(prefix, 0)
  new DataView(nonce.buffer).setUint32(NONCE_PREFIX_BYTES, counter)
  return nonce
}

function associatedData(fileName: string, last: boolean): Uint8Array<ArrayBuffer> {
  return concatBytes([new TextEncoder().encode(`${fileName}\0`), new Uint8Array([last ? 1 : 0])])
}

/** Cuts what comes into pieces of `size`, holding the newest back until it is known whether more follows. */
async function* pieces(source: AsyncIterable<Uint8Array>, size: number) {
  let buffered: Uint8Array = new Uint8Array(0)
  for await (const chunk of source) {
    buffered = buffered.byteLength === 0 ? chunk : concatBytes([buffered, chunk])
    while (buffered.byteLength > size) {
      yield { piece: buffered.subarray(0, size), last: false }
      buffered = buffered.subarray(size)
    }
  }
  yield { piece: buffered, last: true }
}

/**
 * The pieces of `source` (`pieceBytes` each, the last marked), each with its AES-GCM parameters: the
 * nonce counts the pieces, and the file's name and the last mark are bound in as associated data.
 */
async function* gcmPieces(
  source: AsyncIterable<Uint8Array>,
  encryption: ArchiveEncryption,
  fileName: string,
  pieceBytes: number,
): AsyncGenerator<{
  piece: Uint8Array
  index: number
  params: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer>; additionalData: Uint8Array<ArrayBuffer> }
}> {
  const prefix = fromBase64(encryption.nonce_prefix)
  let index = 0
  for await (const { piece, last } of pieces(source, pieceBytes)) {
    yield {
      piece,
      index,
      params: { name: 'AES-GCM', iv: nonceOf(prefix, index), additionalData: associatedData(fileName, last) },
    }
    index++
  }
}

export async function* encryptChunks(
  source: AsyncIterable<Uint8Array>,
  key: CryptoKey,
  encryption: ArchiveEncryption,
  fileName: string,
): AsyncGenerator<Uint8Array> {
  for await (const { piece, params } of gcmPieces(source, encryption, fileName, encryption.chunk_bytes)) {
    yield new Uint8Array(await crypto.subtle.encrypt(params, key, piece.slice()))
  }
}

/**
 * The plain text back. The file's checksum was checked before, so a first chunk that does not open
 * means the passphrase is wrong; a later one, or a stream that ends early, a damaged file.
 */
export async function* decryptChunks(
  source: AsyncIterable<Uint8Array>,
  key: CryptoKey,
  encryption: ArchiveEncryption,
  fileName: string,
): AsyncGenerator<Uint8Array> {
  const sealedBytes = encryption.chunk_bytes + TAG_BYTES
  for await (const { piece, index, params } of gcmPieces(source, encryption, fileName, sealedBytes)) {
    if (piece.byteLength < TAG_BYTES) throw new ArchiveRefusal(ARCHIVE_MESSAGES.encryptedDamaged)
    let opened: ArrayBuffer
    try {
      opened = await crypto.subtle.decrypt(params, key, piece.slice())
    } catch {
      throw new ArchiveRefusal(
        index === 0 ? ARCHIVE_MESSAGES.passphraseWrong : ARCHIVE_MESSAGES.encryptedDamaged,
      )
    }
    yield new Uint8Array(opened)
  }
}
