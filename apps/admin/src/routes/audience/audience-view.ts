import { AUDIENCE_LIMITS, daysBetween, isCalendarDate } from '@studio/contracts/audience'
import { SITE_LANGUAGES, type SiteLanguage } from '@studio/contracts/site-content'

/**
 * The Audience screen's period and language, kept in the address (`?period=7|30|90`, or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` for chosen dates, and `&language=en|ar`), so a reload, Back and a
 * shared link show the same figures.
 */

export const PERIODS = [7, 30, 90] as const
export type Period = (typeof PERIODS)[number]
export const DEFAULT_PERIOD: Period = 30

export interface AudienceView {
  /** A preset number of days up to today, or null for chosen dates. */
  period: Period | null
  from: string
  to: string
  language: SiteLanguage | null
}

/** Today's date (YYYY-MM-DD) in the studio's time zone: the studio's days are the report's. */
export function studioToday(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** `date` moved by `days` (negative: earlier). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}

function isPeriod(value: number): value is Period {
  return (PERIODS as readonly number[]).includes(value)
}

/** The view an address asks for; what it cannot mean falls back to the last 30 days. */
export function readAudienceView(params: URLSearchParams, today: string): AudienceView {
  const language = params.get('language')
  const chosenLanguage = (SITE_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as SiteLanguage)
    : null
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  if (isCalendarDate(from) && isCalendarDate(to)) {
    const days = daysBetween(from, to)
    if (days >= 1 && days <= AUDIENCE_LIMITS.rangeDaysMax)
      return { period: null, from, to, language: chosenLanguage }
  }
  const asked = Number(params.get('period'))
  const period = isPeriod(asked) ? asked : DEFAULT_PERIOD
  return { period, from: addDays(today, 1 - period), to: today, language: chosenLanguage }
}

/** The address of a view (what is the default is left out). */
export function audienceSearch(
  view: Omit<AudienceView, 'from' | 'to'> & { from?: string; to?: string },
): string {
  const params = new URLSearchParams()
  if (view.period === null && view.from && view.to) {
    params.set('from', view.from)
    params.set('to', view.to)
  } else if (view.period !== null && view.period !== DEFAULT_PERIOD) {
    params.set('period', String(view.period))
  }
  if (view.language) params.set('language', view.language)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Enquiries per visitor, as a percentage with one decimal ("2.5%"); a dash without visitors. */
export function conversionText(enquiries: number, visitors: number): string {
  if (visitors === 0) return '–'
  return `${(Math.round((enquiries / visitors) * 1000) / 10).toFixed(1)}%`
}
