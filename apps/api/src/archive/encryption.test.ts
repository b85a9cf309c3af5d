import { describe, expect, it } from 'vitest'
import { concatBytes } from './bytes'
import { decryptChunks, deriveArchiveKey, encryptChunks, newEncryption } from './encryption'
import { ArchiveRefusal } from './refusal'

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: Uint8Array[] = []
  for await (const chunk of chunks) parts.push(chunk)
  return concatBytes(parts)
}

async function* inPieces(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.byteLength; i += size) yield bytes.subarray(i, i + size)
}

// The lowest count readers accept keeps the unit tests quick; the count is the manifest's to say.
const encryption = { ...newEncryption(100_000), chunk_bytes: 1024 }

describe('chunked AES-256-GCM', () => {
  it('opens what it sealed, for empty text, exactly one chunk and a chunk and a byte', async () => {
    const key = await deriveArchiveKey('correct horse battery', encryption)
    for (const size of [0, 1024, 1025, 5000]) {
      const plain = crypto.getRandomValues(new Uint8Array(size))
      const sealed = await collect(encryptChunks(inPieces(plain, 700), key, encryption, 'f'))
      expect(sealed.byteLength).toBe(size + 16 * Math.max(1, Math.ceil(size / 1024)))
      expect(await collect(decryptChunks(inPieces(sealed, 333), key, encryption, 'f'))).toEqual(plain)
    }
  })

  it('refuses a wrong passphrase, a changed byte, a dropped last chunk and another file name', async () => {
    const key = await deriveArchiveKey('correct horse battery', encryption)
    const plain = new TextEncoder().encode('x'.repeat(3000))
    const sealed = await collect(encryptChunks(inPieces(plain, 3000), key, encryption, 'f'))
    const open = (bytes: Uint8Array, k = key, name = 'f') =>
      collect(decryptChunks(inPieces(bytes, 4096), k, encryption, name))

    const wrong = await deriveArchiveKey('wrong horse battery', encryption)
    await expect(open(sealed, wrong)).rejects.toThrow(
      "The passphrase does not open this archive's enquiries.",
    )
    const changed = sealed.slice()
    changed[2000] = (changed[2000] ?? 0) ^ 1
    await expect(open(changed)).rejects.toThrow(ArchiveRefusal)
    await expect(open(sealed.subarray(0, 2 * (1024 + 16)))).rejects.toThrow(/end early or were changed/)
    await expect(open(sealed, key, 'g')).rejects.toThrow(ArchiveRefusal)
  })
})
