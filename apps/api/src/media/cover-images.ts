import { bytesToHex } from '@studio/contracts/bytes'
import type { CoverFormat, CoverVariantPlan } from '@studio/contracts/covers'

/**
 * The image library behind cover variants: sharp on the Node entry (sharp-cover-images.ts), the
 * Cloudflare Images binding in the Worker (images-binding-cover-images.ts). Which widths and formats
 * to make is decided once, outside (planCoverVariants), and the keys follow from the original's, so
 * both make the same files under the same names.
 */
export interface CoverImages {
  /** Which library this is, for the log and the stored error. */
  readonly name: string
  /**
   * Makes the placeholder, the average colour and every variant of the plan from one original of
   * the `displayed` size (EXIF orientation applied). The first frame of an animation is used.
   * Rejects when the original cannot be decoded or a variant that must exist cannot be made;
   * nothing is stored here.
   */
  makeVariants(
    bytes: Uint8Array,
    plan: CoverVariantPlan,
    displayed: { width: number; height: number },
  ): Promise<CoverRendering>
}

export interface RenderedVariant {
  width: number
  format: CoverFormat
  bytes: Uint8Array
}

export interface CoverRendering {
  /** A blurred preview of a few pixels across, as a data: URL of at most 1 KB; null when none fits. */
  placeholder: string | null
  /** The average colour, #rrggbb; null for an image whose average pixel is not opaque. */
  color: string | null
  /**
   * The variants made: WebP at every planned width, AVIF at the planned AVIF widths (the Worker's
   * binding may decline an AVIF, which is then left out rather than stored under a wrong name).
   */
  variants: RenderedVariant[]
}

/** The largest side of the placeholder: 16 px across keeps its data: URL near 200 to 400 bytes. */
export const PLACEHOLDER_SIDE = 16

/** `#rrggbb` for 8-bit channels. */
export function hexColor(red: number, green: number, blue: number): string {
  return `#${bytesToHex(Uint8Array.of(Math.round(red), Math.round(green), Math.round(blue)))}`
}

/** The placeholder's size for an original of width x height: the longest side PLACEHOLDER_SIDE. */
export function placeholderSize(width: number, height: number): { width: number; height: number } {
  const scale = PLACEHOLDER_SIDE / Math.max(width, height)
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** A data: URL of the bytes, or null when it would be over COVER_PLACEHOLDER_MAX_LENGTH. */
export function dataUrl(bytes: Uint8Array, contentType: string, maxLength: number): string | null {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  const url = `data:${contentType};base64,${btoa(binary)}`
  return url.length <= maxLength ? url : null
}
