import { env, exports } from 'cloudflare:workers'
import { createZip } from '@studio/contracts/archive-zip'
import { describe, expect, it } from 'vitest'
import { createR2MediaStore } from '../media/r2-store'
import { concatBytes, streamOf } from './bytes'
import {
  decryptChunks,
  deriveArchiveKey,
  encryptChunks,
  newEncryption,
  WORKER_KDF_ITERATIONS,
} from './encryption'
import { createSha256, sha256Hex } from './hash'
import { ndjsonChunks, ndjsonLines } from './ndjson'
import { openZipSource } from './source'

declare global {
  namespace Cloudflare {
    interface Env {
      ARCHIVE: R2Bucket
    }
  }
}

/** Runs in workerd: the archive's zip, hashing and encryption work in the Workers runtime as in Node. */

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: Uint8Array[] = []
  for await (const chunk of chunks) parts.push(chunk)
  return concatBytes(parts)
}

describe('the archive in workerd', () => {
  it('streams a zip with deflated and stored entries, reads it back, and opens the encrypted enquiries', async () => {
    const records = Array.from({ length: 2000 }, (_, id) => ({ id: id + 1, message: `Hello ${id}` }))
    const encryption = newEncryption(WORKER_KDF_ITERATIONS)
    const key = await deriveArchiveKey('tide pool lantern orchard', encryption)
    const sealed = await collect(
      encryptChunks(ndjsonChunks(records), key, encryption, 'contact_messages.ndjson'),
    )
    const plain = await collect(ndjsonChunks(records))

    const parts: Uint8Array[] = []
    const zip = createZip(new WritableStream({ write: (chunk) => void parts.push(chunk) }))
    const at = new Date()
    await zip.add('projects.ndjson', streamOf(ndjsonChunks(records)), { store: false, at })
    await zip.add(
      'contact_messages.ndjson',
      streamOf(
        (async function* () {
          yield sealed
        })(),
      ),
      { store: true, at },
    )
    await zip.close()

    const source = await openZipSource(new Blob([concatBytes(parts)]))
    expect([...(await source.names())].sort()).toEqual(['contact_messages.ndjson', 'projects.ndjson'])
    const hash = createSha256()
    const read = await collect(source.open('projects.ndjson', 10_000_000))
    hash.update(read)
    expect(hash.hex()).toBe(await sha256Hex(plain))
    const opened = decryptChunks(
      source.open('contact_messages.ndjson', 10_000_000),
      key,
      encryption,
      'contact_messages.ndjson',
    )
    let lines = 0
    for await (const { value } of ndjsonLines(opened, 'contact_messages.ndjson')) {
      expect(value).toEqual(records[lines])
      lines++
    }
    expect(lines).toBe(2000)
  })

  it("keeps the archive's files in the ARCHIVE bucket, apart from the served MEDIA bucket", async () => {
    const key = 'backups/studio-2026-12-02.zip'
    await createR2MediaStore(env.ARCHIVE).put(key, new Uint8Array([1, 2, 3]), 'application/zip')
    expect((await env.ARCHIVE.head(key))?.size).toBe(3)
    expect(await env.MEDIA.head(key)).toBeNull()
    const answer = await exports.default.fetch(`https://api.test/media/${key}`)
    expect(answer.status).toBe(404)
    await env.ARCHIVE.delete(key)
  })

  it("deletes many files in calls of 1,000 keys, R2's most (an import of 2,000 files: 2 operations, not 2,000)", async () => {
    const calls: number[] = []
    const counted = new Proxy(env.ARCHIVE, {
      get(bucket, name) {
        if (name !== 'delete') return Reflect.get(bucket, name).bind(bucket)
        return (keys: string | string[]) => {
          calls.push(typeof keys === 'string' ? 1 : keys.length)
          return bucket.delete(keys)
        }
      },
    })
    const store = createR2MediaStore(counted)
    const keys = Array.from({ length: 1001 }, (_, n) => `archive-imports/many/media/${n}`)
    for (const key of keys) await env.ARCHIVE.put(key, 'x')
    await store.put('archive-imports/kept', new Uint8Array([1]), 'application/octet-stream')
    await store.delete(keys)
    expect(calls).toEqual([1000, 1])
    expect(await store.list('archive-imports/many/')).toEqual([])
    expect((await store.list('archive-imports/')).map((listing) => listing.key)).toEqual([
      'archive-imports/kept',
    ])
    await store.delete([])
    expect(calls).toEqual([1000, 1])
    await store.delete('archive-imports/kept')
  })
})
