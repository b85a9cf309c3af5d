import { describe, expect, it } from 'vitest'
import { concatBytes, readUpTo } from './bytes'

function readerOf(chunks: number[][]) {
  let reads = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[reads++]
        if (chunk) controller.enqueue(new Uint8Array(chunk))
        else controller.close()
      },
    },
    { highWaterMark: 0 },
  )
  return { reader: stream.getReader(), reads: () => reads }
}

describe('concatBytes', () => {
  it('joins the parts in order, empty parts included', () => {
    expect([...concatBytes([new Uint8Array([1, 2]), new Uint8Array(0), new Uint8Array([3])])]).toEqual([
      1, 2, 3,
    ])
  })
})

describe('readUpTo', () => {
  it('answers every chunk joined when the whole fits the limit exactly', async () => {
    const { reader } = readerOf([[1, 2], [3], [4, 5]])
    const bytes = await readUpTo(() => reader.read(), 5)
    expect(bytes && [...bytes]).toEqual([1, 2, 3, 4, 5])
  })

  it('answers null at the chunk that passes the limit and reads no further', async () => {
    const { reader, reads } = readerOf([[1, 2], [3, 4], [5], [6]])
    expect(await readUpTo(() => reader.read(), 3)).toBeNull()
    expect(reads()).toBe(2)
  })

  it('reads an async iterator as well as a stream reader', async () => {
    async function* chunks() {
      yield new Uint8Array([7])
      yield new Uint8Array([8, 9])
    }
    const iterator = chunks()
    const bytes = await readUpTo(() => iterator.next(), 10)
    expect(bytes && [...bytes]).toEqual([7, 8, 9])
  })

  it('rejects with the error of a failing read', async () => {
    const failure = new Error('connection reset')
    await expect(readUpTo(() => Promise.reject(failure), 10)).rejects.toBe(failure)
  })
})
