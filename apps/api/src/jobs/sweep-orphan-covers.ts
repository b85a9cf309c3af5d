import { isNotNull } from 'drizzle-orm'
import { projects, workItems } from '../db/schema'
import type { AppDeps } from '../deps'
import { logError } from '../lib/log'
import { deleteCoverRecord } from '../media/cover-records'
import { referencedCoverStem, uploadedCoverStem } from '../routes/admin/uploaded-cover'

/**
 * How long an uploaded cover may wait for a save that references it: the admin uploads on choosing
 * the file, and may take a while to finish the form.
 */
export const ORPHAN_COVER_GRACE_MS = 24 * 60 * 60 * 1000

/**
 * Deletes uploaded covers (the originals under `covers/`, their variants and their records; never
 * seed art) older than the grace period whose upload no project or work item shows: uploads whose
 * form was abandoned. A variant goes with its original (it is kept exactly while the original, or
 * the variant itself, is referenced, and swept once neither is, even if the original is already
 * gone). References are read after the listing, so a save that lands before the read keeps its
 * cover. Answers how many objects were deleted; one that fails to delete is logged and tried again
 * on the next run.
 */
export async function sweepOrphanCovers(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  now: Date,
): Promise<number> {
  const base = deps.config.publicMediaBaseUrl
  const cutoff = now.getTime() - ORPHAN_COVER_GRACE_MS
  const candidates = (await deps.media.list('covers/')).flatMap((listing) => {
    const stem = uploadedCoverStem(listing.key)
    return stem && listing.uploaded.getTime() <= cutoff ? [{ key: listing.key, stem }] : []
  })
  if (candidates.length === 0) return 0

  const [projectCovers, workCovers] = await Promise.all([
    deps.db.select({ url: projects.coverUrl }).from(projects).where(isNotNull(projects.coverUrl)),
    deps.db.select({ url: workItems.coverUrl }).from(workItems).where(isNotNull(workItems.coverUrl)),
  ])
  const referenced = new Set(
    [...projectCovers, ...workCovers].map((row) => referencedCoverStem(row.url, base)).filter(Boolean),
  )
  let deleted = 0
  for (const { key, stem } of candidates) {
    if (referenced.has(stem)) continue
    try {
      await deps.media.delete(key)
      // An original's record goes with it; a variant's key has no record of its own.
      await deleteCoverRecord(deps.db, key)
      deleted++
    } catch (error) {
      logError('cover.orphan_delete_failed', { key, cause: error })
    }
  }
  return deleted
}
