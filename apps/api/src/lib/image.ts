import { fileTypeFromBuffer } from 'file-type/core'
import { imageSize } from 'image-size'

/**
 * Recognises an uploaded image by its bytes (never by its name or the client's content type).
 * `file-type/core` is the runtime-neutral entry: no `node:` modules reach the Worker bundle.
 */

/** The only formats accepted as covers, keyed by the MIME type file-type reports. */
const ACCEPTED = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const

export type AcceptedMime = keyof typeof ACCEPTED

export interface DetectedImage {
  mime: AcceptedMime
  ext: (typeof ACCEPTED)[AcceptedMime]
  width: number
  height: number
}

export type ImageCheck =
  | { ok: true; image: DetectedImage }
  | { ok: false; reason: 'unsupported' }
  | { ok: false; reason: 'too-wide'; width: number; height: number }

function isAccepted(mime: string): mime is AcceptedMime {
  return Object.hasOwn(ACCEPTED, mime)
}

/** Detects the format from the bytes and reads the pixel size; SVG, HTML and anything else is refused. */
export async function inspectImage(bytes: Uint8Array, maxSidePx: number): Promise<ImageCheck> {
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !isAccepted(type.mime)) return { ok: false, reason: 'unsupported' }
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ width, height } = imageSize(bytes))
  } catch {
    // Right magic bytes but an unreadable header: not an image we can vouch for.
    return { ok: false, reason: 'unsupported' }
  }
  if (!width || !height) return { ok: false, reason: 'unsupported' }
  if (width > maxSidePx || height > maxSidePx) return { ok: false, reason: 'too-wide', width, height }
  return { ok: true, image: { mime: type.mime, ext: ACCEPTED[type.mime], width, height } }
}
