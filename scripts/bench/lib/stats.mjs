/** Small statistics helpers: the benchmark reports medians and percentiles, never single runs. */
const finite = (values) => values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)

export function median(values) {
  const sorted = finite(values)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The nearest-rank percentile (p in 0..100). */
export function percentile(values, p) {
  const sorted = finite(values)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]
}
