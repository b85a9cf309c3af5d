import { randomBytes } from 'node:crypto'
import type { Database } from './database'
import { Stream } from './stream'

/** A request the HTTP layer answers with an error status instead of a pipeline result. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

export interface OpenStream {
  id: number
  stream: Stream
  baton: string
  lastUsed: number
  busy: boolean
}

export interface StreamRegistryOptions {
  idleMs: number
  busyTimeoutMs: number
  now: () => number
}

/**
 * The open streams, each named by a baton that changes with every answer, so a stale or copied
 * baton is refused instead of running on a stream another request now drives. A stream left idle
 * longer than `idleMs` is closed, which rolls back its open transaction, as sqld expires streams.
 */
export class StreamRegistry {
  readonly #streams = new Map<number, OpenStream>()
  readonly #database: Database
  readonly #options: StreamRegistryOptions
  #nextId = 1

  constructor(database: Database, options: StreamRegistryOptions) {
    this.#database = database
    this.#options = options
  }

  get openCount(): number {
    return this.#streams.size
  }

  async open(): Promise<OpenStream> {
    const connection = await this.#database.openConnection()
    const id = this.#nextId++
    const open: OpenStream = {
      id,
      stream: new Stream(connection, {
        busyTimeoutMs: this.#options.busyTimeoutMs,
        explain: (sql) => this.#database.explain(sql),
      }),
      baton: '',
      lastUsed: this.#options.now(),
      busy: false,
    }
    this.#streams.set(id, open)
    return open
  }

  /** The stream a baton names, refused when unknown, expired or busy with another request. */
  take(baton: string): OpenStream {
    const id = Number(baton.split('.')[0])
    const open = this.#streams.get(id)
    if (open === undefined || open.baton !== baton) {
      throw new HttpError(
        400,
        'The baton names no open stream: it is stale, closed or expired',
        'STREAM_EXPIRED',
      )
    }
    if (open.busy) throw new HttpError(400, 'The stream is still handling another request', 'STREAM_BUSY')
    if (this.#options.now() - open.lastUsed > this.#options.idleMs) {
      this.close(open)
      throw new HttpError(400, `The stream expired after ${this.#options.idleMs} ms idle`, 'STREAM_EXPIRED')
    }
    return open
  }

  /** A new baton for the stream's next request; the one it came with no longer works. */
  renewBaton(open: OpenStream): string {
    open.baton = `${open.id}.${randomBytes(16).toString('base64url')}`
    open.lastUsed = this.#options.now()
    return open.baton
  }

  close(open: OpenStream): void {
    if (this.#streams.delete(open.id)) this.#database.closeConnection(open.stream.connection)
  }

  /** Closes the streams idle for longer than the timeout. */
  expireIdle(): void {
    const now = this.#options.now()
    for (const open of this.#streams.values()) {
      if (!open.busy && now - open.lastUsed > this.#options.idleMs) this.close(open)
    }
  }

  closeAll(): void {
    for (const open of this.#streams.values()) this.close(open)
  }
}
