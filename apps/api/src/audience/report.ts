import { SITE_LANGUAGES, type SiteLanguage } from '@studio/contracts'
import { AUDIENCE_LIMITS, type AudienceReport, type DeviceClass } from '@studio/contracts/audience'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { ALL_SCOPE, type Dimension } from './rollups'
import { addDays } from './studio-time'

/**
 * The Audience report of a period, read from the daily totals alone (never the raw views), so its
 * cost follows the days and distinct pages and sources of the period, not the traffic: one batch
 * of small range scans of audience_daily's primary key (scope, dimension, day, value).
 */

export interface ReportPeriod {
  /** First and last studio day, both included (YYYY-MM-DD). */
  from: string
  to: string
  /** One site language, or both. */
  language?: SiteLanguage | undefined
}

interface Summed {
  value: string
  views: number
  visitors: number
  enquiries: number
}

/** Each list's order: biggest first, then by name, so equal entries keep one order. */
const ORDER: Record<Exclude<Dimension, 'total'>, SQL> = {
  page: sql`views DESC, visitors DESC, value`,
  source: sql`visitors DESC, enquiries DESC, value`,
  campaign: sql`visitors DESC, enquiries DESC, value`,
  country: sql`visitors DESC, views DESC, value`,
  device: sql`visitors DESC, views DESC, value`,
  not_found: sql`views DESC, value`,
}

export async function audienceReport(
  db: Database,
  { from, to, language }: ReportPeriod,
): Promise<AudienceReport> {
  const scope = language ?? ALL_SCOPE
  const inPeriod = sql`day BETWEEN ${from} AND ${to}`
  const top = (dimension: Exclude<Dimension, 'total'>) =>
    db.all<Summed>(sql`SELECT value, sum(views) AS views, sum(visitors) AS visitors, sum(enquiries) AS enquiries
      FROM audience_daily WHERE scope = ${scope} AND dimension = ${dimension} AND ${inPeriod}
      GROUP BY value ORDER BY ${ORDER[dimension]} LIMIT ${AUDIENCE_LIMITS.listMax}`)
  const languages = language ? [language] : [...SITE_LANGUAGES]
  const [days, pages, sources, campaigns, countries, devices, notFound, byLanguage] = await db.batch([
    db.all<Summed & { day: string }>(sql`SELECT day, value, views, visitors, enquiries FROM audience_daily
      WHERE scope = ${scope} AND dimension = 'total' AND ${inPeriod}`),
    top('page'),
    top('source'),
    top('campaign'),
    top('country'),
    top('device'),
    top('not_found'),
    db.all<Summed>(sql`SELECT scope AS value, sum(views) AS views, sum(visitors) AS visitors, 0 AS enquiries
      FROM audience_daily WHERE scope IN (${sql.join(
        languages.map((name) => sql`${name}`),
        sql`, `,
      )}) AND dimension = 'total' AND ${inPeriod} GROUP BY scope`),
  ])

  const byDay = new Map(days.map((row) => [row.day, row]))
  const everyDay: AudienceReport['days'] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day)
    everyDay.push({
      date: day,
      visitors: Number(row?.visitors ?? 0),
      views: Number(row?.views ?? 0),
      enquiries: Number(row?.enquiries ?? 0),
    })
  }
  const sum = (key: 'visitors' | 'views' | 'enquiries') =>
    everyDay.reduce((total, day) => total + day[key], 0)
  // SQLite's sums arrive as numbers, or as bigints from some drivers: the answer has numbers.
  const counted = (rows: Summed[]) =>
    rows.map((row) => ({
      value: row.value,
      views: Number(row.views),
      visitors: Number(row.visitors),
      enquiries: Number(row.enquiries),
    }))

  return {
    totals: { visitors: sum('visitors'), views: sum('views'), enquiries: sum('enquiries') },
    days: everyDay,
    pages: counted(pages).map(({ value, views, visitors }) => ({ path: value, views, visitors })),
    sources: counted(sources).map(({ value, visitors, enquiries }) => ({
      source: value,
      visitors,
      enquiries,
    })),
    campaigns: counted(campaigns).map(({ value, visitors, enquiries }) => ({
      campaign: value,
      visitors,
      enquiries,
    })),
    countries: counted(countries).map(({ value, visitors, views }) => ({ country: value, visitors, views })),
    devices: counted(devices).map(({ value, visitors, views }) => ({
      device: value as DeviceClass,
      visitors,
      views,
    })),
    languages: counted(byLanguage)
      .map(({ value, visitors, views }) => ({ language: value as SiteLanguage, visitors, views }))
      .sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.language.localeCompare(b.language)),
    not_found: counted(notFound).map(({ value, views }) => ({ path: value, views })),
  }
}
