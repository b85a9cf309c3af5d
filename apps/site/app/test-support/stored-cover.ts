import { type CoverImage, planCoverVariants } from '@studio/contracts/covers'

/**
 * A cover record as the API keeps it for a still original of `width` x `height` at `key`: the
 * variants its upload plans, with the placeholder and colour given.
 */
export function storedCover(
  key: string,
  [width, height]: [number, number],
  look: Pick<CoverImage, 'placeholder' | 'color'>,
): CoverImage {
  const { widths, avifWidths } = planCoverVariants(width, height)
  return { key, width, height, ...look, widths, avif_widths: avifWidths }
}
