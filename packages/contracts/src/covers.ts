import * as z from 'zod/mini'
import { isMediaKey } from './cover-variants'
import { optionalText } from './fields'

export * from './cover-variants'

/** A placeholder travels inside every page that shows the cover: at most this many characters. */
export const COVER_PLACEHOLDER_MAX_LENGTH = 1024

/** A cover's alternative text, per language; absent shows the item's title in that language. */
export const COVER_ALT_MAX_LENGTH = 250

const positiveInt = z.int().check(z.positive())
const widthList = z.array(positiveInt)

/**
 * What a page needs to show a cover of our media store with <picture>: the original's key (the
 * variants' keys follow from it, see cover-variants.ts), its displayed size (for width/height, so the
 * frame never shifts), a blurred preview (a data: URL of at most 1 KB) and the average colour to fill
 * the frame until the image arrives, and the widths made in WebP and in AVIF (ascending; empty when
 * the original is shown as it is: an animation, or variants that could not be made).
 */
export const CoverImageSchema = z.object({
  key: z.string().check(z.refine(isMediaKey, 'Not a media key.')),
  width: positiveInt,
  height: positiveInt,
  placeholder: z.catch(
    z.nullable(z.string().check(z.startsWith('data:image/'), z.maxLength(COVER_PLACEHOLDER_MAX_LENGTH))),
    null,
  ),
  color: z.catch(z.nullable(z.string().check(z.regex(/^#[0-9a-f]{6}$/))), null),
  widths: z.catch(widthList, []),
  avif_widths: z.catch(widthList, []),
})
export type CoverImage = z.infer<typeof CoverImageSchema>

/**
 * The cover fields of a public item, besides its cover_url: `cover` (null for no cover, or a cover
 * that is not in our media store or not yet described) and the alternative texts (null: the item's
 * title in that language). Optional so an older API still parses; a reader that fails to parse one
 * gets null rather than losing the item.
 */
export const publicCoverFields = {
  cover: z.optional(z.catch(z.nullable(CoverImageSchema), null)),
  cover_alt: z.optional(z.catch(z.nullable(z.string()), null)),
  cover_alt_ar: z.optional(z.catch(z.nullable(z.string()), null)),
}

/** The alternative texts an admin sets, with the rules of other optional text (blank: none). */
export const coverAltBodyFields = {
  /** Absent: none on create, kept as stored on update (blank clears). */
  cover_alt: z.optional(optionalText(COVER_ALT_MAX_LENGTH, 'Cover alt text')),
  cover_alt_ar: z.optional(optionalText(COVER_ALT_MAX_LENGTH, 'Arabic cover alt text')),
}
