import { describe, expect, it } from 'vitest'
import { readBodyCapped } from './read-capped'

function endlessBody(chunkBytes: number) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunkBytes
      controller.enqueue(new Uint8Array(chunkBytes))
    },
  })
  return { body, pulled: () => pulled }
}

describe('readBodyCapped', () => {
  it('stops reading an endless body just past the cap instead of buffering it', async () => {
    const source = endlessBody(64 * 1024)
    const request = new Request('http://x/upload', {
      method: 'POST',
      body: source.body,
      duplex: 'half',
    } as RequestInit)
    expect(await readBodyCapped(request, 1024 * 1024)).toBeNull()
    // At most the cap plus the chunk that crossed it, plus the stream's small read-ahead.
    expect(source.pulled()).toBeLessThanOrEqual(1024 * 1024 + 3 * 64 * 1024)
  })

  it('returns the whole body when it fits', async () => {
    const request = new Request('http://x/upload', { method: 'POST', body: new Uint8Array([1, 2, 3]) })
    expect(await readBodyCapped(request, 3)).toEqual(new Uint8Array([1, 2, 3]))
  })
})
