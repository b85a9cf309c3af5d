import { AUDIENCE_HEADERS, AUDIENCE_LIMITS } from '@studio/contracts/audience'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../db/client'
import { audienceVisitors } from '../db/schema'
import type { AppDeps } from '../deps'
import { readSettings } from '../settings/store'
import { addressVisitorFacts } from './address-cap'
import { fromSiteWorker } from './audience-key'
import { ALL_SCOPE, addEnquiry } from './rollups'
import { existingSaltKeyOf } from './salts'
import { addDays, studioDay } from './studio-time'
import { type VisitorFacts, visitorHash } from './visitor'

/**
 * Attributing an enquiry to the visit that brought it: the visit of the same visitor (the same
 * hash) today, or yesterday across midnight. Only the visit's source, campaign and landing page go
 * onto the enquiry, never the hash.
 */

export interface Attribution {
  source: string
  campaign: string | null
  landingPath: string
}

/**
 * The visitor's visit of today, else of yesterday; null when neither day has one. A visitor whose
 * views counted as their address's own visitor (its allowance used up: address-cap.ts) has no visit
 * of their own: the address's visit is theirs, when they have none of their own on either day.
 */
export async function visitOf(
  db: Database,
  facts: VisitorFacts,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<Attribution | null> {
  const today = studioDay(now, timeZone)
  const days: { day: string; key: CryptoKey }[] = []
  for (const day of [today, addDays(today, -1)]) {
    const key = await existingSaltKeyOf(db, day, today)
    if (key) days.push({ day, key })
  }
  for (const identity of [facts, addressVisitorFacts(facts)]) {
    for (const { day, key } of days) {
      const visit = await visitByHash(db, day, await visitorHash(key, identity))
      if (visit) return visit
    }
  }
  return null
}

async function visitByHash(db: Database, day: string, visitor: string): Promise<Attribution | undefined> {
  const [visit] = await db
    .select({
      source: audienceVisitors.source,
      campaign: audienceVisitors.campaign,
      landingPath: audienceVisitors.landingPath,
    })
    .from(audienceVisitors)
    .where(
      and(
        eq(audienceVisitors.day, day),
        eq(audienceVisitors.scope, ALL_SCOPE),
        eq(audienceVisitors.visitor, visitor),
      ),
    )
  return visit
}

/**
 * The visitor a contact post came from, as the site's Worker names them (its key proves it): the
 * address (else the address the rate limit counted), the user agent and the host they used. Null
 * for a post that does not carry the key or a user agent and host.
 */
async function visitorOfPost(
  c: Context,
  deps: Pick<AppDeps, 'config' | 'clientAddress'>,
): Promise<VisitorFacts | null> {
  if (!(await fromSiteWorker(c, deps.config))) return null
  const userAgent = c.req.header(AUDIENCE_HEADERS.visitorUserAgent)
  const host = c.req.header(AUDIENCE_HEADERS.visitorHost)
  if (userAgent === undefined || !host || host.length > AUDIENCE_LIMITS.hostMax) return null
  const address = c.req.header(AUDIENCE_HEADERS.visitorAddress) || deps.clientAddress(c)
  if (address.length > AUDIENCE_LIMITS.addressMax) return null
  return { host, address, userAgent: userAgent.slice(0, AUDIENCE_LIMITS.userAgentMax) }
}

export interface EnquiryAudience {
  attribution: Attribution | null
  /** The statement that counts the enquiry in the daily totals; null when measurement is off. */
  count: ReturnType<typeof addEnquiry> | null
}

/**
 * What measurement knows of a new enquiry: its visit, and the statement that counts it (to be run
 * in the same batch as the message's insert). With measurement off: nothing at all.
 */
export async function enquiryAudience(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'config' | 'clientAddress'>,
  { language, at }: { language: string; at: Date },
): Promise<EnquiryAudience> {
  const settings = await readSettings(deps.db, 'audience')
  if (!settings.enabled) return { attribution: null, count: null }
  const facts = await visitorOfPost(c, deps)
  const attribution = facts ? await visitOf(deps.db, facts, { now: at, timeZone: settings.time_zone }) : null
  const count = addEnquiry({
    day: studioDay(at, settings.time_zone),
    language,
    source: attribution?.source ?? null,
    campaign: attribution?.campaign ?? null,
  })
  return { attribution, count }
}
