/**
 * The variants of a stored cover: which widths and formats the API makes of an original, and the
 * media keys they live under. One function names them for the API (which writes them), the site
 * (which serves and lists them) and the admin, so nothing else is stored per file. Imports nothing.
 *
 * `covers/<uuid>.jpg` has `covers/<uuid>.w800.avif`, `covers/<uuid>.w800.webp`, ... : the original's
 * key without its extension, then `.w<width>.<format>`. A cover stored under the older sized name
 * (`covers/<uuid>.1600x1067.webp`) keeps that stem, so its browser-made 480 px sibling
 * (`covers/<uuid>.1600x1067.w480.webp`) is exactly its 480 px WebP variant's key.
 */

/** The widths the layouts need: grid cards on phones and desktops, case-study and project covers. */
export const COVER_WIDTHS = [320, 480, 800, 1200, 1600] as const

/** No variant is wider than this: the widest layout (a case study's 1134 px cover) at 1.4x. */
export const COVER_MAX_WIDTH = 1600

/**
 * AVIF only where the variant's longest side is at most this: the Cloudflare Images binding encodes
 * AVIF up to 1200 px and answers other formats beyond. Both implementations keep to it, so the same
 * files exist whichever made them.
 */
export const COVER_AVIF_MAX_SIDE = 1200

export const COVER_FORMATS = ['avif', 'webp'] as const
export type CoverFormat = (typeof COVER_FORMATS)[number]

export const COVER_FORMAT_TYPES: Record<CoverFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
}

/** Which variants an original gets: WebP at every width, AVIF at some of them (both ascending). */
export interface CoverVariantPlan {
  widths: number[]
  avifWidths: number[]
}

/** A variant's height for an original of width x height (rounded, at least 1 px). */
export function variantHeight(width: number, height: number, variantWidth: number): number {
  return Math.max(1, Math.round((height * variantWidth) / width))
}

/**
 * The variants of a still original of `width` x `height` displayed pixels: never wider than the
 * original, and always its own width when that is below COVER_MAX_WIDTH (a 1000 px original is
 * offered at 1000 px rather than capped at 800, so no screen gets less detail than the original
 * has), with the standard widths below it (one within 10% of the top is left out as a near copy).
 */
export function planCoverVariants(width: number, height: number): CoverVariantPlan {
  if (!(width >= 1 && height >= 1)) return { widths: [], avifWidths: [] }
  const top = Math.min(Math.floor(width), COVER_MAX_WIDTH)
  const widths = [...COVER_WIDTHS.filter((candidate) => candidate * 1.1 < top), top]
  const avifWidths = widths.filter(
    (candidate) => Math.max(candidate, variantHeight(width, height, candidate)) <= COVER_AVIF_MAX_SIDE,
  )
  return { widths, avifWidths }
}

/**
 * A media key: slash-separated segments of letters, digits, dot, dash and underscore, none starting
 * with a dot. So `..`, hidden files, backslashes and empty segments never reach a media store.
 */
const MEDIA_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

export function isMediaKey(key: string): boolean {
  return key.length <= 512 && MEDIA_KEY.test(key)
}

/**
 * The prefixes of the media store that a page may show: uploaded covers, the demo covers the seed
 * stores, and cards. Anything else (backups, staged imports) is private.
 */
export const PUBLIC_MEDIA_PREFIXES = ['covers/', 'seed/', 'cards/'] as const

/** A media key that a page may show and a project or work item may name as its cover. */
export function isPublicMediaKey(key: string): boolean {
  return isMediaKey(key) && PUBLIC_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix))
}

/** The key without its file extension (`covers/a.jpg` -> `covers/a`). */
export function coverStem(originalKey: string): string {
  const slash = originalKey.lastIndexOf('/')
  const dot = originalKey.lastIndexOf('.')
  return dot > slash + 1 ? originalKey.slice(0, dot) : originalKey
}

/** The media key of one variant: `covers/<uuid>.jpg`, 800, `avif` -> `covers/<uuid>.w800.avif`. */
export function coverVariantKey(originalKey: string, width: number, format: CoverFormat): string {
  return `${coverStem(originalKey)}.w${width}.${format}`
}

const VARIANT_KEY = /^(.+)\.w([1-9][0-9]{0,4})\.(avif|webp)$/

/** The parts of a variant's key (its original's stem, width and format), or null for any other key. */
export function parseCoverVariantKey(
  key: string,
): { stem: string; width: number; format: CoverFormat } | null {
  const match = VARIANT_KEY.exec(key)
  if (!match) return null
  return { stem: match[1] as string, width: Number(match[2]), format: match[3] as CoverFormat }
}

/** Every variant key of a cover whose stored record lists these widths, WebP first. */
export function coverVariantKeys(
  originalKey: string,
  made: { widths: readonly number[]; avifWidths: readonly number[] },
): string[] {
  return [
    ...made.widths.map((width) => coverVariantKey(originalKey, width, 'webp')),
    ...made.avifWidths.map((width) => coverVariantKey(originalKey, width, 'avif')),
  ]
}

/**
 * A `srcset` for one format: `<base>/<variant key> <width>w, ...`, ascending. `mediaBase` is where
 * the caller serves media from (the site's own `/media`, or the API's media URL).
 */
export function coverSrcSet(
  mediaBase: string,
  cover: { key: string; widths: readonly number[]; avif_widths: readonly number[] },
  format: CoverFormat,
): string {
  const base = mediaBase.replace(/\/+$/, '')
  const widths = format === 'avif' ? cover.avif_widths : cover.widths
  return widths.map((width) => `${base}/${coverVariantKey(cover.key, width, format)} ${width}w`).join(', ')
}
