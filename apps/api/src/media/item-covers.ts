import { isPublicMediaKey, parseCoverVariantKey } from '@studio/contracts/cover-variants'
import type { CoverImage } from '@studio/contracts/covers'
import type { Database } from '../db/client'
import { type CoverRecord, coverRecordMap, findCoverRecords, mediaKeyOf, toCoverImage } from './cover-records'

/**
 * What an item's row holds of its cover: `coverKey` for a cover in our media store (never its
 * address, which follows the current PUBLIC_MEDIA_BASE_URL), `coverUrl` for any other.
 */
interface CoverColumns {
  coverKey: string | null
  coverUrl: string | null
  coverAlt: string | null
  coverAltAr: string | null
}

type CoverSource = Pick<CoverColumns, 'coverKey' | 'coverUrl'>

/** The cover fields every public item answer carries besides cover_url (publicCoverFields in contracts). */
export interface ItemCoverFields {
  cover: CoverImage | null
  cover_alt: string | null
  cover_alt_ar: string | null
}

const trimmedBase = (publicMediaBaseUrl: string) => publicMediaBaseUrl.replace(/\/+$/, '')

/** The address an answer gives an item's cover: its key under the current base, else the URL stored. */
export function coverUrlOf(row: CoverSource, publicMediaBaseUrl: string): string | null {
  return row.coverKey !== null ? `${trimmedBase(publicMediaBaseUrl)}/${row.coverKey}` : row.coverUrl
}

/**
 * The original of our media store an item shows, or null (no cover, a foreign URL, a variant typed
 * in as a cover). A cover_url under the current base counts too: a row written straight to the
 * database, or by a process older than the cover_key column.
 */
export function shownOriginalKey(row: CoverSource, publicMediaBaseUrl: string): string | null {
  if (row.coverKey === null) return mediaKeyOf(row.coverUrl, publicMediaBaseUrl)
  return parseCoverVariantKey(row.coverKey) === null ? row.coverKey : null
}

/** Where the studio's media are served: the base, and the origins that answer `/media/<key>`. */
export interface MediaAddresses {
  publicMediaBaseUrl: string
  /** Origins whose `/media/<key>` is this studio's media (the API's own, the site's). */
  origins: readonly string[]
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The media key an admin's cover_url names, or null for a cover outside our media store: an address
 * under the current base, or `/media/<key>` on an origin that serves this studio's media (a form
 * opened before the base or the port changed, an image address copied from the site).
 */
export function mediaKeyOfCoverUrl(url: string, where: MediaAddresses): string | null {
  const prefix = `${trimmedBase(where.publicMediaBaseUrl)}/`
  if (url.startsWith(prefix) && isPublicMediaKey(url.slice(prefix.length))) return url.slice(prefix.length)
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const origins = new Set([originOf(where.publicMediaBaseUrl), ...where.origins])
  if (!origins.has(parsed.origin) || parsed.search !== '' || parsed.hash !== '') return null
  if (!parsed.pathname.startsWith('/media/')) return null
  const key = parsed.pathname.slice('/media/'.length)
  return isPublicMediaKey(key) ? key : null
}

/**
 * How a cover_url from an admin's body is stored: our media as its key, any other address as it is.
 * Undefined (a body that leaves the cover out) leaves both columns as stored.
 */
export function coverColumnsOf(
  url: string | null | undefined,
  where: MediaAddresses,
): { coverKey?: string | null; coverUrl?: string | null } {
  if (url === undefined) return {}
  if (url === null) return { coverKey: null, coverUrl: null }
  const key = mediaKeyOfCoverUrl(url, where)
  return key !== null ? { coverKey: key, coverUrl: null } : { coverKey: null, coverUrl: url }
}

/** An item's alternative texts as answers name them. */
export const coverAltFieldsOf = (row: Pick<CoverColumns, 'coverAlt' | 'coverAltAr'>) => ({
  cover_alt: row.coverAlt,
  cover_alt_ar: row.coverAltAr,
})

/** The originals of our media store these rows show (shownOriginalKey), whose records give their covers. */
export function shownOriginalKeys(rows: readonly CoverSource[], publicMediaBaseUrl: string): string[] {
  return rows.map((row) => shownOriginalKey(row, publicMediaBaseUrl)).filter((key) => key !== null)
}

/**
 * A row's `cover` from the records read of its key: it describes an original of our media store
 * that has a record with a size, and is null otherwise (no cover, a foreign URL, a cover the
 * backfill has not reached yet), in which case a page shows cover_url.
 */
export function coverLookup(
  records: Map<string, CoverRecord>,
  publicMediaBaseUrl: string,
): (row: CoverSource) => CoverImage | null {
  return (row) => {
    const key = shownOriginalKey(row, publicMediaBaseUrl)
    return key ? toCoverImage(records.get(key)) : null
  }
}

/**
 * The cover fields of a public list's rows, from the records read beside the list
 * (listedCoverRecordsRead). A row whose cover is still only a cover_url under the current base (see
 * shownOriginalKey) has its record read here: the one case that costs a round trip of its own.
 */
export async function itemCovers(
  db: Database,
  rows: readonly CoverColumns[],
  listed: readonly CoverRecord[],
  publicMediaBaseUrl: string,
) {
  const byUrl = shownOriginalKeys(
    rows.filter((row) => row.coverKey === null),
    publicMediaBaseUrl,
  )
  const records = new Map([...coverRecordMap([listed]), ...(await findCoverRecords(db, byUrl))])
  const coverOf = coverLookup(records, publicMediaBaseUrl)
  return (row: CoverColumns): ItemCoverFields => ({ cover: coverOf(row), ...coverAltFieldsOf(row) })
}
