import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { type VisitorFacts, visitorHash } from './visitor'

/**
 * At most VISITORS_PER_ADDRESS visitors from one client address in a studio day. A visitor is a hash
 * of the address and the user agent, so one machine that changes its user agent on every request
 * would otherwise add a visitor a request (30 user agents, 30 visitors). The first
 * VISITORS_PER_ADDRESS - 1 user agents an address shows that day are visitors of their own, as
 * always (a household or an office behind one address); from the next on, every other user agent of
 * that address counts as one more visitor, the address's own: the hash of the address with no user
 * agent. Their views are still counted (pages read are pages read), only the visitors are capped,
 * and a spoofer's views all land on that one visitor. The Worker never reports a view without a user
 * agent, so no real visitor has that hash by chance.
 *
 * Which user agents an address has had is kept the way visitors are: rows of audience_visitors, in
 * a scope of the address's own (`@` and its hash: no address is stored, and the rows go with the
 * day's salt, purged after two days), holding the hashes of the visitors it was allowed. The address
 * is read as the visitor hash reads it (visitor.ts: an IPv6 address by its /64), on the same host.
 */
export const VISITORS_PER_ADDRESS = 5

/** The visitor an address counts as once it has used up its own visitors. */
export function addressVisitorFacts(facts: VisitorFacts): VisitorFacts {
  return { ...facts, userAgent: '' }
}

const addressScope = (addressVisitor: string) => `@${addressVisitor}`

export interface CapCandidate {
  day: string
  /** The view's visitor, by its user agent. */
  visitor: string
  /** The address's own visitor (addressVisitorFacts). */
  addressVisitor: string
  /** What the address's row keeps (the columns are not null): the view's path and source. */
  path: string
  source: string
  /** A not-found answer makes no visitor, so it uses none of the allowance. */
  notFound: boolean
}

/**
 * Admits the views' visitors to their addresses' allowances and answers, for each view in order, the
 * visitor it counts as. The views come in time order, so the first user agents seen are admitted.
 * Admission is one INSERT: SQLite runs it whole against the rows before it (it reads the table it
 * writes, so it evaluates the SELECT first), so concurrent batches, in any process, never admit more
 * than the allowance between them; the read after it sees every admission made so far.
 */
export async function cappedVisitors(db: Database, views: readonly CapCandidate[]): Promise<string[]> {
  const candidates = views
    .filter((view) => view.visitor !== view.addressVisitor && !view.notFound)
    .map(({ day, visitor, addressVisitor, path, source }) => ({
      day,
      visitor,
      scope: addressScope(addressVisitor),
      path,
      source,
    }))
  if (candidates.length === 0) return views.map((view) => view.visitor)
  const json = JSON.stringify(candidates)
  await db.run(sql`INSERT INTO audience_visitors (day, scope, visitor, landing_path, source, campaign)
    SELECT c.day, c.scope, c.visitor, c.path, c.source, NULL FROM (
      SELECT day, scope, visitor, path, source,
        row_number() OVER (PARTITION BY day, scope ORDER BY first) AS rank
      FROM (
        SELECT value ->> 'day' AS day, value ->> 'scope' AS scope, value ->> 'visitor' AS visitor,
          value ->> 'path' AS path, value ->> 'source' AS source, min(key) AS first
        FROM json_each(${json}) GROUP BY day, scope, visitor
      ) AS j
      WHERE NOT EXISTS (SELECT 1 FROM audience_visitors AS v
        WHERE v.day = j.day AND v.scope = j.scope AND v.visitor = j.visitor)
    ) AS c
    WHERE c.rank + (SELECT count(*) FROM audience_visitors AS v WHERE v.day = c.day AND v.scope = c.scope)
      < ${VISITORS_PER_ADDRESS}
    ON CONFLICT DO NOTHING`)
  const admitted = await db.all<{ day: string; scope: string; visitor: string }>(sql`SELECT v.day, v.scope,
      v.visitor FROM audience_visitors AS v
    JOIN (SELECT DISTINCT value ->> 'day' AS day, value ->> 'scope' AS scope FROM json_each(${json})) AS c
      ON v.day = c.day AND v.scope = c.scope`)
  const known = new Set(admitted.map((row) => `${row.day}|${row.scope}|${row.visitor}`))
  return views.map((view) =>
    view.notFound ||
    view.visitor === view.addressVisitor ||
    known.has(`${view.day}|${addressScope(view.addressVisitor)}|${view.visitor}`)
      ? view.visitor
      : view.addressVisitor,
  )
}

/** The address's own visitor hash for a view's facts, with the day's key. */
export function addressVisitorHash(saltKey: CryptoKey, facts: VisitorFacts): Promise<string> {
  return visitorHash(saltKey, addressVisitorFacts(facts))
}
