import { readBounded } from '@studio/contracts/bounded-read'
import { coverVariantKey, coverVariantKeys } from '@studio/contracts/covers'
import type { AppDeps } from '../deps'
import { logError } from '../lib/log'
import { deleteCoverRecord, findCoverRecord } from './cover-records'
import type { MediaObject } from './store'

/**
 * Deletes a stored original with every variant its record lists, the 480 px WebP that an older
 * upload stored beside it (the same key as that variant), and then its record. Each object on its
 * own: one that fails to delete is logged and left to the orphan sweep, which removes variants
 * whose original is no longer shown.
 */
export async function deleteStoredCover(deps: Pick<AppDeps, 'db' | 'media'>, key: string): Promise<void> {
  const record = await findCoverRecord(deps.db, key)
  const keys = new Set([
    ...(record ? coverVariantKeys(key, { widths: record.variantWidths, avifWidths: record.avifWidths }) : []),
    coverVariantKey(key, 480, 'webp'),
    key,
  ])
  for (const object of keys) {
    try {
      await deps.media.delete(object)
    } catch (error) {
      logError('cover.file_delete_failed', { key: object, cause: error })
    }
  }
  await deleteCoverRecord(deps.db, key)
}

class TooLarge extends Error {}

/** A stored object's bytes, or null when it holds more than `maxBytes` (read no further than that). */
export async function readMediaBytes(object: MediaObject, maxBytes: number): Promise<Uint8Array | null> {
  if (object.size > maxBytes) return null
  if (object.body instanceof Uint8Array) return object.body.byteLength > maxBytes ? null : object.body
  try {
    return await readBounded(object.body, { maxBytes, tooLarge: () => new TooLarge() })
  } catch (error) {
    if (error instanceof TooLarge) return null
    throw error
  }
}
