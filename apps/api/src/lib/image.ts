import { UPLOAD_MAX_SIDE_PX } from '@studio/contracts'
import { fileTypeFromBuffer } from 'file-type/core'
import { imageSize } from 'image-size'
import { avifItemSizes } from './avif-frames'
import { type FrameExtent, type FrameWalk, gifFrames, pngFrames, webpFrames } from './image-frames'

/**
 * Recognises an uploaded image by its bytes (never by its name or the client's content type).
 * `file-type/core` is the runtime-neutral entry: no `node:` modules reach the Worker bundle.
 */

/**
 * No side may exceed UPLOAD_MAX_SIDE_PX (4096): a browser decodes an image to about 4 bytes a pixel,
 * so an 8000x8000 PNG of 500 KB costs every visitor 256 MB, while 4096x4096 stays at 64 MB, and the
 * API's own decoder (which makes the variants) likewise. Read from the headers, never decoded: the first header
 * and every frame or bitstream inside (image-frames.ts), and the decoded area too, so a later change
 * to the side cap cannot let a larger allocation through. An AVIF's `ispe` box is only a claim: the
 * AV1 sequence header of each of its items bounds what the decoder allocates, so that is read too
 * (avif-frames.ts), and a file whose stream and `ispe` disagree is refused (no encoder writes one).
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
  /** The size the header states. */
  width: number
  height: number
  /** The size a browser shows: a JPEG's EXIF orientation 5 to 8 turns it a quarter. */
  displayWidth: number
  displayHeight: number
  /** More than one frame (a GIF, WebP or PNG animation): shown as it is, with no variants. */
  animated: boolean
}

export type ImageCheck =
  | { ok: true; image: DetectedImage }
  | { ok: false; reason: 'unsupported' }
  | { ok: false; reason: 'too-wide'; width: number; height: number }

/**
 * A decoder refused an image for its size (over the pixel limit, or a decoded size that is not the
 * one its header stated): a decompression bomb that got past inspectImage. The upload then deletes
 * what it stored and answers as inspectImage would have.
 */
export class ImageRefusedError extends Error {
  constructor(
    readonly reason: 'too-wide' | 'unsupported',
    options?: ErrorOptions,
  ) {
    super(`The image library refused the image (${reason}).`, options)
    this.name = 'ImageRefusedError'
  }
}

function isAccepted(mime: string): mime is AcceptedMime {
  return Object.hasOwn(ACCEPTED, mime)
}

/**
 * Detects the format from the bytes and reads the pixel size from the header; SVG, HTML and anything
 * else is refused, and so is a side over UPLOAD_MAX_SIDE_PX.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageCheck> {
  const limit = UPLOAD_MAX_SIDE_PX
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !isAccepted(type.mime)) return { ok: false, reason: 'unsupported' }
  let size: ReturnType<typeof imageSize>
  try {
    size = imageSize(bytes)
  } catch {
    // Right magic bytes but an unreadable header: not an image we can vouch for.
    return { ok: false, reason: 'unsupported' }
  }
  const { width, height } = size
  if (!width || !height) return { ok: false, reason: 'unsupported' }
  const frames = framesOf(type.mime, bytes)
  if (!frames) return { ok: false, reason: 'unsupported' }
  const avifItems = type.mime === 'image/avif' ? avifItemSizes(bytes) : []
  if (!avifItems) return { ok: false, reason: 'unsupported' }
  const extents = [
    { right: width, bottom: height },
    ...(size.images ?? []).map((image) => ({ right: image.width, bottom: image.height })),
    ...frames,
    ...avifItems
      .flatMap(({ declared, coded }) => [declared, coded])
      .map(({ width, height }) => ({
        right: width,
        bottom: height,
      })),
  ]
  const tooBig = extents.find(
    (extent) => extent.right > limit || extent.bottom > limit || extent.right * extent.bottom > limit * limit,
  )
  if (tooBig) return { ok: false, reason: 'too-wide', width: tooBig.right, height: tooBig.bottom }
  const disagrees = ({ declared, coded }: (typeof avifItems)[number]) =>
    declared.width !== coded.width || declared.height !== coded.height
  if (avifItems.some(disagrees)) return { ok: false, reason: 'unsupported' }
  const quarterTurn = (size.orientation ?? 1) >= 5
  return {
    ok: true,
    image: {
      mime: type.mime,
      ext: ACCEPTED[type.mime],
      width,
      height,
      displayWidth: quarterTurn ? height : width,
      displayHeight: quarterTurn ? width : height,
      animated: frames.filter((frame) => frame.frame).length > 1,
    },
  }
}

/** Frame sizes beyond the first header, for the formats that can carry them. */
function framesOf(mime: AcceptedMime, bytes: Uint8Array): FrameWalk {
  const none: FrameExtent[] = []
  if (mime === 'image/gif') return gifFrames(bytes)
  if (mime === 'image/webp') return webpFrames(bytes)
  if (mime === 'image/png') return pngFrames(bytes)
  // JPEG: image-size reads the frame header. AVIF: every item's ispe (image-size's `images`), and
  // each item's bitstream below (avif-frames.ts).
  return none
}
