/**
 * The one structured logger of the site's Worker and the API, with no schema library and nothing
 * of a runtime but `console`: every failure a server turns into an error answer, a stale copy or a
 * fallback is written as ONE JSON line, so Workers Logs (observability in wrangler.jsonc) indexes
 * its fields and a Node log can be grepped or piped to jq:
 *
 *   {"level":"error","event":"list.load_failed","time":"2026-03-01T09:00:00.000Z","route":"GET /ar/all-work","cause":"ApiError: Failed to load all work","failure":"unavailable"}
 *
 * The fields are named and few. `route` is a method and a route pattern, never the visitor's
 * address (it may hold anything they typed). `cause` is the innermost cause's name and message only.
 * Ids (a language, a status, a failure kind) identify what failed: never put a secret, a token, an
 * email or a message's text in a field.
 */

export type LogLevel = 'error' | 'warn' | 'info'

/** What a line may carry besides its level and event; undefined fields are left out. */
export interface LogFields {
  /** The request's method and route pattern (`GET /work/:slug`), or the job's name. */
  route?: string
  /** What failed: an Error (its innermost cause is written) or a short text. */
  cause?: unknown
  /** Ids of what failed: numbers, short texts, booleans. */
  [id: string]: unknown
}

/** The line as written: level, event and time first, then the fields. */
export interface LogLine {
  level: LogLevel
  event: string
  /** When it was written (ISO 8601, UTC). */
  time: string
  route?: string
  cause?: string
  /** The outer error's stack frames (never its message), on error lines only. */
  stack?: string[]
  [id: string]: unknown
}

/** Where lines go: the console (stderr for errors and warnings); tests swap it to read them. */
export type LogSink = (level: LogLevel, line: string) => void

const consoleSink: LogSink = (level, line) => {
  if (level === 'info') console.log(line)
  else console.error(line)
}

let sink: LogSink = consoleSink

/** Sends every line to `next` until the returned function is called (tests read lines this way). */
export function redirectLog(next: LogSink): () => void {
  const previous = sink
  sink = next
  return () => {
    sink = previous
  }
}

const STACK_FRAMES = 8
const CAUSE_DEPTH = 10

function innermost(error: unknown): unknown {
  let inner = error
  for (let depth = 0; depth < CAUSE_DEPTH && inner instanceof Error && inner.cause !== undefined; depth++)
    inner = inner.cause
  return inner
}

/**
 * An error that carries a failed statement and its parameters (drizzle's DrizzleQueryError): its
 * message is that statement with its values (emails, enquiry texts, password hashes).
 */
function carriesStatement(error: Error): boolean {
  const fields = error as Error & { query?: unknown; params?: unknown }
  return typeof fields.query === 'string' && Array.isArray(fields.params)
}

/** `Name: message` of the innermost cause (a failed statement is named only); a text stays itself. */
export function causeText(error: unknown): string {
  const inner = innermost(error)
  if (inner instanceof Error) {
    if (carriesStatement(inner)) return `${inner.constructor.name}: the query failed`
    return `${inner.name}: ${inner.message}`
  }
  return typeof inner === 'string' ? inner : String(inner)
}

function stackFrames(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined
  // The stack opens with the error's own message, which may span lines (a query's parameters):
  // only what follows it is read, and of that only the frames.
  const header = String(error)
  const frames = (error.stack.startsWith(header) ? error.stack.slice(header.length) : error.stack)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, STACK_FRAMES)
  return frames.length > 0 ? frames : undefined
}

/** Builds the line (exported for tests). `now` is when it is written. */
export function logLine(level: LogLevel, event: string, fields: LogFields = {}, now = new Date()): LogLine {
  const { route, cause, ...ids } = fields
  const line: LogLine = { level, event, time: now.toISOString() }
  if (route !== undefined) line.route = route
  if (cause !== undefined) line.cause = causeText(cause)
  for (const [name, value] of Object.entries(ids)) {
    if (value === undefined || name in line) continue
    line[name] = typeof value === 'object' && value !== null ? String(value) : value
  }
  if (level === 'error' && cause !== undefined) {
    const stack = stackFrames(cause)
    if (stack) line.stack = stack
  }
  return line
}

/** Writes one line. Never throws: logging must not turn a handled failure into another. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  try {
    sink(level, JSON.stringify(logLine(level, event, fields)))
  } catch {
    // A field that cannot be serialised (a BigInt id) loses the line, not the request.
  }
}

/** A failure turned into an error answer, a stale copy or a fallback. */
export const logFailure = (event: string, fields?: LogFields) => log('error', event, fields)

/** Something that went wrong without costing an answer (a cache write that did not happen). */
export const logWarning = (event: string, fields?: LogFields) => log('warn', event, fields)
