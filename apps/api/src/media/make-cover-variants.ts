import {
  COVER_FORMAT_TYPES,
  type CoverVariantPlan,
  coverVariantKey,
  planCoverVariants,
} from '@studio/contracts/covers'
import type { AppDeps } from '../deps'
import { type DetectedImage, ImageRefusedError, inspectImage } from '../lib/image'
import { logError } from '../lib/log'
import type { CoverRendering } from './cover-images'
import { type CoverRecord, saveCoverRecord } from './cover-records'

export type CoverDeps = Pick<AppDeps, 'db' | 'media' | 'images' | 'config'>

/** The stored error when the app was built without an image library. */
export const NO_IMAGE_LIBRARY = 'No image library is configured, so no variants were made.'

export interface CoverVariantOptions {
  /**
   * At upload: when the image library refuses the original for its size (ImageRefusedError), the
   * variants stored so far are removed, no record is written and the error is thrown, so the upload
   * can delete the original and refuse it. A backfill leaves it unset: the record then says why.
   */
  throwWhenRefused?: boolean
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * Makes every variant of a stored original, stores them beside it and writes its record, in that
 * order, so a record never lists a variant that is not stored. An animation gets a placeholder and
 * no variants (it is shown as it is). When anything fails the variants stored so far are removed and
 * the record says why, with no widths: the original stays usable and is shown as it is. Never throws
 * for the image's sake; a failing database write does throw.
 */
export async function makeCoverVariants(
  deps: CoverDeps,
  key: string,
  bytes: Uint8Array,
  inspected?: DetectedImage,
  options: CoverVariantOptions = {},
): Promise<CoverRecord> {
  const now = deps.config.now().toISOString()
  // A failed attempt clears what an earlier one wrote: the record says what exists now.
  const nothingMade = { placeholder: null, dominantColor: null, variantWidths: [], avifWidths: [] }
  let image = inspected
  if (!image) {
    const check = await inspectImage(bytes)
    if (!check.ok) {
      return saveCoverRecord(deps.db, {
        key,
        width: 0,
        height: 0,
        contentType: 'application/octet-stream',
        ...nothingMade,
        variantError: `The stored original is not an image the API accepts (${check.reason}).`,
        createdAt: now,
        updatedAt: now,
      })
    }
    image = check.image
  }
  const displayed = { width: image.displayWidth, height: image.displayHeight }
  const plan: CoverVariantPlan = image.animated
    ? { widths: [], avifWidths: [] }
    : planCoverVariants(displayed.width, displayed.height)
  const record = {
    key,
    width: displayed.width,
    height: displayed.height,
    contentType: image.mime,
    createdAt: now,
    updatedAt: now,
  }

  if (!deps.images) {
    return saveCoverRecord(deps.db, { ...record, ...nothingMade, variantError: NO_IMAGE_LIBRARY })
  }
  const stored: string[] = []
  let rendering: CoverRendering
  try {
    rendering = await deps.images.makeVariants(bytes, plan, displayed)
    // Every put settles before a failure is handled, so the clean-up below knows each stored key.
    const puts = await Promise.allSettled(
      rendering.variants.map(async (variant) => {
        const variantKey = coverVariantKey(key, variant.width, variant.format)
        await deps.media.put(variantKey, variant.bytes, COVER_FORMAT_TYPES[variant.format])
        return variantKey
      }),
    )
    for (const put of puts) if (put.status === 'fulfilled') stored.push(put.value)
    const failed = puts.find((put) => put.status === 'rejected')
    if (failed) throw failed.reason
  } catch (error) {
    logError('cover.variants_failed', { key, images: deps.images.name, cause: error })
    await Promise.allSettled(stored.map((variantKey) => deps.media.delete(variantKey)))
    if (options.throwWhenRefused && error instanceof ImageRefusedError) throw error
    return saveCoverRecord(deps.db, { ...record, ...nothingMade, variantError: messageOf(error) })
  }
  const widthsOf = (format: 'avif' | 'webp') =>
    rendering.variants
      .filter((variant) => variant.format === format)
      .map((variant) => variant.width)
      .sort((a, b) => a - b)
  return saveCoverRecord(deps.db, {
    ...record,
    placeholder: rendering.placeholder,
    dominantColor: rendering.color,
    variantWidths: widthsOf('webp'),
    avifWidths: widthsOf('avif'),
    variantError: null,
  })
}
