import { describe, expect, it } from 'vitest'
import { readBodyStart } from './answer-body'

/** The webhook's body reading in workerd itself, where the Worker sends enquiry alerts. */

/** An answer whose body never ends, counting how much was pulled and whether it was cancelled. */
function endlessAnswer(status = 500) {
  const seen = { pulled: 0, cancelled: false }
  const chunk = new TextEncoder().encode('x'.repeat(1024))
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled += chunk.length
      controller.enqueue(chunk)
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { response: new Response(body, { status }), seen }
}

describe('readBodyStart in workerd', () => {
  it('reads an endless body only up to its limit, then cancels the rest', async () => {
    const { response, seen } = endlessAnswer()
    const start = await readBodyStart(response, 2048, new AbortController().signal)
    expect(start).toEqual({ text: 'x'.repeat(2048), complete: false })
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(64 * 1024)
  })

  it('stops at the signal while the body is still arriving', async () => {
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('a'))
      },
      // Never another byte, never an end.
      cancel() {
        cancelled = true
      },
    })
    const deadline = new AbortController()
    const reading = readBodyStart(new Response(body), 2048, deadline.signal)
    deadline.abort(new Error('time is up'))
    await expect(reading).rejects.toThrow('time is up')
    expect(cancelled).toBe(true)
  })

  it('answers a short body whole', async () => {
    const start = await readBodyStart(new Response('invalid_token'), 2048, new AbortController().signal)
    expect(start).toEqual({ text: 'invalid_token', complete: true })
  })
})
