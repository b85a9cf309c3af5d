/**
 * Reading another server's answer without trusting it: at most `maxBytes` of its body, and only
 * until `signal` aborts (the caller's total time limit). The rest is cancelled, never read, so an
 * answer of any size, or one that never ends, costs a few KB and stops at the limit. A body read
 * whole (`arrayBuffer()`, `text()`) has neither bound: a length-less answer is read to its end.
 */

import { readBoundedStart } from '@studio/contracts/bounded-read'

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
  const { bytes, complete } = await readBoundedStart(response.body, { maxBytes, signal })
  return { text: new TextDecoder().decode(bytes), complete }
}

/** Drops a body unread (an answer whose status says all), freeing its connection. */
export function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined)
}
