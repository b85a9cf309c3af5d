import { coverStem, parseCoverVariantKey } from '@studio/contracts/covers'
import { type SQL, sql } from 'drizzle-orm'
import { projects, workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { logError } from '../../lib/log'
import { deleteStoredCover } from '../../media/stored-cover'

/**
 * Originals made by POST {prefix}/upload: `covers/<uuid>.<ext>`, and the older sized
 * `covers/<uuid>.<W>x<H>.webp`. Each is known by its stem (the key without its extension), which
 * its variants share (`covers/<uuid>.w800.avif`, and an older upload's `.w480.webp` sibling).
 * Nothing else (seed art, foreign URLs) is ever deleted.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const UPLOADED_STEM = new RegExp(`^covers/${UUID}(?:\\.[0-9]{1,4}x[0-9]{1,4})?$`)
const UPLOADED_ORIGINAL = new RegExp(
  `^covers/${UUID}(?:\\.[0-9]{1,4}x[0-9]{1,4})?\\.(?:jpg|png|webp|gif|avif)$`,
)

const basePrefix = (publicMediaBaseUrl: string) => `${publicMediaBaseUrl.replace(/\/+$/, '')}/`

/**
 * The stem of the upload a stored object belongs to: the original's own, or its original's for a
 * variant; null for anything the API did not upload.
 */
export function uploadedCoverStem(key: string): string | null {
  if (UPLOADED_ORIGINAL.test(key)) return coverStem(key)
  const variant = parseCoverVariantKey(key)
  return variant && UPLOADED_STEM.test(variant.stem) ? variant.stem : null
}

/** The media key of an original this API uploaded, or null for any other URL. */
export function uploadedCoverKey(url: string | null | undefined, publicMediaBaseUrl: string): string | null {
  if (!url) return null
  const prefix = basePrefix(publicMediaBaseUrl)
  if (!url.startsWith(prefix)) return null
  const key = url.slice(prefix.length)
  return UPLOADED_ORIGINAL.test(key) ? key : null
}

/** The stem an item's cover key keeps alive: its own for an original, its original's for a variant. */
export function stemOfCoverKey(key: string): string {
  return parseCoverVariantKey(key)?.stem ?? coverStem(key)
}

/**
 * Called after an item's cover was replaced or the item deleted: removes the old uploaded original,
 * its variants and its record, unless another project or work item still shows the original or one
 * of its variants (by its key, or by any stored URL that holds its name, whatever the base). The
 * database change has already succeeded, so a storage failure is logged rather than turned into an
 * error for the admin.
 */
export async function removeCoverIfUnused(
  deps: AppDeps,
  previous: { coverKey: string | null; coverUrl: string | null },
) {
  const key =
    previous.coverKey !== null
      ? UPLOADED_ORIGINAL.test(previous.coverKey)
        ? previous.coverKey
        : null
      : uploadedCoverKey(previous.coverUrl, deps.config.publicMediaBaseUrl)
  if (!key) return
  // `<stem>.` begins the key of the original and of every variant (a stem holds no dot after it).
  const name = `${coverStem(key)}.`
  const shows = (table: typeof projects | typeof workItems): SQL =>
    sql`(substr(${table.coverKey}, 1, ${name.length}) = ${name} OR instr(${table.coverUrl}, ${name}) > 0)`
  const [projectUse] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(shows(projects))
    .limit(1)
  const [workUse] = await deps.db
    .select({ id: workItems.id })
    .from(workItems)
    .where(shows(workItems))
    .limit(1)
  if (projectUse || workUse) return
  try {
    await deleteStoredCover(deps, key)
  } catch (error) {
    logError('cover.replaced_delete_failed', { key, cause: error })
  }
}
