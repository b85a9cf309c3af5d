/**
 * What no log line may hold, checked over the logs the servers wrote during a test run (the
 * end-to-end runs collect them: @studio/api/server-logs): a secret the tests know (a password, a
 * session's token, an enquiry's words, recorded as they are used) anywhere in any line, and a
 * visitor's IP address in a structured line (log.ts: `{"level":…}`). A server's own address in a
 * connection error (`connect ECONNREFUSED ::1:8797`) or followed by its port names the server, not a
 * visitor.
 */

export interface LogLeak {
  /** The line's number in its text, from 1. */
  line: number
  /** The line as written. */
  text: string
  /** What it gave away: the secret, or `IP address 203.0.113.9`. */
  found: string
}

/** Secrets shorter than this are not looked for: they would match ordinary words. */
export const SHORTEST_SECRET = 6

const IPV4 =
  /(?<![\w.])(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(?![\w.]|:\d)/g
/** An IPv6 address written with `::`, or in full (8 groups). */
const IPV6 =
  /(?<![\w:.])(?:(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){0,6}(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{0,4})(?![\w:.]|\]?:\d)/gi

/** A structured line of log.ts: one JSON object (after whatever a runtime puts before it). */
function isStructured(text: string): boolean {
  return text.includes('{"level":')
}

/** A socket error naming the server it could not reach: `connect ECONNREFUSED 127.0.0.1:8797`. */
const CONNECT_ERROR = /\bconnect E[A-Z]+ \S+/g

function addressesIn(line: string): string[] {
  const text = line.replace(CONNECT_ERROR, '')
  const found = [...text.matchAll(IPV4)].map((match) => match[0])
  for (const match of text.matchAll(IPV6)) {
    // A bare `::` (a C++ scope, a stack frame's `at ::`) is not an address.
    if (/[0-9a-f]/i.test(match[0])) found.push(match[0])
  }
  return found
}

/** Every line of `text` that holds one of `secrets`, or, when structured, an IP address. */
export function findLogLeaks(text: string, secrets: readonly string[]): LogLeak[] {
  const sought = [...new Set(secrets.filter((secret) => secret.length >= SHORTEST_SECRET))]
  const leaks: LogLeak[] = []
  text.split('\n').forEach((line, index) => {
    const secret = sought.find((candidate) => line.includes(candidate))
    if (secret !== undefined) {
      leaks.push({ line: index + 1, text: line, found: secret })
      return
    }
    if (!isStructured(line)) return
    const [address] = addressesIn(line)
    if (address !== undefined) leaks.push({ line: index + 1, text: line, found: `IP address ${address}` })
  })
  return leaks
}
