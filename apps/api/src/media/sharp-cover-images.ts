import { UPLOAD_MAX_SIDE_PX } from '@studio/contracts'
import { COVER_PLACEHOLDER_MAX_LENGTH, type CoverFormat } from '@studio/contracts/covers'
import sharp from 'sharp'
import { ImageRefusedError } from '../lib/image'
import { COVER_ENCODING } from './cover-encoding'
import {
  type CoverImages,
  dataUrl,
  hexColor,
  PLACEHOLDER_SIDE,
  placeholderSize,
  type RenderedVariant,
} from './cover-images'

/** The most pixels an upload may have; sharp refuses a larger header before decoding. */
const MAX_INPUT_PIXELS = UPLOAD_MAX_SIDE_PX * UPLOAD_MAX_SIDE_PX

/**
 * Runs tasks one at a time, in the order they came, whether each succeeds or fails. Decoding an
 * original holds its full raster (up to 64 MB for 4096 x 4096, more inside the AV1 decoder), so three
 * uploads at once must not hold three: the decodes wait their turn; the encodes after them, from a
 * raster no wider than the largest variant, do not.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const turn = last.then(task, task)
    last = turn.catch(() => undefined)
    return turn
  }
}

/** One decode at a time in this process, whichever app or request asks. */
const decodeInTurn = oneAtATime()

/**
 * libvips's words for a decode refused for its size: sharp's own pixel limit (checked on the header)
 * and libheif's check that the decoded picture has the size its `ispe` box stated.
 */
function refusalOf(error: unknown): ImageRefusedError | null {
  const message = error instanceof Error ? error.message : ''
  if (message.includes('exceeds pixel limit')) return new ImageRefusedError('too-wide', { cause: error })
  if (message.includes('bad image dimensions')) return new ImageRefusedError('unsupported', { cause: error })
  return null
}

/** The original decoded, oriented, in sRGB and at most `width` wide, as raw pixels. */
function decodeOriginal(bytes: Uint8Array, width: number) {
  return decodeInTurn(() =>
    sharp(bytes, {
      autoOrient: true,
      // Truncated or corrupt pixel data fails here: the original is then shown as it is.
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw refusalOf(error) ?? error
      }),
  )
}

/**
 * Cover variants with sharp (libvips), the Node entry's image library. The original is decoded once
 * (a JPEG straight to about the largest width, by libjpeg's shrink-on-load), oriented by its EXIF
 * tag and turned into sRGB; every variant, the placeholder and the colour are made from that one
 * raster, in parallel on libuv's thread pool. A 12-megapixel photo takes a second or two. A decode
 * refused for its size rejects with ImageRefusedError.
 */
export function createSharpCoverImages(): CoverImages {
  return {
    name: 'sharp',
    async makeVariants(bytes, plan) {
      const largest = plan.widths.at(-1) ?? PLACEHOLDER_SIDE * 4
      const { data, info } = await decodeOriginal(bytes, largest)
      // The raster is ours and never larger than the original; the limit stays on all the same.
      const raster = () =>
        sharp(data, {
          raw: { width: info.width, height: info.height, channels: info.channels },
          limitInputPixels: MAX_INPUT_PIXELS,
        })

      const encode = async (width: number, format: CoverFormat): Promise<RenderedVariant> => {
        const resized = raster().resize({ width })
        const output =
          format === 'avif'
            ? resized.avif({ quality: COVER_ENCODING.avif.quality, effort: COVER_ENCODING.avif.effort })
            : resized.webp({ quality: COVER_ENCODING.webp.quality, effort: COVER_ENCODING.webp.effort })
        return { width, format, bytes: new Uint8Array(await output.toBuffer()) }
      }

      const small = placeholderSize(info.width, info.height)
      const [variants, placeholder, stats] = await Promise.all([
        Promise.all([
          ...plan.widths.map((width) => encode(width, 'webp')),
          ...plan.avifWidths.map((width) => encode(width, 'avif')),
        ]),
        raster()
          .resize(small.width, small.height)
          .webp({ quality: COVER_ENCODING.placeholder.quality })
          .toBuffer(),
        raster().stats(),
      ])
      const [red, green, blue, alpha] = stats.channels
      const opaque = !alpha || alpha.min === 255
      return {
        placeholder: dataUrl(new Uint8Array(placeholder), 'image/webp', COVER_PLACEHOLDER_MAX_LENGTH),
        color: red && green && blue && opaque ? hexColor(red.mean, green.mean, blue.mean) : null,
        variants,
      }
    },
  }
}
