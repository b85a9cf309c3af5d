import { lt, sql } from 'drizzle-orm'
import { audienceSalts, audienceVisitorPages, audienceVisitors } from '../db/schema'
import type { AppDeps } from '../deps'
import { readSettings } from '../settings/store'
import { addDays, studioDay } from './studio-time'

/** Raw views deleted per statement, and statements per run: a long backlog drains over a few runs. */
const BATCH = 2000
const MAX_BATCHES = 25

/**
 * The scheduled purge (every minute): salts and visitor hashes of any day before yesterday, so none
 * outlives its second day, and raw views older than the setting's number of days. Daily totals are
 * kept for good. Runs whether measurement is on or off: turning it off stops recording, and what was
 * recorded still ages out. Answers how many rows it deleted.
 */
export async function purgeAudience({ db, config }: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  const settings = await readSettings(db, 'audience')
  const today = studioDay(config.now(), settings.time_zone)
  const yesterday = addDays(today, -1)
  const [salts, visitors, pages] = await db.batch([
    db.delete(audienceSalts).where(lt(audienceSalts.day, yesterday)).returning({ day: audienceSalts.day }),
    db.delete(audienceVisitors).where(lt(audienceVisitors.day, yesterday)),
    db.delete(audienceVisitorPages).where(lt(audienceVisitorPages.day, yesterday)),
  ])
  let deleted = salts.length + visitors.rowsAffected + pages.rowsAffected

  // The views of the last `raw_view_days` days (today included) stay.
  const keepFrom = addDays(today, 1 - settings.raw_view_days)
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await db.run(sql`DELETE FROM audience_views WHERE id IN
      (SELECT id FROM audience_views WHERE day < ${keepFrom} LIMIT ${BATCH})`)
    deleted += result.rowsAffected
    if (result.rowsAffected < BATCH) break
  }
  return deleted
}
