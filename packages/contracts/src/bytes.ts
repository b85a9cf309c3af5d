/**
 * Bytes as the API and the site handle them: joined and written as hex (a body read to a limit:
 * bounded-read.ts). No node: imports: it runs in Node, the Worker and the browser alike.
 */

/** Lower-case hex, two digits a byte: digests, signatures, random keys, colours. */
export function bytesToHex(bytes: Uint8Array | ArrayBuffer): string {
  let out = ''
  for (const byte of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
    out += byte.toString(16).padStart(2, '0')
  return out
}

/** The bytes `bytesToHex` wrote (an even number of hex digits). */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let length = 0
  for (const part of parts) length += part.byteLength
  const out = new Uint8Array(length)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.byteLength
  }
  return out
}
