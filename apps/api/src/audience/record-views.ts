import { type PageViewInput, UNKNOWN_COUNTRY } from '@studio/contracts/audience'
import { type SQL, sql } from 'drizzle-orm'
import type { AppDeps } from '../deps'
import { readSettings } from '../settings/store'
import { addressVisitorHash, cappedVisitors } from './address-cap'
import { deviceClass } from './device'
import { ALL_SCOPE, addNewestViews } from './rollups'
import { saltKeyOf } from './salts'
import { campaignValue, referrerHost, sourceOf } from './source'
import { addDays, studioDay } from './studio-time'
import { visitorHash } from './visitor'

/**
 * Records one batch of page views from the site's Worker: the raw views, today's visitors and the
 * daily totals, in one batch of four statements however many views it holds (the views travel as
 * one JSON parameter), so a busy day is not a write per view. Whether a view is its visitor's first
 * page of the day (overall, in its language) or their first view of that page is settled inside
 * that one transaction, against the visitors recorded before it, so concurrent batches never count
 * a visitor twice. Before that, each address is held to its allowance of visitors a day
 * (address-cap.ts): a view beyond it counts as the address's own visitor.
 */

export interface RecordOutcome {
  recorded: number
  skipped: number
}

/** How far ahead of the API's clock a view's time may be (the two clocks are not one). */
const FUTURE_LEEWAY_MS = 5 * 60 * 1000

/**
 * One view as the batch's statements read it. The `first_*` flags say whether it is the first of
 * its visitor (overall, in its language) or of its visitor and page within this batch; the database
 * adds whether an earlier batch came first. `batch_source` and `batch_campaign` are those of the
 * visitor's first page in this batch: their visit's, unless an earlier batch began it.
 */
interface BatchRow {
  day: string
  minute: string
  path: string
  language: string
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  country: string
  device: string
  not_found: 0 | 1
  visitor: string
  first_all: 0 | 1
  first_language: 0 | 1
  first_page: 0 | 1
  batch_source: string
  batch_campaign: string | null
}

type ViewFacts = Omit<
  BatchRow,
  'first_all' | 'first_language' | 'first_page' | 'batch_source' | 'batch_campaign'
> & {
  source: string
}

async function factsOf(
  db: AppDeps['db'],
  view: PageViewInput,
  at: Date,
  day: string,
  today: string,
): Promise<ViewFacts & { addressVisitor: string }> {
  const utmSource = campaignValue(view.utm_source)
  const referrer = referrerHost(view.referrer, view.host)
  const key = await saltKeyOf(db, day, today)
  const visitor = { host: view.host, address: view.address, userAgent: view.user_agent }
  return {
    day,
    minute: new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString(),
    path: view.path,
    language: view.language,
    referrer_host: referrer,
    utm_source: utmSource,
    utm_medium: campaignValue(view.utm_medium),
    utm_campaign: campaignValue(view.utm_campaign),
    source: sourceOf(utmSource, referrer),
    country: (view.country ?? UNKNOWN_COUNTRY).toUpperCase(),
    device: deviceClass(view.user_agent),
    not_found: view.not_found ? 1 : 0,
    visitor: await visitorHash(key, visitor),
    // The visitor the view counts as once its address has used up its own (address-cap.ts).
    addressVisitor: await addressVisitorHash(key, visitor),
  }
}

/** Marks each view's firsts within the batch (views in time order). */
function batchRowsOf(views: ViewFacts[]): BatchRow[] {
  const seen = new Set<string>()
  const firstTime = (key: string): 0 | 1 => {
    if (seen.has(key)) return 0
    seen.add(key)
    return 1
  }
  const visits = new Map<string, ViewFacts>()
  return views.map(({ source, ...view }) => {
    if (view.not_found)
      return {
        ...view,
        first_all: 0,
        first_language: 0,
        first_page: 0,
        batch_source: source,
        batch_campaign: null,
      }
    const { day, visitor, language, path } = view
    const visit = visits.get(`${day}|${visitor}`) ?? { ...view, source }
    visits.set(`${day}|${visitor}`, visit)
    return {
      ...view,
      first_all: firstTime(`${day}|${ALL_SCOPE}|${visitor}`),
      first_language: firstTime(`${day}|${language}|${visitor}`),
      first_page: firstTime(`${day}|${visitor}|${path}`),
      batch_source: visit.source,
      batch_campaign: visit.utm_campaign,
    }
  })
}

