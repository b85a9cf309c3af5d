/**
 * The studio's days: an instant's date (and time) in the studio's time zone (the Audience
 * setting). Audience days, salt rotation, retention and the enquiries export all count in them.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per time zone: making one costs far more than using it. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

function partsOf(at: Date, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const part of formatterOf(timeZone).formatToParts(at)) parts[part.type] = part.value
  return parts
}

/**
 * Recent answers of studioDay, by time zone and quarter of an hour: every time zone's offset is a
 * whole number of quarter hours, so a local midnight (and any change of offset) falls on a quarter
 * hour in UTC and a quarter hour's instants share one date. Formatting a date in a time zone costs
 * a tenth of a millisecond, which a batch of views would pay for each.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000
const days = new Map<string, string>()

/** The studio's date of an instant, YYYY-MM-DD. */
export function studioDay(at: Date, timeZone: string): string {
  const key = `${timeZone}|${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`
  const known = days.get(key)
  if (known !== undefined) return known
  const { year, month, day } = partsOf(at, timeZone)
  if (days.size >= 1000) days.clear()
  days.set(key, `${year}-${month}-${day}`)
  return `${year}-${month}-${day}`
}

/** The studio's wall-clock time of an instant, `YYYY-MM-DD HH:MM:SS` (how a spreadsheet reads a time). */
export function studioDateTime(at: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = partsOf(at, timeZone)
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`
}

/** The date `days` after (or, negative, before) a YYYY-MM-DD date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
