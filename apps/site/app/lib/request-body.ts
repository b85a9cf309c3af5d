import { readBounded } from '@studio/contracts/bounded-read'
import { BODY_LIMIT_BYTES } from '@studio/contracts/constants'

/**
 * Request bodies, read by the rules every runtime the site runs on keeps serving under. Measured
 * locally: `wrangler dev` puts a proxy (itself a Worker) in front of ours, and
 * when a body over 64 KB is left unread, or read in part and then cancelled, the proxy's next request
 * fails (500) and soon the process exits (workerd issue 1741); `vite preview` answers the request
 * itself with 500 when the Worker answers while the body is still arriving; workerd alone closes the
 * connection. Read to its end, a body troubles none of them. So:
 * - an action reads a posted body up to BODY_LIMIT_BYTES and keeps nothing beyond it
 *   (`readPostedBody`); a body declared larger is not read at all;
 * - whatever is left of any body once the answer is ready (an oversized post, a method the page
 *   does not take, a GET with a body) is read to its end and dropped by the Worker before it answers
 *   (`finishRequestBody`), up to DRAIN_LIMIT_BYTES and BODY_TIME_LIMIT_MS; past either, the stream
 *   is cancelled (only an abusive client is waiting then, and the edge copes with it).
 */

/** How much of a body nobody wants is read and dropped before giving up on it. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024

/** How long reading a body may take (a form's few KB arrive in milliseconds). */
export const BODY_TIME_LIMIT_MS = 10_000

export type PostedBody = { kind: 'read'; bytes: Uint8Array } | { kind: 'too-large' } | { kind: 'too-slow' }

class TooSlow extends Error {}
class TooLarge extends Error {}

/** A reader's next chunk, or TooSlow once `deadline` has passed. */
function timedReads(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let timeout: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timeout = setTimeout(() => reject(new TooSlow()), BODY_TIME_LIMIT_MS)
  })
  late.catch(() => undefined)
  return {
    next: () => Promise.race([reader.read(), late]),
    stop: () => {
      if (timeout !== undefined) clearTimeout(timeout)
    },
  }
}

const declaredLength = (request: Request) => Number(request.headers.get('content-length') ?? Number.NaN)

/**
 * A posted body up to BODY_LIMIT_BYTES, never parsed or kept beyond it: 'too-large' once it is larger
 * (a declared length over the limit is not read at all; the rest is left to finishRequestBody),
 * 'too-slow' when it has not all come within BODY_TIME_LIMIT_MS (then it is cancelled). A body that
 * breaks off (the client went away) reads as 'too-slow' too: nobody is waiting for the answer.
 */
export async function readPostedBody(request: Request): Promise<PostedBody> {
  if (declaredLength(request) > BODY_LIMIT_BYTES) return { kind: 'too-large' }
  if (!request.body) return { kind: 'read', bytes: new Uint8Array(0) }
  const timer = new AbortController()
  // A timer rather than AbortSignal.timeout, so tests can move it with fake timers.
  const timeout = setTimeout(() => timer.abort(new TooSlow()), BODY_TIME_LIMIT_MS)
  try {
    const bytes = await readBounded(request.body, {
      maxBytes: BODY_LIMIT_BYTES,
      signal: timer.signal,
      tooLarge: () => new TooLarge(),
      // What was read is dropped; the rest is the Worker's to read and drop (finishRequestBody).
      rest: 'release',
    })
    return { kind: 'read', bytes }
  } catch (error) {
    // A body that is late or broke off is cancelled by readBounded.
    return error instanceof TooLarge ? { kind: 'too-large' } : { kind: 'too-slow' }
  } finally {
    clearTimeout(timeout)
  }
}

/**
 * Reads whatever is left of a request's body and drops it (see the module comment): nothing for a
 * request without a body, or one already read to its end; a body declared larger than the drain
 * limit is left as it is (reading it would not end in time).
 */
export async function finishRequestBody(request: Request): Promise<void> {
  const body = request.body
  if (!body || body.locked) return
  if (declaredLength(request) > BODY_LIMIT_BYTES + DRAIN_LIMIT_BYTES) return
  const reader = body.getReader()
  const reads = timedReads(reader)
  let dropped = 0
  try {
    for (let chunk = await reads.next(); !chunk.done; chunk = await reads.next()) {
      dropped += chunk.value.byteLength
      if (dropped > DRAIN_LIMIT_BYTES) {
        reader.cancel().catch(() => undefined)
        return
      }
    }
  } catch {
    reader.cancel().catch(() => undefined)
  } finally {
    reads.stop()
  }
}
