import { concatBytes } from './bytes'

/**
 * The one way a body is read whole when it must not be trusted: another server's answer, a visitor's
 * post, a stored object, an archive's entry. At most `maxBytes` of it is ever held, and the read stops
 * when `signal` aborts (a stalled sender costs a time limit, not forever). No node: imports: it runs
 * in Node, the Worker and the browser alike.
 */

/** Bytes as they come: a stream, or an async iterator's chunks (an archive entry as it is unzipped). */
export type ByteStream = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>

export interface BoundedReadOptions {
  /** The most bytes the whole may hold; one more and the read stops with `tooLarge()`. */
  maxBytes: number
  /** The error thrown once the bytes pass `maxBytes`. */
  tooLarge: () => Error
  /** Stops the read when it aborts: the read rejects with the signal's reason. */
  signal?: AbortSignal
  /**
   * What becomes of a stream's unread rest when the read stops early: cancelled (the default: a
   * connection freed without reading on), or released unread, for a caller that must read a request
   * body to its end before it answers (the site's Worker drains it).
   */
  rest?: 'cancel' | 'release'
}

type Read = { done: true; value?: unknown } | { done?: false; value: Uint8Array }

/** One source as a `next()` and a way to end it. */
function chunksOf(source: ByteStream) {
  if (source instanceof ReadableStream) {
    const reader = source.getReader()
    return {
      next: (): Promise<Read> => reader.read(),
      end: (rest: 'cancel' | 'release') => {
        if (rest === 'release') reader.releaseLock()
        // Nobody waits for the other side to agree.
        else reader.cancel().catch(() => undefined)
      },
    }
  }
  const iterator = source[Symbol.asyncIterator]()
  return {
    next: (): Promise<Read> => iterator.next(),
    end: () => {
      iterator.return?.()?.catch(() => undefined)
    },
  }
}

/** A promise rejected with the reason once `signal` aborts, and how to stop listening. */
function abortOf(signal: AbortSignal | undefined) {
  if (!signal) return { race: <T>(read: Promise<T>) => read, release: () => undefined }
  let reject: (reason: unknown) => void = () => undefined
  const aborted = new Promise<never>((_resolve, fail) => {
    reject = fail
  })
  // Observed by the race that waits on it; never an unhandled rejection.
  aborted.catch(() => undefined)
  const onAbort = () => reject(signal.reason)
  if (signal.aborted) onAbort()
  else signal.addEventListener('abort', onAbort, { once: true })
  return {
    race<T>(read: Promise<T>): Promise<T> {
      // The read that loses to the signal settles when the stream is ended: nobody awaits it.
      read.catch(() => undefined)
      return Promise.race([read, aborted])
    },
    release: () => signal.removeEventListener('abort', onAbort),
  }
}

/** What `readBoundedStart` read: the first bytes, and whether they are the whole. */
export interface BodyStart {
  bytes: Uint8Array<ArrayBuffer>
  /** False when the source went on past `maxBytes` (what came after was not read). */
  complete: boolean
}

/** The one loop both readers share: chunks up to `maxBytes`, cut there when the source goes on. */
async function readUpTo(
  source: ByteStream,
  maxBytes: number,
  signal: AbortSignal | undefined,
  restWhenCut: 'cancel' | 'release',
): Promise<BodyStart> {
  const chunks = chunksOf(source)
  const abort = abortOf(signal)
  let rest: 'cancel' | 'release' = 'cancel'
  try {
    const parts: Uint8Array[] = []
    let size = 0
    for (let chunk = await abort.race(chunks.next()); !chunk.done; chunk = await abort.race(chunks.next())) {
      if (size + chunk.value.byteLength > maxBytes) {
        parts.push(chunk.value.subarray(0, maxBytes - size))
        rest = restWhenCut
        return { bytes: concatBytes(parts), complete: false }
      }
      size += chunk.value.byteLength
      parts.push(chunk.value)
    }
    rest = 'release'
    return { bytes: concatBytes(parts), complete: true }
  } finally {
    abort.release()
    chunks.end(rest)
  }
}

/**
 * The whole of `source`, joined: throws `tooLarge()` at the chunk that passes `maxBytes` (reading no
 * further), the signal's reason when it aborts first, and a failing read's error. A stream read to
 * its end is released; one left early is cancelled (or released, with `rest: 'release'`).
 */
export async function readBounded(
  source: ByteStream,
  options: BoundedReadOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const read = await readUpTo(source, options.maxBytes, options.signal, options.rest ?? 'cancel')
  if (!read.complete) throw options.tooLarge()
  return read.bytes
}

/**
 * At most the first `maxBytes` of `source`, for an excerpt (another server's error answer): a longer
 * source is cut there and the rest cancelled, never read. Rejects like `readBounded` when `signal`
 * aborts or a read fails.
 */
export function readBoundedStart(
  source: ByteStream,
  options: Pick<BoundedReadOptions, 'maxBytes' | 'signal'>,
): Promise<BodyStart> {
  return readUpTo(source, options.maxBytes, options.signal, 'cancel')
}
