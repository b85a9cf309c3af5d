import { mainCoverNameOfSmall, parseSizedCoverName, smallCoverName } from '@studio/contracts/cover-sources'
import { inArray } from 'drizzle-orm'
import { projects, workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'

/**
 * Main keys made by POST {prefix}/upload (`covers/<uuid>.<ext>`, or the sized `covers/<uuid>.<W>x<H>.webp`
 * whose 480 px sibling is `covers/<uuid>.<W>x<H>.w480.webp`); nothing else (seed art, foreign URLs)
 * is ever deleted.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const SINGLE_COVER_KEY = new RegExp(`^covers/${UUID}\\.(?:jpg|png|webp|gif|avif)$`)
const SIZED_COVER_KEY = new RegExp(`^covers/${UUID}\\.[0-9]+x[0-9]+\\.webp$`)

const isUploadedMainKey = (key: string) =>
  SINGLE_COVER_KEY.test(key) ||
  (SIZED_COVER_KEY.test(key) && parseSizedCoverName(key.slice('covers/'.length)) !== null)

/** Every object an uploaded cover consists of: the main key, then its 480 px sibling when it has one. */
export function uploadedCoverObjects(mainKey: string): string[] {
  const small = smallCoverName(mainKey.slice('covers/'.length))
  return small ? [mainKey, `covers/${small}`] : [mainKey]
}

/**
 * The uploaded main key a stored object belongs to: itself for a main key, the main key for a
 * sibling (`covers/<uuid>.<W>x<H>.w480.webp`), null for anything the API did not upload.
 */
export function uploadedCoverOwner(key: string): string | null {
  if (isUploadedMainKey(key)) return key
  if (!key.startsWith('covers/')) return null
  const main = mainCoverNameOfSmall(key.slice('covers/'.length))
  return main && isUploadedMainKey(`covers/${main}`) ? `covers/${main}` : null
}

/** The media key of a cover this API uploaded, or null for any other URL. */
export function uploadedCoverKey(url: string | null | undefined, publicMediaBaseUrl: string): string | null {
  if (!url) return null
  const prefix = `${publicMediaBaseUrl.replace(/\/+$/, '')}/`
  if (!url.startsWith(prefix)) return null
  const key = url.slice(prefix.length)
  return isUploadedMainKey(key) ? key : null
}

/**
 * Called after an item's cover was replaced or the item deleted: removes the old uploaded object (and
 * its 480 px sibling) unless another project or work item still shows it. The database change has
 * already succeeded, so a storage failure is logged rather than turned into an error for the admin.
 */
export async function removeCoverIfUnused(deps: AppDeps, previousUrl: string | null | undefined) {
  const base = deps.config.publicMediaBaseUrl.replace(/\/+$/, '')
  const key = uploadedCoverKey(previousUrl, base)
  if (!key) return
  const objects = uploadedCoverObjects(key)
  // Any of its objects still shown (the sibling's URL may have been typed in as a cover) keeps them all.
  const urls = objects.map((object) => `${base}/${object}`)
  const [projectUse] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.coverUrl, urls))
    .limit(1)
  const [workUse] = await deps.db
    .select({ id: workItems.id })
    .from(workItems)
    .where(inArray(workItems.coverUrl, urls))
    .limit(1)
  if (projectUse || workUse) return
  // Each object on its own: a sibling left behind is an orphan the scheduled sweep removes later.
  for (const object of objects) {
    try {
      await deps.media.delete(object)
    } catch (error) {
      console.error(`Could not delete replaced cover ${object}`, error)
    }
  }
}

/** The uploaded main key a stored cover URL keeps alive (its own, or its main file's for a sibling). */
export function referencedCoverOwner(
  url: string | null | undefined,
  publicMediaBaseUrl: string,
): string | null {
  if (!url) return null
  const prefix = `${publicMediaBaseUrl.replace(/\/+$/, '')}/`
  return url.startsWith(prefix) ? uploadedCoverOwner(url.slice(prefix.length)) : null
}
