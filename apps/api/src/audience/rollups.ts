import { type SQL, sql } from 'drizzle-orm'

/**
 * The daily totals (table audience_daily) and the statements that add to them. Every view and
 * enquiry is added in the same batch (one transaction) as the row it counts, so the totals always
 * match what was recorded.
 */

/** The whole site, and each site language (the Audience screen's language filter). */
export const ALL_SCOPE = 'all'

export const DIMENSIONS = ['total', 'page', 'source', 'campaign', 'country', 'device', 'not_found'] as const
export type Dimension = (typeof DIMENSIONS)[number]

/**
 * Adds the newest `count` views (those the same batch just inserted: the batch is one write
 * transaction, so no other writer's rows can be among them) to the daily totals, in both of their
 * scopes, grouped so that a batch costs one upsert per total it touches. A visitor counts in a
 * scope's total, country, device, source and campaign with their first page of the day in that
 * scope (by the source and campaign of their visit); in a page's visitors with their first view of
 * that page. Not-found answers count apart.
 */
export function addNewestViews(count: number): SQL {
  return sql`WITH batch AS (SELECT * FROM audience_views ORDER BY id DESC LIMIT ${count}),
  scoped AS (
    SELECT ${ALL_SCOPE} AS scope, day, path, source, campaign, country, device, not_found,
      entry AS new_visitor, page_entry FROM batch
    UNION ALL
    SELECT language, day, path, source, campaign, country, device, not_found,
      language_entry, page_entry FROM batch
  ),
  facts (scope, dimension, day, value, views, visitors) AS (
    SELECT scope, 'total', day, '', 1, new_visitor FROM scoped WHERE NOT not_found
    UNION ALL SELECT scope, 'page', day, path, 1, page_entry FROM scoped WHERE NOT not_found
    UNION ALL SELECT scope, 'country', day, country, 1, new_visitor FROM scoped WHERE NOT not_found
    UNION ALL SELECT scope, 'device', day, device, 1, new_visitor FROM scoped WHERE NOT not_found
    UNION ALL SELECT scope, 'source', day, source, 0, 1 FROM scoped WHERE new_visitor
    UNION ALL SELECT scope, 'campaign', day, campaign, 0, 1 FROM scoped
      WHERE new_visitor AND campaign IS NOT NULL
    UNION ALL SELECT scope, 'not_found', day, path, 1, 0 FROM scoped WHERE not_found
  )
  INSERT INTO audience_daily (scope, dimension, day, value, views, visitors)
  SELECT scope, dimension, day, value, sum(views), sum(visitors) FROM facts WHERE true
  GROUP BY scope, dimension, day, value
  ON CONFLICT (scope, dimension, day, value)
  DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`
}

/** What an enquiry adds: one to its day's total, and to its source and campaign when known. */
export interface EnquiryCount {
  day: string
  language: string
  source: string | null
  campaign: string | null
}

/** Counts one enquiry in the whole site's totals and in its language's. */
export function addEnquiry({ day, language, source, campaign }: EnquiryCount): SQL {
  const rows: SQL[] = []
  for (const scope of [ALL_SCOPE, language]) {
    rows.push(sql`(${scope}, 'total', ${day}, '', 1)`)
    if (source !== null) rows.push(sql`(${scope}, 'source', ${day}, ${source}, 1)`)
    if (campaign !== null) rows.push(sql`(${scope}, 'campaign', ${day}, ${campaign}, 1)`)
  }
  return sql`INSERT INTO audience_daily (scope, dimension, day, value, enquiries)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (scope, dimension, day, value) DO UPDATE SET enquiries = enquiries + excluded.enquiries`
}
