import { readBounded } from '@studio/contracts/bounded-read'
import { concatBytes } from '@studio/contracts/bytes'

/** Byte helpers the archive needs in Node, the Worker and the browser alike (no node: imports). */

export { concatBytes }

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Bytes as they come: a stream chunk by chunk, or a buffer as one chunk. */
export type ByteSource = ReadableStream<Uint8Array> | Uint8Array | AsyncIterable<Uint8Array>

export async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    yield source
    return
  }
  if (source instanceof ReadableStream) {
    const reader = source.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        yield value
      }
    } finally {
      reader.releaseLock()
    }
  }
  yield* source as AsyncIterable<Uint8Array>
}

/** Reads a whole source, refusing (with `tooLarge`) as soon as it passes `maxBytes`. */
export async function readAll(
  source: ByteSource,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!(source instanceof Uint8Array)) return readBounded(source, { maxBytes, tooLarge })
  if (source.byteLength > maxBytes) throw tooLarge()
  return concatBytes([source])
}

/** A stream that yields what a generator yields, pulled only as fast as the reader reads. */
export function streamOf(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel(reason) {
      await iterator.return?.(reason)
    },
  })
}
