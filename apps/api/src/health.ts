import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import journal from '../drizzle/meta/_journal.json'
import type { AppDeps } from './deps'
import { logError, routeOf } from './lib/log'

/**
 * `GET /health` for uptime monitors and the site's Worker: whether the database answers, and the
 * newest migration applied to it (drizzle's `__drizzle_migrations` records each one by its journal
 * time) beside whether that is the newest this code has. Cheap (two tiny reads), never cached, and
 * nothing in it a secret or a count.
 */

/** How long the database has to answer before the API calls it unreachable. */
export const HEALTH_DATABASE_TIME_LIMIT_MS = 2000

/** The journal's migrations by the time drizzle records them under. */
const MIGRATION_TAGS = new Map(journal.entries.map((entry) => [entry.when, entry.tag]))
const LATEST_TAG = journal.entries.at(-1)?.tag ?? null

export type Health =
  | { ok: true; database: 'reachable'; migration: string | null; migration_current: boolean }
  | { ok: false; database: 'unreachable' }

/** `work`, or a rejection once `ms` have passed without its answer. */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms.`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** The newest migration the database has applied (its tag), or null when it records none this code knows. */
async function appliedMigration(db: AppDeps['db']): Promise<string | null> {
  // A database never migrated has no table: that is a level (none), not an outage.
  const rows = await db
    .all<{ created_at: number | string }>(
      sql`select created_at from __drizzle_migrations order by created_at desc limit 1`,
    )
    .catch(() => [])
  const newest = rows[0]?.created_at
  return newest === undefined ? null : (MIGRATION_TAGS.get(Number(newest)) ?? null)
}

export async function readHealth(db: AppDeps['db']): Promise<Health> {
  await db.run(sql`select 1`)
  const migration = await appliedMigration(db)
  return { ok: true, database: 'reachable', migration, migration_current: migration === LATEST_TAG }
}

/** The route's handler: 200 with the health, 503 when the database does not answer in time. */
export function healthHandler(deps: Pick<AppDeps, 'db'>, timeLimitMs = HEALTH_DATABASE_TIME_LIMIT_MS) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store')
    try {
      return c.json(await withinTime(readHealth(deps.db), timeLimitMs), 200)
    } catch (error) {
      logError('health.database_unreachable', { route: routeOf(c), cause: error })
      const down: Health = { ok: false, database: 'unreachable' }
      return c.json(down, 503)
    }
  }
}
