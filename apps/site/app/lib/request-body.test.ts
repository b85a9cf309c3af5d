// @vitest-environment node
import { BODY_LIMIT_BYTES } from '@studio/contracts/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BODY_TIME_LIMIT_MS, DRAIN_LIMIT_BYTES, finishRequestBody, readPostedBody } from './request-body'

/** A request body of `chunks` chunks of `size` bytes, counting what was pulled from it. */
function countedBody(size: number, chunks: number) {
  const state = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks) return controller.close()
      state.pulled++
      controller.enqueue(new Uint8Array(size).fill(120))
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

/** A body that sends one byte and then nothing more, ever. */
function stalledBody() {
  let pulls = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulls++ === 0) controller.enqueue(new Uint8Array([120]))
      return new Promise(() => undefined)
    },
  })
}

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('https://site.test/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

afterEach(() => vi.useRealTimers())

describe('readPostedBody', () => {
  it('reads a body within the limit whole', async () => {
    const answer = await readPostedBody(post('name=Mona&message=Hi'))
    expect(answer.kind === 'read' && new TextDecoder().decode(answer.bytes)).toBe('name=Mona&message=Hi')
  })

  it('refuses a body declared over the limit without reading a byte of it', async () => {
    const { stream, state } = countedBody(1024, 100)
    const request = post(stream, { 'content-length': String(BODY_LIMIT_BYTES + 1) })
    expect(await readPostedBody(request)).toEqual({ kind: 'too-large' })
    expect(state.pulled).toBeLessThanOrEqual(1)
    expect(request.body?.locked).toBe(false)
  })

  it('refuses a body without a length once past the limit, keeping none of it and leaving the rest', async () => {
    const { stream, state } = countedBody(16 * 1024, 64)
    const request = post(stream)
    expect(await readPostedBody(request)).toEqual({ kind: 'too-large' })
    // Read one chunk past the limit, no further; the stream may hold one more.
    expect(state.pulled * 16 * 1024).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 2 * 16 * 1024)
    expect(request.body?.locked).toBe(false)
  })

  it('gives up on a body that trickles at the time limit, and cancels it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const request = post(stalledBody())
    const answer = readPostedBody(request)
    await vi.advanceTimersByTimeAsync(BODY_TIME_LIMIT_MS)
    expect(await answer).toEqual({ kind: 'too-slow' })
  })
})

describe('finishRequestBody', () => {
  it('reads what is left of an oversized body to its end and drops it', async () => {
    const { stream, state } = countedBody(16 * 1024, 64)
    const request = post(stream)
    await readPostedBody(request)
    await finishRequestBody(request)
    expect(state.pulled).toBe(64)
    expect(state.cancelled).toBe(false)
  })

  it('reads a body nobody read (a refused method, a GET with one) to its end', async () => {
    const { stream, state } = countedBody(64 * 1024, 20)
    await finishRequestBody(post(stream, { 'content-length': String(20 * 64 * 1024) }))
    expect(state.pulled).toBe(20)
  })

  it('stops at the drain limit, and leaves a body declared beyond it unread', async () => {
    const endless = countedBody(64 * 1024, Number.POSITIVE_INFINITY)
    await finishRequestBody(post(endless.stream))
    expect(endless.state.cancelled).toBe(true)
    // The limit is found one chunk past it; the stream may hold one more.
    expect(endless.state.pulled * 64 * 1024).toBeLessThanOrEqual(DRAIN_LIMIT_BYTES + 2 * 64 * 1024)
    const declared = countedBody(64 * 1024, 10)
    const huge = String(BODY_LIMIT_BYTES + DRAIN_LIMIT_BYTES + 1)
    await finishRequestBody(post(declared.stream, { 'content-length': huge }))
    expect(declared.state.pulled).toBeLessThanOrEqual(1)
  })

  it('stops at the time limit on a body that never ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const finished = finishRequestBody(post(stalledBody()))
    await vi.advanceTimersByTimeAsync(BODY_TIME_LIMIT_MS)
    await expect(finished).resolves.toBeUndefined()
  })

  it('does nothing for a request without a body, or one read to its end', async () => {
    await finishRequestBody(new Request('https://site.test/'))
    const request = post('name=A')
    await readPostedBody(request)
    await expect(finishRequestBody(request)).resolves.toBeUndefined()
  })
})
