import * as z from 'zod/mini'
import { hasControlCharacter, hasInvisibleFormatting } from './control-characters'
import { queryString } from './paging'
import { SITE_LANGUAGES } from './site-content'

/**
 * Audience: page views counted by the site's Worker and sent to the API in batches, the studio's
 * measurement settings, and the Audience report the admin reads (daily totals only). No cookie and
 * no stored identity: a visitor of a day is a keyed hash the API makes with that day's random salt,
 * and salts and hashes are gone two days later (docs/decisions/0018-audience.md).
 */

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** What an enquiry or a visitor is credited to when neither a utm_source nor an outside referrer says. */
export const DIRECT_SOURCE = 'direct'

/** The country of a view when the platform does not give one (Cloudflare's own code for unknown). */
export const UNKNOWN_COUNTRY = 'XX'

export const AUDIENCE_LIMITS = {
  /** Views in one POST /public/views. */
  batchMax: 500,
  /** The body of one batch, in bytes. */
  batchBytes: 1024 * 1024,
  /** A canonical path, a host. */
  pathMax: 512,
  hostMax: 253,
  /** The raw values the site passes on as it received them; the API keeps less (utmKept). */
  userAgentMax: 1024,
  referrerMax: 2048,
  utmMax: 512,
  addressMax: 64,
  /** A utm_source, utm_medium or utm_campaign is cut to this many characters before it is stored. */
  utmKept: 64,
  /** The longest period one Audience report covers, in days. */
  rangeDaysMax: 366,
  /** Entries per list of a report (pages, sources, campaigns, countries, not-found addresses). */
  listMax: 100,
  /** Raw views are kept this many days at least and at most (the setting's bounds). */
  rawViewDaysMin: 1,
  rawViewDaysMax: 3650,
  timeZoneMax: 64,
} as const

/** The Audience settings' defaults: measuring, the studio's days in Cairo, raw views kept 90 days. */
export const AUDIENCE_DEFAULTS = {
  enabled: true,
  time_zone: 'Africa/Cairo',
  raw_view_days: 90,
} as const

/**
 * Headers of the site's Worker's calls. The key (a secret the site's Worker and the API share)
 * proves a call comes from the site's Worker: without it POST /public/views records nothing, and a
 * contact post is not attributed. With it, the contact post names the visitor the form came from
 * (address, user agent and the host they used), so the enquiry can be matched to their visit.
 */
export const AUDIENCE_HEADERS = {
  key: 'X-Audience-Key',
  visitorAddress: 'X-Visitor-Address',
  visitorUserAgent: 'X-Visitor-User-Agent',
  visitorHost: 'X-Visitor-Host',
} as const

/** POST /public/views: where the site's Worker sends its batches. */
export const VIEWS_PATH = '/public/views'

export const AUDIENCE_MESSAGES = {
  keyRefused: 'Views are taken from the site only.',
  batch: `views must be a list of 1 to ${AUDIENCE_LIMITS.batchMax} page views.`,
  view: 'Each view must be an object.',
  at: 'at must be an ISO 8601 time with a time zone, e.g. 2031-06-01T12:00:00.000Z.',
  host: `host must be a host name of at most ${AUDIENCE_LIMITS.hostMax} characters.`,
  path: `path must be a canonical path: it starts with /, has no query or fragment and at most ${AUDIENCE_LIMITS.pathMax} characters.`,
  language: `language must be one of ${SITE_LANGUAGES.join(', ')}.`,
  notFound: 'not_found must be true or false.',
  referrer: `referrer must be text of at most ${AUDIENCE_LIMITS.referrerMax} characters, or null.`,
  utm: `utm_source, utm_medium and utm_campaign must be text of at most ${AUDIENCE_LIMITS.utmMax} characters, or null.`,
  country: 'country must be a two-letter country code, or null.',
  address: `address must be the visitor's network address (at most ${AUDIENCE_LIMITS.addressMax} characters).`,
  userAgent: `user_agent must be text of at most ${AUDIENCE_LIMITS.userAgentMax} characters.`,
  date: 'from and to must be dates written YYYY-MM-DD.',
  range: `from must not be after to, and a report covers at most ${AUDIENCE_LIMITS.rangeDaysMax} days.`,
  reportLanguage: `language must be one of ${SITE_LANGUAGES.join(', ')}.`,
  enabled: 'enabled must be true or false.',
  timeZone: 'time_zone must be a time zone name such as Africa/Cairo or Europe/London.',
  rawViewDays: `raw_view_days must be a whole number of days from ${AUDIENCE_LIMITS.rawViewDaysMin} to ${AUDIENCE_LIMITS.rawViewDaysMax}.`,
  settings: 'The audience settings must be an object.',
} as const