/** The batch's rows, in order, from the JSON parameter. */
function batchTable(json: string): SQL {
  return sql`(SELECT key AS seq, value ->> 'day' AS day, value ->> 'minute' AS minute, value ->> 'path' AS path,
    value ->> 'language' AS language, value ->> 'referrer_host' AS referrer_host,
    value ->> 'utm_source' AS utm_source, value ->> 'utm_medium' AS utm_medium,
    value ->> 'utm_campaign' AS utm_campaign, value ->> 'country' AS country, value ->> 'device' AS device,
    value ->> 'not_found' AS not_found, value ->> 'visitor' AS visitor, value ->> 'first_all' AS first_all,
    value ->> 'first_language' AS first_language, value ->> 'first_page' AS first_page,
    value ->> 'batch_source' AS batch_source, value ->> 'batch_campaign' AS batch_campaign
    FROM json_each(${json}))`
}

/** The visitor's row of the day in the whole site's scope, if an earlier batch made one. */
const visitJoin = sql`LEFT JOIN audience_visitors AS visit
  ON visit.day = b.day AND visit.scope = ${ALL_SCOPE} AND visit.visitor = b.visitor`

export async function recordViews(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  views: readonly PageViewInput[],
): Promise<RecordOutcome> {
  const settings = await readSettings(db, 'audience')
  if (!settings.enabled) return { recorded: 0, skipped: views.length }
  const now = config.now()
  const today = studioDay(now, settings.time_zone)
  const yesterday = addDays(today, -1)

  const kept = views
    .map((view) => {
      const at = new Date(view.at)
      return { view, at, day: studioDay(at, settings.time_zone) }
    })
    // A view older than yesterday would need a salt that may be gone; one far ahead is not to be believed.
    .filter(({ at, day }) => day >= yesterday && at.getTime() <= now.getTime() + FUTURE_LEEWAY_MS)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
  const skipped = views.length - kept.length
  if (kept.length === 0) return { recorded: 0, skipped }
  const uncapped = await Promise.all(kept.map(({ view, at, day }) => factsOf(db, view, at, day, today)))
  const visitors = await cappedVisitors(
    db,
    uncapped.map((view) => ({
      day: view.day,
      visitor: view.visitor,
      addressVisitor: view.addressVisitor,
      path: view.path,
      source: view.source,
      notFound: view.not_found === 1,
    })),
  )
  const facts: ViewFacts[] = uncapped.map(({ addressVisitor, ...view }, index) => ({
    ...view,
    visitor: visitors[index] ?? addressVisitor,
  }))
  const json = JSON.stringify(batchRowsOf(facts))

  await db.batch([
    // First the views, whose flags compare with the visitors recorded before this batch.
    db.run(sql`INSERT INTO audience_views (day, minute, path, language, referrer_host, utm_source, utm_medium,
      utm_campaign, source, campaign, country, device, not_found, entry, language_entry, page_entry)
      SELECT b.day, b.minute, b.path, b.language, b.referrer_host, b.utm_source, b.utm_medium, b.utm_campaign,
        coalesce(visit.source, b.batch_source),
        CASE WHEN visit.visitor IS NULL THEN b.batch_campaign ELSE visit.campaign END,
        b.country, b.device, b.not_found,
        b.first_all AND visit.visitor IS NULL,
        b.first_language AND seen.visitor IS NULL,
        b.first_page AND page.visitor IS NULL
      FROM ${batchTable(json)} AS b
      ${visitJoin}
      LEFT JOIN audience_visitors AS seen ON seen.day = b.day AND seen.scope = b.language AND seen.visitor = b.visitor
      LEFT JOIN audience_visitor_pages AS page ON page.day = b.day AND page.visitor = b.visitor AND page.path = b.path
      ORDER BY b.seq`),
    // A visitor's rows keep their visit's source, campaign and first page (the first insert wins).
    db.run(sql`INSERT INTO audience_visitors (day, scope, visitor, landing_path, source, campaign)
      SELECT b.day, CASE WHEN scope.whole THEN ${ALL_SCOPE} ELSE b.language END, b.visitor, b.path,
        coalesce(visit.source, b.batch_source),
        CASE WHEN visit.visitor IS NULL THEN b.batch_campaign ELSE visit.campaign END
      FROM ${batchTable(json)} AS b
      JOIN (SELECT 1 AS whole UNION ALL SELECT 0) AS scope
      ${visitJoin}
      WHERE CASE WHEN scope.whole THEN b.first_all ELSE b.first_language END
      ON CONFLICT DO NOTHING`),
    db.run(sql`INSERT INTO audience_visitor_pages (day, visitor, path)
      SELECT b.day, b.visitor, b.path FROM ${batchTable(json)} AS b WHERE b.first_page
      ON CONFLICT DO NOTHING`),
    db.run(addNewestViews(kept.length)),
  ])
  return { recorded: kept.length, skipped }
}
