import { COVER_MAX_SIDE_PX } from '@studio/contracts'

/** Size that fits inside max x max keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = COVER_MAX_SIDE_PX) {
  const longest = Math.max(width, height)
  if (longest <= max) return { width, height }
  const scale = max / longest
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Which file to upload: the re-encoded one, unless the original already fits and is no larger
 * (re-encoding a small, well-compressed image would only lose quality).
 */
export function pickUpload(original: Blob, encoded: Blob | null, originalFits: boolean): Blob {
  if (!encoded) return original
  if (originalFits && original.size <= encoded.size) return original
  return encoded
}

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

/**
 * Prepares a cover for upload: longest side at most 1600 px, WebP. When the browser cannot decode
 * or encode the image, the original goes up and the API's own checks decide.
 */
export async function prepareCover(file: File): Promise<{ blob: Blob; filename: string }> {
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
      bitmap.close()
      // Some browsers silently fall back to PNG when they cannot write WebP: keep such output only if it was resized.
      const usable = encoded && (encoded.type === 'image/webp' || !fits) ? encoded : null
      chosen = pickUpload(file, usable, fits)
    } catch {
      chosen = file
    }
  }
  return { blob: chosen, filename: `${base}.${extensionFor(chosen.type || file.type)}` }
}
