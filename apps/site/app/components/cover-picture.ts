// The zod-free half of the covers contract: this module reaches the /projects page's client code.
import {
  COVER_FORMAT_TYPES,
  type CoverFormat,
  coverVariantKey,
  isMediaKey,
} from '@studio/contracts/cover-variants'
import type { CoverImage } from '@studio/contracts/covers'
import { siteConfig } from '../config'
import type { SiteLanguage } from '../lib/language'
import { type PortfolioTexts, portfolioTexts, type ShownText } from '../lib/portfolio-text'
import { MEDIA_PATH } from '../site-pages'

/**
 * What a page needs to show a cover with `<picture>`, built from the item's cover record (the API's
 * `cover`) and never from an address typed into content: every file is named by its media key under
 * the site's own `/media` path (workers/media.ts serves them), so a page's images ride the page's
 * connection and the CSP needs no other host. Docs: docs/decisions/0019-pictures-from-the-site.md.
 */

/** How one layout shows a cover. */
export interface CoverLayout {
  /** The `sizes` attribute: the cover's rendered width per viewport, as the layout's CSS makes it. */
  sizes: string
  /**
   * The widest file this layout is offered: its budget in bytes, not a claim about its width. A
   * screen that would use more pixels gets this file, slightly upscaled (a phone's grid card at DPR 3).
   */
  maxWidth?: number
}

/** A `<source>` of the picture. */
export interface CoverSource {
  type: string
  srcSet: string
}

/** A cover as a page shows it. */
export interface CoverPicture {
  /** The variants, AVIF first (the browser takes the first type it decodes); empty: `src` alone. */
  sources: CoverSource[]
  /** The `<img>`'s own file: a WebP variant, or the original when there is none. */
  src: string
  /** The original's size (width/height: the frame's intrinsic ratio, known before any byte). */
  width?: number
  height?: number
  /** What fills the frame until the file arrives: the average colour and a blurred preview. */
  placeholder: { color: string; image: string | null } | null
}

/** The `<img>`'s own file is the WebP of at most this width (browsers without <picture> are gone). */
const FALLBACK_WIDTH = 800

/** A placeholder is a small base64 raster (the API makes a 16 px WebP); anything else is not drawn. */
const PLACEHOLDER = /^data:image\/(?:webp|png|jpeg|avif|gif);base64,[A-Za-z0-9+/]+={0,2}$/

/** The site's own address of a media file. */
export function mediaUrl(key: string): string {
  return `${MEDIA_PATH}/${key}`
}

/**
 * The media key of a cover address of our media store (the API's `/media/<key>`), else null: a cover
 * on another host is not shown (the CSP would refuse it, and the site fetches nothing from content).
 */
export function ownMediaKey(coverUrl: string | null | undefined): string | null {
  const prefix = `${siteConfig.apiUrl.replace(/\/+$/, '')}${MEDIA_PATH}/`
  if (!coverUrl?.startsWith(prefix)) return null
  const key = coverUrl.slice(prefix.length)
  return isMediaKey(key) ? key : null
}

/** The widths at most `maxWidth` (ascending), or the narrowest one when none is that narrow. */
function capped(widths: readonly number[], maxWidth: number | undefined): number[] {
  if (maxWidth === undefined) return [...widths]
  const within = widths.filter((width) => width <= maxWidth)
  return within.length > 0 ? within : widths.slice(0, 1)
}

function srcSet(key: string, widths: readonly number[], format: CoverFormat): string {
  return widths.map((width) => `${mediaUrl(coverVariantKey(key, width, format))} ${width}w`).join(', ')
}

function placeholderOf(cover: CoverImage): CoverPicture['placeholder'] {
  // No colour means the cover is not opaque: a preview behind it would show through its clear parts.
  if (!cover.color) return null
  const image = cover.placeholder && PLACEHOLDER.test(cover.placeholder) ? cover.placeholder : null
  return { color: cover.color, image }
}

/**
 * How an item's cover is shown in `layout`: from its record when the API has one (every variant the
 * layout may use, the original's size and its placeholder), else its original from /media when it
 * is in our media store (a cover the backfill has not reached yet), else null (no cover, or one on
 * another host).
 */
export function coverPicture(
  item: { cover_url: string | null; cover?: CoverImage | null },
  layout: CoverLayout,
): CoverPicture | null {
  const { cover } = item
  if (cover) {
    const webp = capped(cover.widths, layout.maxWidth)
    const avif = capped(cover.avif_widths, layout.maxWidth)
    const sources: CoverSource[] = []
    if (avif.length > 0)
      sources.push({ type: COVER_FORMAT_TYPES.avif, srcSet: srcSet(cover.key, avif, 'avif') })
    if (webp.length > 0)
      sources.push({ type: COVER_FORMAT_TYPES.webp, srcSet: srcSet(cover.key, webp, 'webp') })
    const fallback = webp.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? webp[0]
    return {
      sources,
      src: mediaUrl(fallback === undefined ? cover.key : coverVariantKey(cover.key, fallback, 'webp')),
      width: cover.width,
      height: cover.height,
      placeholder: placeholderOf(cover),
    }
  }
  const key = ownMediaKey(item.cover_url)
  return key ? { sources: [], src: mediaUrl(key), placeholder: null } : null
}

/**
 * The preload of a cover that is the first screen's largest paint: the first source's files (the
 * format the browser picks, so nothing is fetched twice; a browser that cannot decode it skips the
 * preload by its `type`) with the layout's sizes, or the `src` alone.
 */
export function coverPreload(picture: CoverPicture, sizes: string) {
  const [first] = picture.sources
  if (!first) return { href: picture.src }
  return { href: picture.src, type: first.type, imageSrcSet: first.srcSet, imageSizes: sizes }
}

/**
 * A cover's alternative text in the page's language: the studio's own (`cover_alt`, `cover_alt_ar`),
 * else the item's title in that language (marked English where the Arabic is missing).
 */
export function coverAlt(
  item: PortfolioTexts & { cover_alt?: string | null; cover_alt_ar?: string | null },
  language: SiteLanguage,
): ShownText {
  const own = (language === 'en' ? item.cover_alt : item.cover_alt_ar)?.trim()
  return own ? { text: own, lang: undefined } : portfolioTexts(item, language).title
}
