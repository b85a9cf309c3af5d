/**
 * Reading bytes to a limit, shared by every place that reads a body it must not hold whole when it is
 * too large (the site's posted forms, the public client's answers, the API's media and archives).
 * No node: imports: it runs in Node, the Worker and the browser alike.
 */

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

/** One read: a stream reader's answer or an async iterator's. */
export type ChunkRead = { done: true; value?: unknown } | { done?: false; value: Uint8Array }

/**
 * Reads chunks from `next` until it is done and joins them, or answers null as soon as they pass
 * `maxBytes` (reading no further). What happens to the rest (cancel, release, drain) is the
 * caller's, as it differs by source; a failing read rejects.
 */
export async function readUpTo(
  next: () => Promise<ChunkRead>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = []
  let size = 0
  for (let chunk = await next(); !chunk.done; chunk = await next()) {
    size += chunk.value.byteLength
    if (size > maxBytes) return null
    chunks.push(chunk.value)
  }
  return concatBytes(chunks)
}
