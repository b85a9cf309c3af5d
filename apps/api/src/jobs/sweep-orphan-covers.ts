import { isNotNull } from 'drizzle-orm'
import { projects, workItems } from '../db/schema'
import type { AppDeps } from '../deps'
import { referencedCoverOwner, uploadedCoverOwner } from '../routes/admin/uploaded-cover'

/**
 * How long an uploaded cover may wait for a save that references it: the admin uploads on choosing
 * the file, and may take a while to finish the form.
 */
export const ORPHAN_COVER_GRACE_MS = 24 * 60 * 60 * 1000

/**
 * Deletes uploaded covers (`covers/<uuid>.<ext>`, `covers/<uuid>.<W>x<H>.webp` and its `.w480.webp`
 * sibling; never seed art) older than the grace period that no project or work item references:
 * uploads whose form was abandoned. A sibling goes with its main file (it is kept exactly while the
 * main file's URL is referenced, and swept once that is not, even if the main file is already gone). References are read after the
 * listing, so a save that lands before the read keeps its cover. Answers how many were deleted; a
 * cover that fails to delete is logged and tried again on the next run.
 */
export async function sweepOrphanCovers(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  now: Date,
): Promise<number> {
  const base = deps.config.publicMediaBaseUrl.replace(/\/+$/, '')
  const cutoff = now.getTime() - ORPHAN_COVER_GRACE_MS
  const candidates = (await deps.media.list('covers/')).flatMap((listing) => {
    const owner = uploadedCoverOwner(listing.key)
    return owner && listing.uploaded.getTime() <= cutoff ? [{ key: listing.key, owner }] : []
  })
  if (candidates.length === 0) return 0

  const [projectCovers, workCovers] = await Promise.all([
    deps.db.select({ url: projects.coverUrl }).from(projects).where(isNotNull(projects.coverUrl)),
    deps.db.select({ url: workItems.coverUrl }).from(workItems).where(isNotNull(workItems.coverUrl)),
  ])
  const referenced = new Set(
    [...projectCovers, ...workCovers].map((row) => referencedCoverOwner(row.url, base)).filter(Boolean),
  )
  let deleted = 0
  for (const { key, owner } of candidates) {
    if (referenced.has(owner)) continue
    try {
      await deps.media.delete(key)
      deleted++
    } catch (error) {
      console.error(`Could not delete orphaned cover ${key}`, error)
    }
  }
  return deleted
}
