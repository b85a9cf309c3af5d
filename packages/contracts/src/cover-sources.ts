/**
 * Responsive covers from a cover_url alone: the older naming scheme, kept while the admin and the
 * site still read it. The API no longer makes sized names or takes a browser-made sibling: it makes
 * every width and format of an upload itself, names them by coverVariantKey and describes them in
 * each item's `cover` (see covers.ts). Covers stored under the older names keep working: the
 * backfill gives them their variants, and their `.w480.webp` sibling is exactly their 480 px WebP
 * variant's key. Imports nothing, so the site can use it.
 *
 * The older scheme:
 * - A "sized" cover is `<dir>/<stem>.<W>x<H>.webp`: a WebP of exactly W x H pixels (W > 480), stored
 *   with `<dir>/<stem>.<W>x<H>.w480.webp`, the same picture 480 px wide, made in the admin's browser
 *   and sent as the upload's `file_w480` field (which the API now ignores).
 * - Any other name (`covers/<uuid>.png`, `seed/<name>.webp`, a foreign https URL typed by an admin)
 *   promises nothing: it is shown from src alone.
 */

/** Width of the smaller sibling every sized cover has. */
export const COVER_SMALL_WIDTH = 480

/** The upload's former multipart field with the 480 px wide WebP of the same picture (now ignored). */
export const SMALL_COVER_FIELD = `file_w${COVER_SMALL_WIDTH}`

/** Upper bound for the small sibling's bytes (a 480 px WebP weighs tens of KB; the admin sends none above it). */
export const COVER_SMALL_MAX_BYTES = 512 * 1024

/** Covers are designed at 3:2; used as the width/height hint when a URL does not say its size. */
export const COVER_FALLBACK_SIZE = { width: 1200, height: 800 } as const

/** Largest side a sized name may state (the API refuses anything above 4096 px anyway). */
const MAX_SIDE = 4096

const SIZED_NAME = /^([A-Za-z0-9_-][A-Za-z0-9_-]*)\.([1-9][0-9]{0,3})x([1-9][0-9]{0,3})\.webp$/

export interface SizedCoverName {
  stem: string
  width: number
  height: number
}

/** `<stem>.<W>x<H>.webp` for a main file of W x H pixels. */
export function sizedCoverName(stem: string, width: number, height: number): string {
  return `${stem}.${width}x${height}.webp`
}

/** The parts of a sized main file name, or null for any other name (a sibling's included). */
export function parseSizedCoverName(name: string): SizedCoverName | null {
  const match = SIZED_NAME.exec(name)
  if (!match) return null
  const width = Number(match[2])
  const height = Number(match[3])
  if (width <= COVER_SMALL_WIDTH || width > MAX_SIDE || height > MAX_SIDE) return null
  return { stem: match[1] as string, width, height }
}

/** The small sibling's name for a sized main name (`a.1200x800.webp` -> `a.1200x800.w480.webp`), else null. */
export function smallCoverName(mainName: string): string | null {
  if (!parseSizedCoverName(mainName)) return null
  return `${mainName.slice(0, -'.webp'.length)}.w${COVER_SMALL_WIDTH}.webp`
}

/** The sized main name a sibling belongs to (`a.1200x800.w480.webp` -> `a.1200x800.webp`), else null. */
export function mainCoverNameOfSmall(smallName: string): string | null {
  const suffix = `.w${COVER_SMALL_WIDTH}.webp`
  if (!smallName.endsWith(suffix)) return null
  const main = `${smallName.slice(0, -suffix.length)}.webp`
  return parseSizedCoverName(main) ? main : null
}

/** Height of the small sibling, same aspect as a W x H main (rounded, at least 1). */
export function smallCoverHeight(width: number, height: number): number {
  return Math.max(1, Math.round((height * COVER_SMALL_WIDTH) / width))
}

export interface CoverSources {
  /** The cover_url itself (the largest width). */
  src: string
  /** `<small> 480w, <main> <W>w` for a sized cover on our media; undefined otherwise (src only). */
  srcSet: string | undefined
  /** Intrinsic width/height for the <img> attributes: the real size, or COVER_FALLBACK_SIZE. */
  width: number
  height: number
  /** True when width/height are the file's real size (read from its name). */
  intrinsic: boolean
}

export interface CoverSourcesOptions {
  /**
   * The API's public media base (PUBLIC_MEDIA_BASE_URL, e.g. `https://api.example.com/media`), when
   * known. Without it, a URL counts as ours when its path is `/media/covers/...` or `/media/seed/...`.
   */
  mediaBaseUrl?: string
}

const OUR_PATH = /\/media\/(?:covers|seed)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[^/]+$/

function isOurs(url: URL, raw: string, mediaBaseUrl: string | undefined): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.search || url.hash || raw.includes('?') || raw.includes('#')) return false
  if (mediaBaseUrl) {
    const base = `${mediaBaseUrl.replace(/\/+$/, '')}/`
    if (raw.startsWith(base)) return /^(?:covers|seed)\//.test(raw.slice(base.length))
  }
  return OUR_PATH.test(url.pathname)
}

/**
 * What an <img> needs for a cover_url: `{ src, srcSet, width, height, intrinsic }`, or null when
 * there is no cover. srcSet is set only when the name promises the 480 px sibling (see the scheme
 * above); sizes stays the caller's (it depends on the layout).
 */
export function coverSources(
  coverUrl: string | null | undefined,
  options: CoverSourcesOptions = {},
): CoverSources | null {
  if (!coverUrl) return null
  const plain: CoverSources = {
    src: coverUrl,
    srcSet: undefined,
    width: COVER_FALLBACK_SIZE.width,
    height: COVER_FALLBACK_SIZE.height,
    intrinsic: false,
  }
  let url: URL
  try {
    url = new URL(coverUrl)
  } catch {
    return plain
  }
  if (!isOurs(url, coverUrl, options.mediaBaseUrl)) return plain
  const name = coverUrl.slice(coverUrl.lastIndexOf('/') + 1)
  const sized = parseSizedCoverName(name)
  const small = smallCoverName(name)
  if (!sized || !small) return plain
  const smallUrl = `${coverUrl.slice(0, coverUrl.length - name.length)}${small}`
  return {
    src: coverUrl,
    srcSet: `${smallUrl} ${COVER_SMALL_WIDTH}w, ${coverUrl} ${sized.width}w`,
    width: sized.width,
    height: sized.height,
    intrinsic: true,
  }
}
