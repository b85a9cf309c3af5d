/**
 * The pixel areas a decoder will allocate for an image, read from its headers and never decoded.
 * A file's first header (a GIF's logical screen, a WebP's canvas, a PNG's IHDR) is not enough: each
 * GIF image descriptor, animated WebP frame (ANMF), WebP bitstream and APNG frame control (fcTL)
 * names its own size, and a decoder allocates what they say. So every one of them is walked.
 */

export interface FrameExtent {
  /** The right edge (offset plus width) of the frame. */
  right: number
  /** The bottom edge (offset plus height) of the frame. */
  bottom: number
  /** One frame of an animation (a GIF image, an animated WebP's ANMF, an APNG's fcTL). */
  frame?: true
}

/** `null` when the blocks cannot be walked to their end: a file we cannot vouch for. */
export type FrameWalk = FrameExtent[] | null

const le16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) | ((bytes[at + 2] ?? 0) << 16)
const le32 = (bytes: Uint8Array, at: number) => (le24(bytes, at) + (bytes[at + 3] ?? 0) * 0x1000000) >>> 0
const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) * 0x1000000 +
    (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0))) >>>
  0
const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))

/** Skips a chain of GIF data sub-blocks (a length byte, that many bytes, ... a zero length). */
function skipSubBlocks(bytes: Uint8Array, start: number): number | null {
  let at = start
  while (at < bytes.length) {
    const size = bytes[at] ?? 0
    at += 1
    if (size === 0) return at
    at += size
  }
  return null
}

/** Every image descriptor of a GIF, walking extensions and sub-blocks so no data byte is misread. */
export function gifFrames(bytes: Uint8Array): FrameWalk {
  if (bytes.length < 13) return null
  const flags = bytes[10] ?? 0
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  const frames: FrameExtent[] = []
  while (at < bytes.length) {
    const introducer = bytes[at]
    if (introducer === 0x3b) return frames
    if (introducer === 0x21) {
      const next = skipSubBlocks(bytes, at + 2)
      if (next === null) return null
      at = next
    } else if (introducer === 0x2c) {
      if (at + 10 > bytes.length) return null
      const left = le16(bytes, at + 1)
      const top = le16(bytes, at + 3)
      frames.push({ right: left + le16(bytes, at + 5), bottom: top + le16(bytes, at + 7), frame: true })
      const packed = bytes[at + 9] ?? 0
      at += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0)
      // The LZW minimum code size, then the image data sub-blocks.
      const next = skipSubBlocks(bytes, at + 1)
      if (next === null) return null
      at = next
    } else {
      return null
    }
  }
  // A GIF without its trailer is still shown by browsers, as long as what came before was whole.
  return frames
}

/** The size a VP8 or VP8L bitstream declares (its own header, whatever the container says). */
function webpBitstream(bytes: Uint8Array, kind: string, at: number, size: number): FrameExtent | null {
  if (kind === 'VP8L') {
    if (size < 5 || bytes[at] !== 0x2f) return null
    const bits = le32(bytes, at + 1)
    return { right: (bits & 0x3fff) + 1, bottom: ((bits >>> 14) & 0x3fff) + 1 }
  }
  // VP8: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
  if (size < 10 || bytes[at + 3] !== 0x9d || bytes[at + 4] !== 0x01 || bytes[at + 5] !== 0x2a) return null
  return { right: le16(bytes, at + 6) & 0x3fff, bottom: le16(bytes, at + 8) & 0x3fff }
}

/** Walks RIFF chunks from `start` to `end`, collecting every frame and bitstream size. */
function webpChunks(bytes: Uint8Array, start: number, end: number, frames: FrameExtent[]): boolean {
  let at = start
  while (at + 8 <= end) {
    const kind = fourcc(bytes, at)
    const size = le32(bytes, at + 4)
    const data = at + 8
    if (data + size > end) return false
    if (kind === 'VP8X') {
      if (size < 10) return false
      frames.push({ right: le24(bytes, data + 4) + 1, bottom: le24(bytes, data + 7) + 1 })
    } else if (kind === 'ANMF') {
      if (size < 16) return false
      const left = le24(bytes, data) * 2
      const top = le24(bytes, data + 3) * 2
      frames.push({
        right: left + le24(bytes, data + 6) + 1,
        bottom: top + le24(bytes, data + 9) + 1,
        frame: true,
      })
      if (!webpChunks(bytes, data + 16, data + size, frames)) return false
    } else if (kind === 'VP8 ' || kind === 'VP8L') {
      const frame = webpBitstream(bytes, kind, data, size)
      if (!frame) return false
      frames.push(frame)
    }
    at = data + size + (size % 2)
  }
  return true
}

/** The canvas, every ANMF frame and every VP8/VP8L bitstream of a WebP. */
export function webpFrames(bytes: Uint8Array): FrameWalk {
  if (bytes.length < 12) return null
  const end = Math.min(bytes.length, 8 + le32(bytes, 4))
  const frames: FrameExtent[] = []
  return webpChunks(bytes, 12, end, frames) ? frames : null
}

/** IHDR and every fcTL (APNG frame control) of a PNG, up to IEND. */
export function pngFrames(bytes: Uint8Array): FrameWalk {
  const frames: FrameExtent[] = []
  let at = 8
  while (at + 8 <= bytes.length) {
    const size = be32(bytes, at)
    const kind = fourcc(bytes, at + 4)
    const data = at + 8
    if (data + size > bytes.length) return null
    if (kind === 'IHDR' && size >= 8) frames.push({ right: be32(bytes, data), bottom: be32(bytes, data + 4) })
    if (kind === 'fcTL') {
      if (size < 20) return null
      const width = be32(bytes, data + 4)
      const height = be32(bytes, data + 8)
      frames.push({
        right: be32(bytes, data + 12) + width,
        bottom: be32(bytes, data + 16) + height,
        frame: true,
      })
    }
    if (kind === 'IEND') return frames
    at = data + size + 4
  }
  return frames
}
