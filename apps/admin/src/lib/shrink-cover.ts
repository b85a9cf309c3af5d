import { UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE_PX } from '@studio/contracts'

/**
 * The admin sends a photo as it was taken: the API makes every width and format from the original,
 * and any later width will be made from it too, so nothing is lost here by re-encoding. A photo is
 * shrunk in the browser only when the API would refuse it (over 4096 px a side or over 5 MB, such as
 * a 48-megapixel phone photo), and then to 4096 px: the largest original the API keeps.
 */

/** Size that fits inside max x max keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = UPLOAD_MAX_SIDE_PX) {
  const longest = Math.max(width, height)
  if (longest <= max) return { width, height }
  const scale = max / longest
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Whether the API takes this file as it is (pixels and bytes within its limits). */
export function withinUploadLimits(bytes: number, width: number, height: number): boolean {
  return bytes <= UPLOAD_MAX_BYTES && Math.max(width, height) <= UPLOAD_MAX_SIDE_PX
}

/**
 * The format a shrunk photo is written in: JPEG for a JPEG (a photo, no transparency), WebP for the
 * rest (it keeps transparency and every browser writes it).
 */
export const shrunkType = (type: string) => (type === 'image/jpeg' ? 'image/jpeg' : 'image/webp')

/** High enough that the API's own variants, made from this file, lose nothing visible. */
const QUALITIES = [0.92, 0.82, 0.7]

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string, quality: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type, quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality))
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' }

export interface CoverUpload {
  blob: Blob
  filename: string
}

/**
 * What to upload for a chosen cover: the file itself, unless the API would refuse its size, in
 * which case a copy fitting 4096 px (and 5 MB, lowering the quality if needed). A GIF goes up as it
 * is (a canvas keeps only its first frame), and so does anything the browser cannot decode or
 * re-encode small enough: the API's own checks then give the reason.
 */
export async function prepareCover(file: File): Promise<CoverUpload> {
  const original = { blob: file, filename: file.name || 'cover' }
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return original
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return original
  }
  try {
    if (withinUploadLimits(file.size, bitmap.width, bitmap.height)) return original
    const { width, height } = fitWithin(bitmap.width, bitmap.height)
    const type = shrunkType(file.type)
    for (const quality of QUALITIES) {
      const shrunk = await encode(bitmap, width, height, type, quality).catch(() => null)
      // A browser that cannot write the asked format answers PNG: too heavy to be worth sending.
      if (!shrunk || shrunk.type !== type) return original
      if (shrunk.size <= UPLOAD_MAX_BYTES) {
        const base = file.name.replace(/\.[^.]*$/, '') || 'cover'
        return { blob: shrunk, filename: `${base}.${EXTENSIONS[type]}` }
      }
    }
    return original
  } finally {
    bitmap.close()
  }
}
