import {
  BlobReader,
  configure,
  type Entry,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js/lib/zip-core-native.js'

/**
 * The one place that names the zip library. zip.js reads an archive through its central directory
 * with random access (a lazily read Blob: a File in the browser, `fs.openAsBlob` in Node, a stored
 * backup's bytes), so entry sizes, names and counts are known before a byte is inflated, and checks
 * each entry's CRC-32; it writes a zip as a stream, entry by entry. Compression is the platform's
 * own CompressionStream, and no Web Worker is started (none exists in a Cloudflare Worker).
 */
configure({ useWebWorkers: false })

export type { Entry as ZipEntry }

export function openZip(blob: Blob) {
  return new ZipReader(new BlobReader(blob), {
    checkSignature: true,
    checkOverlappingEntry: true,
    strictness: 'strict',
  })
}

/** A zip written as a stream into `sink`; `level` 0 stores an entry as it is (media are already compressed). */
export function createZip(sink: WritableStream<Uint8Array>) {
  const writer = new ZipWriter(sink, { zip64: false, bufferedWrite: false, keepOrder: true })
  return {
    async add(name: string, body: ReadableStream<Uint8Array>, options: { store: boolean; at: Date }) {
      await writer.add(name, body, { level: options.store ? 0 : 6, lastModDate: options.at })
    },
    async close() {
      await writer.close()
    },
  }
}
