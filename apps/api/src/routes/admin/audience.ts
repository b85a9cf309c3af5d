import {
  AUDIENCE_LIMITS,
  AUDIENCE_MESSAGES,
  AudienceQuerySchema,
  daysBetween,
} from '@studio/contracts/audience'
import { Hono } from 'hono'
import { audienceReport } from '../../audience/report'
import { addDays, studioDay } from '../../audience/studio-time'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { queryParams } from '../../lib/validate'
import { readSettings } from '../../settings/store'

/** The period a report covers when the query leaves it out: the 30 days up to today. */
const DEFAULT_DAYS = 30

/**
 * GET {prefix}/audience?from=YYYY-MM-DD&to=YYYY-MM-DD[&language=en|ar]: the Audience report of a
 * period of the studio's days, from the daily totals (audience/report.ts).
 */
export function audienceRoutes({ db, config }: AppDeps) {
  const app = new Hono<AdminEnv>()

  app.get('/', queryParams(AudienceQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const { time_zone: timeZone } = await readSettings(db, 'audience')
    const to =
      query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : studioDay(config.now(), timeZone))
    const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS)
    const days = daysBetween(from, to)
    if (days < 1 || days > AUDIENCE_LIMITS.rangeDaysMax)
      return c.json({ error: AUDIENCE_MESSAGES.range }, 400)
    return c.json(await audienceReport(db, { from, to, language: query.language }))
  })

  return app
}
