/** Measuring tools of the inbox benchmark: request latency percentiles, process memory, CSV rows. */
import { readFileSync } from 'node:fs'

/** The nearest-rank percentile (p in 0..100) of the finite values. */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/**
 * `requests` GETs one after another (one keep-alive connection, no overlap, so each figure is the
 * request's own time, not time spent queued behind others), after `warmup` unmeasured ones. Each
 * time runs from sending the request to the last byte of the body. Any non-2xx answer throws.
 */
export async function timeSequentialGets(url, { headers = {}, requests = 200, warmup = 20 } = {}) {
  const times = []
  let bytes = 0
  let total = null
  for (let i = 0; i < warmup + requests; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const body = await response.arrayBuffer()
    const elapsed = performance.now() - started
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    if (i >= warmup) times.push(elapsed)
    bytes = body.byteLength
    total = response.headers.get('x-total-count')
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    requests,
    bytes,
    total: total === null ? null : Number(total),
  }
}

/** VmRSS of a live process in bytes (Linux /proc), NaN when it cannot be read. */
export function rssOf(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak and the sample count. */
export function sampleRss(pid, everyMs = 20) {
  let peak = rssOf(pid)
  let samples = 1
  const timer = setInterval(() => {
    const rss = rssOf(pid)
    if (rss > peak || !Number.isFinite(peak)) peak = rss
    samples++
  }, everyMs)
  return {
    stop() {
      clearInterval(timer)
      const rss = rssOf(pid)
      if (rss > peak) peak = rss
      return { peak, samples: samples + 1 }
    },
  }
}

const QUOTE = 0x22
const LF = 0x0a

/**
 * Counts the records of a CSV byte stream (RFC 4180: a line break inside quotes belongs to the
 * field; a doubled quote toggles twice and so changes nothing), reading it to the end.
 */
export async function countCsvRecords(stream) {
  let quoted = false
  let lineBreaks = 0
  let bytes = 0
  let last = LF
  for await (const chunk of stream) {
    bytes += chunk.length
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]
      if (byte === QUOTE) quoted = !quoted
      else if (byte === LF && !quoted) lineBreaks++
    }
    if (chunk.length) last = chunk[chunk.length - 1]
  }
  // A last record without its line break still counts.
  return { records: lineBreaks + (bytes > 0 && last !== LF ? 1 : 0), bytes, unbalanced: quoted }
}

/** Polls a URL until it answers (any status below 500), for servers that do not report over IPC. */
export async function waitForUrl(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server for ${url} exited before it answered`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}
