/**
 * How variants are encoded, the same for both image libraries. AVIF at quality 50 (sharp's default)
 * and WebP at 76 look alike on a photograph and weigh about a third of a JPEG at 85. AVIF effort 2
 * of 9: effort 4 (sharp's default) took about five times as long on a 12-megapixel photo for files
 * about 10% smaller, which would break the upload's five-second budget; the Images binding sets its
 * own effort.
 */
export const COVER_ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76, effort: 4 },
  /** A 16 px preview is blurred by the browser's upscaling anyway: low quality keeps it small. */
  placeholder: { quality: 40 },
} as const
