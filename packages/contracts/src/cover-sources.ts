/**
 * Cover names of the older scheme, which stored covers may still carry. Before the API made every
 * width and format of an upload itself (covers.ts, cover-variants.ts), a "sized" cover was
 * `<dir>/<stem>.<W>x<H>.webp` (W > 480), stored with `<dir>/<stem>.<W>x<H>.w480.webp`, the same
 * picture 480 px wide, made in the admin's browser. The backfill gives such covers their variants;
 * the archive still lists the sibling as a file the cover uses (archive/media-users.ts).
 */

/** Width of the smaller sibling every sized cover has. */
const COVER_SMALL_WIDTH = 480

/** Largest side a sized name may state (the API refuses anything above 4096 px anyway). */
const MAX_SIDE = 4096

const SIZED_NAME = /^([A-Za-z0-9_-][A-Za-z0-9_-]*)\.([1-9][0-9]{0,3})x([1-9][0-9]{0,3})\.webp$/

/** The small sibling's name for a sized main name (`a.1200x800.webp` -> `a.1200x800.w480.webp`), else null. */
export function smallCoverName(mainName: string): string | null {
  const match = SIZED_NAME.exec(mainName)
  if (!match) return null
  const width = Number(match[2])
  const height = Number(match[3])
  if (width <= COVER_SMALL_WIDTH || width > MAX_SIDE || height > MAX_SIDE) return null
  return `${mainName.slice(0, -'.webp'.length)}.w${COVER_SMALL_WIDTH}.webp`
}
