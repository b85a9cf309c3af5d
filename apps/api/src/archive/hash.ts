import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@studio/contracts/bytes'

/**
 * SHA-256 over a stream, in pieces: WebCrypto's digest takes only a whole buffer, and a record file
 * may be larger than memory should hold. @noble/hashes is audited and runs wherever the archive does.
 */
export function createSha256() {
  const hash = sha256.create()
  return {
    update(bytes: Uint8Array) {
      hash.update(bytes)
    },
    hex(): string {
      return bytesToHex(hash.digest())
    },
  }
}

/** The SHA-256 of bytes already in memory (WebCrypto: native, and fast for a media file). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(await crypto.subtle.digest('SHA-256', bytes))
}
