import { coverStem, coverVariantKeys } from '@studio/contracts/cover-variants'
import { isNotNull, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import { mediaCovers, projects, workItems } from '../db/schema'
import type { AppDeps } from '../deps'
import { logError } from '../lib/log'
import { deleteCoverRecord } from '../media/cover-records'
import { stemOfCoverKey, uploadedCoverStem } from '../routes/admin/uploaded-cover'

/**
 * How long an uploaded cover may wait for a save that references it: the admin uploads on choosing
 * the file, and may take a while to finish the form.
 */
export const ORPHAN_COVER_GRACE_MS = 24 * 60 * 60 * 1000

/** What the records name, read once per run; never dependent on the configuration. */
interface References {
  /** Keys named outright: every item's cover_key, and the variants of each shown original's record. */
  keys: Set<string>
  /** The stems of those keys: an upload whose original or any variant is named keeps all its files. */
  stems: Set<string>
  /** Every cover_url still stored (a foreign address, or one written before cover_key existed). */
  urls: string[]
}

async function readReferences(db: Database): Promise<References> {
  const coverOf = (table: typeof projects | typeof workItems) =>
    db
      .select({ key: table.coverKey, url: table.coverUrl })
      .from(table)
      .where(or(isNotNull(table.coverKey), isNotNull(table.coverUrl)))
  const [projectCovers, workCovers, records] = await Promise.all([
    coverOf(projects),
    coverOf(workItems),
    db
      .select({ key: mediaCovers.key, widths: mediaCovers.variantWidths, avifWidths: mediaCovers.avifWidths })
      .from(mediaCovers),
  ])
  const items = [...projectCovers, ...workCovers]
  const keys = new Set(items.flatMap((item) => (item.key !== null ? [item.key] : [])))
  const stems = new Set([...keys].map(stemOfCoverKey))
  const urls = items.flatMap((item) => (item.url !== null ? [item.url] : []))
  const named = (key: string) =>
    keys.has(key) || stems.has(coverStem(key)) || urls.some((url) => url.includes(key))
  for (const record of records) {
    if (!named(record.key)) continue
    for (const variant of coverVariantKeys(record.key, record)) keys.add(variant)
  }
  return { keys, stems, urls }
}

/** Whether any record names this stored object or the upload it belongs to. */
function isReferenced(references: References, key: string, stem: string): boolean {
  if (references.keys.has(key) || references.stems.has(stem)) return true
  // Belt and braces: an address that holds the object's name or its upload's (`<stem>.`) keeps it,
  // whatever host, port or base it was saved under.
  return references.urls.some((url) => url.includes(key) || url.includes(`${stem}.`))
}

/**
 * Deletes uploaded covers (the originals under `covers/`, their variants and their records; never
 * seed art) older than the grace period whose upload no project or work item shows: uploads whose
 * form was abandoned. A variant goes with its original (it is kept exactly while the original, or
 * the variant itself, is referenced, and swept once neither is, even if the original is already
 * gone). A reference is a key, so no change of PUBLIC_MEDIA_BASE_URL can make a shown cover look
 * unused; any stored URL that holds an upload's name keeps it too. References are read after the
 * listing, so a save that lands before the read keeps its cover. Answers how many objects were
 * deleted; one that fails to delete is logged and tried again on the next run.
 */
export async function sweepOrphanCovers(deps: Pick<AppDeps, 'db' | 'media'>, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_COVER_GRACE_MS
  const candidates = (await deps.media.list('covers/')).flatMap((listing) => {
    const stem = uploadedCoverStem(listing.key)
    return stem && listing.uploaded.getTime() <= cutoff ? [{ key: listing.key, stem }] : []
  })
  if (candidates.length === 0) return 0

  const references = await readReferences(deps.db)
  let deleted = 0
  for (const { key, stem } of candidates) {
    if (isReferenced(references, key, stem)) continue
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
