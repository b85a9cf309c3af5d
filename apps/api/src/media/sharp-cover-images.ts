import { UPLOAD_MAX_SIDE_PX } from '@studio/contracts'
import { COVER_PLACEHOLDER_MAX_LENGTH, type CoverFormat } from '@studio/contracts/covers'
import sharp from 'sharp'
import { COVER_ENCODING } from './cover-encoding'
import {
  type CoverImages,
  dataUrl,
  hexColor,
  PLACEHOLDER_SIDE,
  placeholderSize,
  type RenderedVariant,
} from './cover-images'

/**
 * Cover variants with sharp (libvips), the Node entry's image library. The original is decoded once
 * (a JPEG straight to about the largest width, by libjpeg's shrink-on-load), oriented by its EXIF
 * tag and turned into sRGB; every variant, the placeholder and the colour are made from that one
 * raster, in parallel on libuv's thread pool. A 12-megapixel photo takes a second or two.
 */
export function createSharpCoverImages(): CoverImages {
  return {
    name: 'sharp',
    async makeVariants(bytes, plan) {
      const largest = plan.widths.at(-1) ?? PLACEHOLDER_SIDE * 4
      const { data, info } = await sharp(bytes, {
        autoOrient: true,
        // Truncated or corrupt pixel data fails here: the original is then shown as it is.
        failOn: 'error',
        limitInputPixels: UPLOAD_MAX_SIDE_PX * UPLOAD_MAX_SIDE_PX,
      })
        .resize({ width: largest, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true })
      const raster = () =>
        sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

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
