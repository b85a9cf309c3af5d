import { COVER_MAX_SIDE_PX } from '@studio/contracts'
import { COVER_SMALL_MAX_BYTES, COVER_SMALL_WIDTH, smallCoverHeight } from '@studio/contracts/cover-sources'

/** Size that fits inside max x max keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = COVER_MAX_SIDE_PX) {
  const longest = Math.max(width, height)
  if (longest <= max) return { width, height }
  const scale = max / longest
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Which file to upload: the re-encoded one, unless the original already fits and is no larger
 * (re-encoding a small, well-compressed image would only lose quality). For a cover that also goes
 * up 480 px wide (`responsive`), the main file must be a WebP too (the API names such a pair only for
 * WebP), so the original is kept only when it is one.
 */
export function pickUpload(
  original: Blob,
  encoded: Blob | null,
  originalFits: boolean,
  responsive = false,
): Blob {
  if (!encoded) return original
  if (responsive && original.type !== 'image/webp') return encoded
  if (originalFits && original.size <= encoded.size) return original
  return encoded
}

/** Whether a cover of this width also goes up 480 px wide (a smaller width only exists below it). */
export const hasSmallWidth = (width: number) => width > COVER_SMALL_WIDTH

const WEBP_QUALITY = 0.85

async function encodeWebp(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', WEBP_QUALITY))
}

function extensionFor(type: string): string {
  return (
    {
      'image/webp': 'webp',
      'image/jpeg': 'jpg',
      'image/png': 'png',
      'image/gif': 'gif',
      'image/avif': 'avif',
    }[type] ?? 'img'
  )
}

/**
 * Whether an image that already fits must go up as it is, without trying a WebP: a GIF may be
 * animated, and drawing it on a canvas keeps only its first frame. (A GIF larger than 1600 px is
 * still shrunk: the resize exists for heavy images, and such a GIF would weigh down public pages.)
 */
export function keepsOriginal(type: string, fits: boolean): boolean {
  return fits && type === 'image/gif'
}

export interface PreparedCover {
  blob: Blob
  filename: string
  /**
   * The same picture 480 px wide (WebP, same aspect ratio), sent as `file_w480` so the API stores it
   * beside the main file and names the pair for a srcset (@studio/contracts/cover-sources). Absent
   * when the main file is not a WebP wider than 480 px, or the browser could not make it.
   */
  small?: Blob
}

/**
 * Prepares a cover for upload: longest side at most 1600 px, WebP, plus a 480 px wide WebP of it. The
 * widths are made here, in the browser, so the API needs no image library (none runs on Workers).
 * When the browser cannot decode or encode the image, the original goes up alone and the API's own
 * checks decide.
 */
export async function prepareCover(file: File): Promise<PreparedCover> {
  const base = file.name.replace(/\.[^.]*$/, '') || 'cover'
  let chosen: Blob = file
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file)
      const target = fitWithin(bitmap.width, bitmap.height)
      const fits = target.width === bitmap.width && target.height === bitmap.height
      if (keepsOriginal(file.type, fits)) {
        bitmap.close()
        return { blob: file, filename: file.name || `${base}.gif` }
      }
      const encoded = await encodeWebp(bitmap, target.width, target.height)
      // Some browsers silently fall back to PNG when they cannot write WebP: keep such output only if it was resized.
      const usable = encoded && (encoded.type === 'image/webp' || !fits) ? encoded : null
      const responsive = hasSmallWidth(target.width) && usable?.type === 'image/webp'
      chosen = pickUpload(file, usable, fits, responsive)
      const small =
        responsive && chosen.type === 'image/webp'
          ? await encodeWebp(bitmap, COVER_SMALL_WIDTH, smallCoverHeight(target.width, target.height)).catch(
              () => null,
            )
          : null
      bitmap.close()
      const filename = `${base}.${extensionFor(chosen.type || file.type)}`
      if (small && small.type === 'image/webp' && small.size <= COVER_SMALL_MAX_BYTES) {
        return { blob: chosen, filename, small }
      }
      return { blob: chosen, filename }
    } catch {
      chosen = file
    }
  }
  return { blob: chosen, filename: `${base}.${extensionFor(chosen.type || file.type)}` }
}
