import { eq } from 'drizzle-orm'
import { projects, workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'

/** Keys made by POST {prefix}/upload; nothing else (seed art, foreign URLs) is ever deleted. */
const UPLOADED_COVER_KEY =
  /^covers\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/

/** The media key of a cover this API uploaded, or null for any other URL. */
export function uploadedCoverKey(url: string | null | undefined, publicMediaBaseUrl: string): string | null {
  if (!url) return null
  const prefix = `${publicMediaBaseUrl.replace(/\/+$/, '')}/`
  if (!url.startsWith(prefix)) return null
  const key = url.slice(prefix.length)
  return UPLOADED_COVER_KEY.test(key) ? key : null
}

/**
 * Called after an item's cover was replaced or the item deleted: removes the old uploaded object
 * unless another project or work item still shows it. The database change has already succeeded,
 * so a storage failure is logged rather than turned into an error for the admin.
 */
export async function removeCoverIfUnused(deps: AppDeps, previousUrl: string | null | undefined) {
  const key = uploadedCoverKey(previousUrl, deps.config.publicMediaBaseUrl)
  if (!key || !previousUrl) return
  const [projectUse] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.coverUrl, previousUrl))
    .limit(1)
  const [workUse] = await deps.db
    .select({ id: workItems.id })
    .from(workItems)
    .where(eq(workItems.coverUrl, previousUrl))
    .limit(1)
  if (projectUse || workUse) return
  try {
    await deps.media.delete(key)
  } catch (error) {
    console.error(`Could not delete replaced cover ${key}`, error)
  }
}
