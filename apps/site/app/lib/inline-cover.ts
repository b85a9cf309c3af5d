import { coverSources } from '@studio/contracts/cover-sources'

/**
 * The page's largest paint, inside the page: a cover at most this large is sent as a data: URL in
 * the HTML instead of a second request. On a phone's network every request waits its round trip
 * (hundreds of ms) before a byte arrives, and the largest cover is what the visitor waits for; a
 * larger cover stays a request of its own (with its srcset and preload), so a photograph never
 * swells the page.
 */
export const INLINE_COVER_MAX_BYTES = 32 * 1024

/** Raster types a cover may be; anything else (an SVG, an HTML error page) is never inlined. */
const COVER_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg', 'image/avif', 'image/gif'])

/** How long a render waits for the cover before it gives up and links it as usual. */
const FETCH_TIMEOUT_MS = 1500

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

/**
 * The cover at `url` (the picture its srcset offers at its full width) as a data: URL, or null when
 * it is not a cover of the media store, is larger than INLINE_COVER_MAX_BYTES, is not a raster
 * image or does not answer in time: the page then links it as usual. Never throws.
 */
export async function inlineCover(url: string | null | undefined, fetcher: typeof fetch = fetch) {
  const sources = coverSources(url)
  // Only the media store's own covers (those with a srcset): a render never waits on another host.
  if (!sources?.srcSet) return null
  const src = sources.src
  try {
    const response = await fetcher(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (!response.ok || !COVER_TYPES.has(type) || declared > INLINE_COVER_MAX_BYTES) {
      await response.body?.cancel()
      return null
    }
    const bytes = new Uint8Array(await response.arrayBuffer())
    return bytes.length > INLINE_COVER_MAX_BYTES ? null : `data:${type};base64,${base64(bytes)}`
  } catch {
    return null
  }
}
