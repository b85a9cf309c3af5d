import { describe, expect, it } from 'vitest'
import { readBounded, readBoundedStart } from './bounded-read'

/** A stream that makes each chunk only when it is read, counting the reads and noting a cancel. */
function streamOf(chunks: number[][]) {
  let reads = 0
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[reads++]
        if (chunk) controller.enqueue(new Uint8Array(chunk))
        else controller.close()
      },
      cancel() {
        cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, reads: () => reads, cancelled: () => cancelled }
}

class TooLarge extends Error {}
const tooLarge = () => new TooLarge()

describe('readBounded', () => {
  it('answers every chunk joined when the whole fits the limit exactly, and releases the stream', async () => {
    const { stream } = streamOf([[1, 2], [3], [4, 5]])
    expect([...(await readBounded(stream, { maxBytes: 5, tooLarge }))]).toEqual([1, 2, 3, 4, 5])
    expect(stream.locked).toBe(false)
  })

  it('refuses at the chunk that passes the limit, reads no further and cancels the rest', async () => {
    const { stream, reads, cancelled } = streamOf([[1, 2], [3, 4], [5], [6]])
    await expect(readBounded(stream, { maxBytes: 3, tooLarge })).rejects.toBeInstanceOf(TooLarge)
    expect(reads()).toBe(2)
    expect(cancelled()).toBe(true)
  })

  it('leaves the rest unread and the stream unlocked when asked to release it', async () => {
    const { stream, cancelled } = streamOf([[1, 2], [3, 4], [5]])
    await expect(readBounded(stream, { maxBytes: 3, tooLarge, rest: 'release' })).rejects.toBeInstanceOf(
      TooLarge,
    )
    expect(cancelled()).toBe(false)
    expect(stream.locked).toBe(false)
    const reader = stream.getReader()
    expect([...((await reader.read()).value ?? [])]).toEqual([5])
  })

  it('reads an async iterator as well as a stream', async () => {
    async function* chunks() {
      yield new Uint8Array([7])
      yield new Uint8Array([8, 9])
    }
    expect([...(await readBounded(chunks(), { maxBytes: 10, tooLarge }))]).toEqual([7, 8, 9])
  })

  it('stops with the reason when the signal aborts while a chunk is awaited, and cancels the stream', async () => {
    let cancelled = false
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]))
      },
      cancel() {
        cancelled = true
      },
    })
    const timer = new AbortController()
    const reading = readBounded(stalled, { maxBytes: 10, tooLarge, signal: timer.signal })
    const late = new Error('too slow')
    timer.abort(late)
    await expect(reading).rejects.toBe(late)
    expect(cancelled).toBe(true)
  })

  it('rejects with the error of a failing read', async () => {
    const failure = new Error('connection reset')
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(failure)
      },
    })
    await expect(readBounded(failing, { maxBytes: 10, tooLarge })).rejects.toBe(failure)
  })
})

describe('readBoundedStart', () => {
  it('answers a short source whole, and a long one cut at the limit with the rest cancelled', async () => {
    expect(await readBoundedStart(streamOf([[1, 2]]).stream, { maxBytes: 4 })).toEqual({
      bytes: Uint8Array.of(1, 2),
      complete: true,
    })
    const long = streamOf([[1, 2, 3], [4, 5, 6], [7]])
    expect(await readBoundedStart(long.stream, { maxBytes: 4 })).toEqual({
      bytes: Uint8Array.of(1, 2, 3, 4),
      complete: false,
    })
    expect(long.reads()).toBe(2)
    expect(long.cancelled()).toBe(true)
  })
})