/** An IANA time zone name the platform knows, in its canonical spelling; null when it knows none. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > AUDIENCE_LIMITS.timeZoneMax) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** The studio's measurement settings: the `audience` settings group, read and written whole. */
export const AudienceSettingsSchema = z.object(
  {
    /** Off: nothing is recorded, no view and no enquiry's attribution. */
    enabled: z._default(z.boolean({ error: AUDIENCE_MESSAGES.enabled }), AUDIENCE_DEFAULTS.enabled),
    /** The studio's days (and so the salts' rotation) start at midnight here. */
    time_zone: z._default(
      z.pipe(
        z.string({ error: AUDIENCE_MESSAGES.timeZone }),
        z.transform((name, payload) => {
          const canonical = canonicalTimeZone(name.trim())
          if (canonical !== null) return canonical
          payload.issues.push({ code: 'custom', input: name, message: AUDIENCE_MESSAGES.timeZone })
          return z.NEVER
        }),
      ),
      AUDIENCE_DEFAULTS.time_zone,
    ),
    /** Raw views older than this many of the studio's days are deleted; daily totals stay. */
    raw_view_days: z._default(
      z
        .int({ error: AUDIENCE_MESSAGES.rawViewDays })
        .check(
          z.gte(AUDIENCE_LIMITS.rawViewDaysMin, AUDIENCE_MESSAGES.rawViewDays),
          z.lte(AUDIENCE_LIMITS.rawViewDaysMax, AUDIENCE_MESSAGES.rawViewDays),
        ),
      AUDIENCE_DEFAULTS.raw_view_days,
    ),
  },
  { error: AUDIENCE_MESSAGES.settings },
)
export type AudienceSettings = z.output<typeof AudienceSettingsSchema>
export type AudienceSettingsBody = z.input<typeof AudienceSettingsSchema>

/**
 * GET /public/audience-policy: what the privacy page says about measurement, from the settings
 * (whether the site measures, and how many days raw views are kept). A change to the settings moves
 * the site copy's content version, so cached pages follow it.
 */
export const AudiencePolicySchema = z.object({ measuring: z.boolean(), raw_view_days: z.int() })
export type AudiencePolicy = z.infer<typeof AudiencePolicySchema>

/** Text up to `max` characters, or null (absent is null). */
const nullableRaw = (max: number, message: string) =>
  z._default(z.nullable(z.string({ error: message }).check(z.maxLength(max, message))), null)

/**
 * One page answer the site's Worker counted, as it saw it. The visitor's address, user agent and
 * host are only used to make the day's visitor hash (never stored); the referrer is reduced to its
 * host and the utm values are normalised by the API. `path` is the page's canonical view path;
 * `not_found`: the answer was the not-found page (counted apart).
 */
