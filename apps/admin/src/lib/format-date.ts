/** Dates in the admin's own locale and time zone (the browser's), never a fixed format. */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function parse(value: string): Date | null {
  // SQLite's "YYYY-MM-DD HH:MM:SS" is UTC; make it ISO so every browser reads it the same way.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(' ', 'T')}Z` : value
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

export function formatDate(value: string, withTime = false): string {
  const date = parse(value)
  if (!date) return value || '—'
  return (withTime ? dateTimeFormat : dateFormat).format(date)
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(value: string): string | undefined {
  return parse(value)?.toISOString()
}

/** Newest first by created_at; unparsable dates sink to the end. */
export function newestFirst<T extends { created_at: string }>(items: readonly T[]): T[] {
  const time = (item: T) => parse(item.created_at)?.getTime() ?? Number.NEGATIVE_INFINITY
  return [...items].sort((a, b) => time(b) - time(a))
}
