import type { MediaRecord } from '@studio/contracts/archive'
import { isMediaKey } from '@studio/contracts/cover-variants'

/** The raster types a cover and its variants are stored as (what the upload accepts). */
export const COVER_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/avif',
  'image/webp',
  'image/jpeg',
  'image/png',
  'image/gif',
])

/**
 * Where a cover's files live: uploaded covers and their variants, and the demo's covers (a laptop
 * that still shows them moves to a deployed studio, which is never seeded, through the API).
 */
const COVER_PREFIXES = ['covers/', 'seed/']

/**
 * A media record an import through the API may write: a cover's key, stored as a raster image. The
 * uploaded bytes come from whoever holds an admin session, so nothing else (a backup's name, an HTML
 * page under a cover's name) is ever accepted from them.
 */
export function isImportableCover(record: Pick<MediaRecord, 'key' | 'content_type'>): boolean {
  return (
    COVER_PREFIXES.some((prefix) => record.key.startsWith(prefix)) &&
    isMediaKey(record.key) &&
    COVER_CONTENT_TYPES.has(record.content_type)
  )
}
