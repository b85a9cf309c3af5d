import { UPLOAD_MAX_BYTES } from '@studio/contracts'
import { isNotNull, or } from 'drizzle-orm'
import { projects, workItems } from '../db/schema'
import { logError } from '../lib/log'
import { type CoverRecord, findCoverRecords, saveCoverRecord } from './cover-records'
import { shownOriginalKey } from './item-covers'
import { type CoverDeps, makeCoverVariants } from './make-cover-variants'
import { readMediaBytes } from './stored-cover'

/** A cover whose variants failed is tried again once its last attempt is this old. */
export const COVER_RETRY_AFTER_MS = 24 * 60 * 60 * 1000

/** Covers per run of the Worker's Cron Trigger (every minute): each is about a dozen binding calls. */
export const COVERS_PER_SCHEDULED_RUN = 3

export interface BackfillOptions {
  /** At most this many covers in this run; every one that needs it when absent. */
  limit?: number
  /** Retry failed covers now, however recent their failure (the command does). */
  retryFailedNow?: boolean
  /** Stops between two covers (the Node entry's shutdown). */
  signal?: AbortSignal
}

/**
 * The databases a backfill is running on in this process or isolate: a second call (the minute's
 * job while the start's backfill is still going) returns at once rather than describe the same
 * covers twice.
 */
const running = new WeakSet<object>()

export interface BackfillResult {
  /** Covers given a record in this run. */
  covers: number
  /** Of those, the ones whose variants could not be made (their original is shown as it is). */
  failed: number
}

/**
 * Gives every cover of our media store that a project or work item shows (hidden ones and the demo
 * covers included) its record and variants, when it has no record yet, or its last attempt failed a
 * day ago or more. Idempotent: a second run finds nothing to do. Covers are taken one at a time,
 * those never described first. An original not (yet) in the media store is looked for again on the
 * next run without counting against the limit (a deploy may upload the demo covers after seeding
 * the rows); one that cannot be read gets a record that says so (and no size), so it is retried
 * only a day later.
 */
export async function backfillCoverVariants(
  deps: CoverDeps,
  options: BackfillOptions = {},
): Promise<BackfillResult> {
  const result: BackfillResult = { covers: 0, failed: 0 }
  if (running.has(deps.db)) return result
  running.add(deps.db)
  try {
    const due = await coversDue(deps, options.retryFailedNow ?? false)
    const limit = options.limit ?? due.length
    for (const key of due) {
      if (result.covers >= limit || options.signal?.aborted) break
      const record = await describeStoredOriginal(deps, key)
      if (!record) continue
      result.covers += 1
      if (record.variantError !== null) result.failed += 1
    }
    return result
  } finally {
    running.delete(deps.db)
  }
}

/** The keys to describe now, never-described first, then failures oldest first. */
async function coversDue(deps: CoverDeps, retryFailedNow: boolean): Promise<string[]> {
  const coverOf = (table: typeof projects | typeof workItems) =>
    deps.db
      .select({ coverKey: table.coverKey, coverUrl: table.coverUrl })
      .from(table)
      .where(or(isNotNull(table.coverKey), isNotNull(table.coverUrl)))
  const [projectCovers, workCovers] = await Promise.all([coverOf(projects), coverOf(workItems)])
  const keys = new Set<string>()
  for (const row of [...projectCovers, ...workCovers]) {
    const key = shownOriginalKey(row, deps.config.publicMediaBaseUrl)
    if (key) keys.add(key)
  }
  const records = await findCoverRecords(deps.db, keys)
  const retryBefore = new Date(deps.config.now().getTime() - COVER_RETRY_AFTER_MS).toISOString()
  const isDueRetry = (record: CoverRecord) =>
    record.variantError !== null && (retryFailedNow || record.updatedAt <= retryBefore)
  const fresh = [...keys].filter((key) => !records.has(key)).sort()
  const retries = [...records.values()]
    .filter(isDueRetry)
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.key.localeCompare(b.key))
    .map((record) => record.key)
  return [...fresh, ...retries]
}

async function describeStoredOriginal(deps: CoverDeps, key: string): Promise<CoverRecord | null> {
  const now = deps.config.now().toISOString()
  const unreadable = (variantError: string) =>
    saveCoverRecord(deps.db, {
      key,
      width: 0,
      height: 0,
      contentType: 'application/octet-stream',
      placeholder: null,
      dominantColor: null,
      variantWidths: [],
      avifWidths: [],
      variantError,
      createdAt: now,
      updatedAt: now,
    })
  let bytes: Uint8Array | null
  try {
    const object = await deps.media.get(key)
    if (!object) return null
    bytes = await readMediaBytes(object, UPLOAD_MAX_BYTES)
  } catch (error) {
    logError('cover.read_failed', { key, cause: error })
    return unreadable('The original could not be read from the media store.')
  }
  if (!bytes) return unreadable('The original is larger than an upload may be.')
  return makeCoverVariants(deps, key, bytes)
}
