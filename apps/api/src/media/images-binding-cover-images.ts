import { COVER_FORMAT_TYPES, COVER_PLACEHOLDER_MAX_LENGTH, type CoverFormat } from '@studio/contracts/covers'
import { COVER_ENCODING } from './cover-encoding'
import { type CoverImages, dataUrl, hexColor, placeholderSize, type RenderedVariant } from './cover-images'
import { averagePngColor } from './png-pixels'

/** Binding calls at once: each holds its own copy of the original (up to 5 MB) in the isolate. */
const PARALLEL_CALLS = 3

/**
 * Cover variants with the Cloudflare Images binding (`images` in wrangler.jsonc), the Worker's image
 * library. The binding decodes the original once per call, so each variant, the placeholder and the
 * 1 x 1 PNG whose pixel is the average colour is one call (each counts as one transformation on the
 * Images bill). EXIF orientation is applied by the platform (its local mode, sharp without
 * auto-orientation, does not). An AVIF the platform declines (it answers another format above its
 * AVIF limit) is left out; any other failure rejects, so the original is shown as it is.
 */
export function createImagesBindingCoverImages(images: ImagesBinding): CoverImages {
  async function render(
    bytes: Uint8Array,
    transform: ImageTransform,
    output: ImageOutputOptions,
  ): Promise<{ contentType: string; bytes: Uint8Array }> {
    // A copy per call: the binding may take over the chunk it reads.
    const input = new Blob([bytes.slice()]).stream()
    const result = await images
      .input(input)
      .transform(transform)
      .output({ anim: false, ...output })
    return {
      contentType: result.contentType(),
      bytes: new Uint8Array(await new Response(result.image()).arrayBuffer()),
    }
  }

  async function variant(
    bytes: Uint8Array,
    width: number,
    format: CoverFormat,
  ): Promise<RenderedVariant | null> {
    const type = COVER_FORMAT_TYPES[format]
    const made = await render(
      bytes,
      { width, fit: 'scale-down' },
      { format: type as ImageOutputOptions['format'], quality: COVER_ENCODING[format].quality },
    )
    if (made.contentType === type) return { width, format, bytes: made.bytes }
    if (format === 'avif') return null
    throw new Error(`The Images binding answered ${made.contentType} for a ${type} variant.`)
  }

  return {
    name: 'Cloudflare Images binding',
    async makeVariants(bytes, plan, displayed) {
      const jobs: (() => Promise<RenderedVariant | null>)[] = [
        ...plan.widths.map((width) => () => variant(bytes, width, 'webp')),
        ...plan.avifWidths.map((width) => () => variant(bytes, width, 'avif')),
      ]
      const made = await inBatches(jobs, PARALLEL_CALLS)
      const size = placeholderSize(displayed.width, displayed.height)
      const [preview, pixel] = await Promise.all([
        render(
          bytes,
          { width: size.width, height: size.height, fit: 'scale-down' },
          { format: 'image/webp', quality: COVER_ENCODING.placeholder.quality },
        ),
        render(bytes, { width: 1, height: 1, fit: 'squeeze' }, { format: 'image/png' }),
      ])
      const [red, green, blue, alpha] = await averagePngColor(pixel.bytes)
      return {
        placeholder:
          preview.contentType === 'image/webp'
            ? dataUrl(preview.bytes, 'image/webp', COVER_PLACEHOLDER_MAX_LENGTH)
            : null,
        color: alpha >= 255 ? hexColor(red, green, blue) : null,
        variants: made.filter((variant) => variant !== null),
      }
    },
  }
}

/** Runs the jobs at most `size` at a time, answering their results in order. */
async function inBatches<T>(jobs: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = []
  for (let start = 0; start < jobs.length; start += size) {
    results.push(...(await Promise.all(jobs.slice(start, start + size).map((job) => job()))))
  }
  return results
}
