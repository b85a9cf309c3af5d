/**
 * Reading another server's answer without trusting it: at most `maxBytes` of its body, and only
 * until `signal` aborts (the caller's total time limit). The rest is cancelled, never read, so an
 * answer of any size, or one that never ends, costs a few KB and stops at the limit. A body read
 * whole (`arrayBuffer()`, `text()`) has neither bound: a length-less answer is read to its end.
 */

export interface BodyStart {
  text: string
  /** False when the body went on past `maxBytes` (or nothing after it was read). */
  complete: boolean
}

export async function readBodyStart(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<BodyStart> {
  if (!response.body) return { text: '', complete: true }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let abort: () => void = () => undefined
  const aborted = new Promise<never>((_resolve, reject) => {
    abort = () => reject(signal.reason)
  })
  // Rejected only when the signal fires; the race below is what observes it.
  aborted.catch(() => undefined)
  if (signal.aborted) abort()
  else signal.addEventListener('abort', abort, { once: true })
  let text = ''
  let taken = 0
  try {
    while (taken < maxBytes) {
      const { done, value } = await Promise.race([reader.read(), aborted])
      if (done) return { text: text + decoder.decode(), complete: true }
      const part = value.subarray(0, maxBytes - taken)
      taken += part.length
      text += decoder.decode(part, { stream: true })
    }
    return { text: text + decoder.decode(), complete: false }
  } finally {
    signal.removeEventListener('abort', abort)
    // Frees the connection without reading on; nobody waits for the other side to agree.
    reader.cancel().catch(() => undefined)
  }
}

/** Drops a body unread (an answer whose status says all), freeing its connection. */
export function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined)
}
