import { type CoverImage, coverVariantKey } from '@studio/contracts/covers'

/**
 * The address a 56 px thumbnail loads: the smallest WebP variant of a cover of our media store (a
 * few KB), beside the original at the same media address; the cover's own address when it has no
 * variants (not described yet, an animation, a cover from elsewhere), as the site shows it then.
 */
export function thumbnailSource(
  coverUrl: string | null,
  cover: CoverImage | null | undefined,
): string | null {
  if (!coverUrl) return null
  const smallest = cover?.widths[0]
  if (!cover || smallest === undefined || !coverUrl.endsWith(`/${cover.key}`)) return coverUrl
  const mediaBase = coverUrl.slice(0, -cover.key.length)
  return `${mediaBase}${coverVariantKey(cover.key, smallest, 'webp')}`
}
