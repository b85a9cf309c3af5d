/** Load rounds with autocannon, shared by the API and site throughput figures. */
import autocannon from 'autocannon'

/** One round of load on `url`. */
export function load(url, { duration, connections, headers }) {
  return autocannon({ url, duration, connections, headers })
}

/** What a round is reported by: mean throughput, p99 latency, and what went wrong. */
export function summarize(result) {
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