export const PageViewSchema = z.object(
  {
    at: z.iso.datetime({ offset: true, error: AUDIENCE_MESSAGES.at }),
    host: z.string({ error: AUDIENCE_MESSAGES.host }).check(
      z.minLength(1, AUDIENCE_MESSAGES.host),
      z.maxLength(AUDIENCE_LIMITS.hostMax, AUDIENCE_MESSAGES.host),
      z.refine((host) => !hasControlCharacter(host) && !/\s/.test(host), AUDIENCE_MESSAGES.host),
    ),
    path: z.string({ error: AUDIENCE_MESSAGES.path }).check(
      z.maxLength(AUDIENCE_LIMITS.pathMax, AUDIENCE_MESSAGES.path),
      z.regex(/^\/[^?#]*$/, AUDIENCE_MESSAGES.path),
      z.refine((path) => !hasControlCharacter(path) && !hasInvisibleFormatting(path), AUDIENCE_MESSAGES.path),
    ),
    language: z.enum(SITE_LANGUAGES, { error: AUDIENCE_MESSAGES.language }),
    not_found: z._default(z.boolean({ error: AUDIENCE_MESSAGES.notFound }), false),
    referrer: nullableRaw(AUDIENCE_LIMITS.referrerMax, AUDIENCE_MESSAGES.referrer),
    utm_source: nullableRaw(AUDIENCE_LIMITS.utmMax, AUDIENCE_MESSAGES.utm),
    utm_medium: nullableRaw(AUDIENCE_LIMITS.utmMax, AUDIENCE_MESSAGES.utm),
    utm_campaign: nullableRaw(AUDIENCE_LIMITS.utmMax, AUDIENCE_MESSAGES.utm),
    country: z._default(
      z.nullable(
        z
          .string({ error: AUDIENCE_MESSAGES.country })
          .check(z.regex(/^[A-Za-z0-9]{2}$/, AUDIENCE_MESSAGES.country)),
      ),
      null,
    ),
    address: z
      .string({ error: AUDIENCE_MESSAGES.address })
      .check(
        z.minLength(1, AUDIENCE_MESSAGES.address),
        z.maxLength(AUDIENCE_LIMITS.addressMax, AUDIENCE_MESSAGES.address),
      ),
    user_agent: z
      .string({ error: AUDIENCE_MESSAGES.userAgent })
      .check(z.maxLength(AUDIENCE_LIMITS.userAgentMax, AUDIENCE_MESSAGES.userAgent)),
  },
  { error: AUDIENCE_MESSAGES.view },
)
export type PageView = z.input<typeof PageViewSchema>
export type PageViewInput = z.output<typeof PageViewSchema>

/** POST /public/views: one batch, recorded whole or (on a refusal) not at all. */
export const ViewBatchSchema = z.object(
  {
    views: z
      .array(PageViewSchema, { error: AUDIENCE_MESSAGES.batch })
      .check(
        z.minLength(1, AUDIENCE_MESSAGES.batch),
        z.maxLength(AUDIENCE_LIMITS.batchMax, AUDIENCE_MESSAGES.batch),
      ),
  },
  { error: AUDIENCE_MESSAGES.batch },
)
export type ViewBatch = z.input<typeof ViewBatchSchema>

/**
 * The answer to a batch: how many views were recorded, and how many were not (measurement off, or
 * a view's time outside today and yesterday, whose salts may be gone).
 */
export const ViewBatchResultSchema = z.object({ recorded: z.int(), skipped: z.int() })
export type ViewBatchResult = z.infer<typeof ViewBatchResultSchema>

/** A date written YYYY-MM-DD that exists in the calendar. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

const calendarDate = z
  .string({ error: AUDIENCE_MESSAGES.date })
  .check(z.refine(isCalendarDate, AUDIENCE_MESSAGES.date))

/** The days from `from` to `to`, both included (dates as YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/**
 * GET {prefix}/audience: a period of the studio's days (both ends included; absent: the 30 days up to
 * today) and one site language or both.
 */
export const AudienceQuerySchema = z
  .object({
    from: z.optional(calendarDate),
    to: z.optional(calendarDate),
    language: z.optional(z.enum(SITE_LANGUAGES, { error: AUDIENCE_MESSAGES.reportLanguage })),
  })
  .check(
    z.refine(({ from, to }) => {
      if (from === undefined || to === undefined) return true
      const days = daysBetween(from, to)
      return days >= 1 && days <= AUDIENCE_LIMITS.rangeDaysMax
    }, AUDIENCE_MESSAGES.range),
  )
export type AudienceQuery = z.infer<typeof AudienceQuerySchema>

/** The query string of a report call; what is absent is left out. */
export function audienceQueryString(params: Partial<AudienceQuery>): string {
  const search = new URLSearchParams()
  if (params.from) search.set('from', params.from)
  if (params.to) search.set('to', params.to)
  if (params.language) search.set('language', params.language)
  return queryString(search)
}

const count = z.int()

/**
 * The Audience report, from daily totals only. A visitor is one per studio day (the same person on
 * two days counts twice). `sources` and `campaigns` count visitors by their first page of the day,
 * and the enquiries attributed to them; an enquiry whose visit is unknown counts in the totals only.
 * Lists are sorted, biggest first, and hold at most AUDIENCE_LIMITS.listMax entries.
 */
export const AudienceReportSchema = z.object({
  totals: z.object({ visitors: count, views: count, enquiries: count }),
  /** Every day of the period, oldest first, zeros included. */
  days: z.array(z.object({ date: z.string(), visitors: count, views: count, enquiries: count })),
  pages: z.array(z.object({ path: z.string(), views: count, visitors: count })),
  sources: z.array(z.object({ source: z.string(), visitors: count, enquiries: count })),
  campaigns: z.array(z.object({ campaign: z.string(), visitors: count, enquiries: count })),
  countries: z.array(z.object({ country: z.string(), visitors: count, views: count })),
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), visitors: count, views: count })),
  languages: z.array(z.object({ language: z.enum(SITE_LANGUAGES), visitors: count, views: count })),
  not_found: z.array(z.object({ path: z.string(), views: count })),
})
export type AudienceReport = z.infer<typeof AudienceReportSchema>
