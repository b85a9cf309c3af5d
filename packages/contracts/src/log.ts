/**
 * The one structured logger of the site's Worker and the API, with no schema library and nothing
 * of a runtime but `console`: every failure a server turns into an error answer, a stale copy or a
 * fallback is written as ONE JSON line, so Workers Logs (observability in wrangler.jsonc) indexes
 * its fields and a Node log can be grepped or piped to jq:
 *
 *   {"level":"error","event":"list.load_failed","time":"2026-03-01T09:00:00.000Z","route":"GET /ar/all-work","cause":"ApiError: Failed to load all work","failure":"unavailable"}
 *
 * The fields are named and few. `request_id` names the request a line was written for (the same id
 * the answer carries in X-Request-Id and the site's Worker hands the API, so one visit reads as one
 * trace): a server sets where it is read from (`readLogScopeFrom`), so every line written while a
 * request is handled carries it without each caller passing it. `route` is a method and a route
 * pattern, never the visitor's address (it may hold anything they typed); `status` and
 * `duration_ms` describe an answer. `cause` is the innermost cause's name and message only.
 * Ids (a language, a status, a failure kind) identify what failed: never put a secret, a token, an
 * email or a message's text in a field. A field named like one (`password`, `token`, `cookie`,
 * `session_id`, `ip`, `message`...) is written as `[redacted]`, whatever it holds.
 */

export type LogLevel = 'error' | 'warn' | 'info'

/** What a line may carry besides its level and event; undefined fields are left out. */
export interface LogFields {
  /** The request's id; by default the scope's (see `readLogScopeFrom`). */
  request_id?: string
  /** The request's method and route pattern (`GET /work/:slug`), or the job's name. */
  route?: string
  /** The answer's status code. */
  status?: number
  /** How long the request took until its answer, in milliseconds. */
  duration_ms?: number
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
  request_id?: string
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

/**
 * The request a line is written for, as the server tracks it (AsyncLocalStorage in both entries):
 * its id, and how many error lines were written for it (so the request's own 5xx line is left out
 * when the place that knew why already wrote one).
 */
export interface LogScope {
  request_id: string
  failures: number
}

let currentScope: () => LogScope | undefined = () => undefined

/** Where `log` finds the request being handled; a server entry sets it once. */
export function readLogScopeFrom(read: () => LogScope | undefined): void {
  currentScope = read
}

/** The id of the request being handled, if any (work queued for later keeps it: alerts/outbox.ts). */
export function currentRequestId(): string | undefined {
  return currentScope()?.request_id
}

/** Written in place of a field whose name says it may hold a secret or a visitor's words. */
export const REDACTED = '[redacted]'

/** Words that mark a field as secret wherever they stand in its name (`password_hash`, `session_id`). */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'secret',
  'authorization',
  'cookie',
  'cookies',
  'credential',
  'credentials',
  'session',
  'apikey',
])
/** Names of two words that mark it (`api_key`, `ip_address`). */
const SECRET_PAIRS = new Set(['apikey', 'ipaddress'])
/** Words that mark it when they end its name (`access_token`, `visitor_ip`, `email_body`; not `token_sent`). */
const SECRET_LAST_WORDS = new Set(['token', 'ip', 'address', 'body', 'message', 'text'])

/** The lower-case words of a field's name: `sessionId`, `session_id` and `Session-Id` alike. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

function namesSecret(name: string): boolean {
  const words = wordsOf(name)
  const last = words.at(-1) ?? ''
  return (
    words.some((word) => SECRET_WORDS.has(word)) ||
    SECRET_LAST_WORDS.has(last) ||
    SECRET_PAIRS.has(words.slice(-2).join(''))
  )
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

/**
 * Builds the line (exported for tests). `now` is when it is written; `scope` the request it is
 * written for (by default the one being handled), whose id the line carries unless `fields` name one.
 */
export function logLine(
  level: LogLevel,
  event: string,
  fields: LogFields = {},
  now = new Date(),
  scope: LogScope | undefined = currentScope(),
): LogLine {
  const { request_id = scope?.request_id, route, cause, ...ids } = fields
  const line: LogLine = { level, event, time: now.toISOString() }
  if (request_id !== undefined) line.request_id = String(request_id)
  if (route !== undefined) line.route = route
  if (cause !== undefined) line.cause = causeText(cause)
  for (const [name, value] of Object.entries(ids)) {
    if (value === undefined || name in line) continue
    if (namesSecret(name)) line[name] = REDACTED
    else line[name] = typeof value === 'object' && value !== null ? String(value) : value
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
    const scope = currentScope()
    sink(level, JSON.stringify(logLine(level, event, fields, new Date(), scope)))
    if (scope && level === 'error') scope.failures += 1
  } catch {
    // A field that cannot be serialised (a BigInt id) loses the line, not the request.
  }
}

/** A failure turned into an error answer, a stale copy or a fallback. */
export const logFailure = (event: string, fields?: LogFields) => log('error', event, fields)

/** Something that went wrong without costing an answer (a cache write that did not happen). */
export const logWarning = (event: string, fields?: LogFields) => log('warn', event, fields)
