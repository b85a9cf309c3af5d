import type { CoverImage } from '@studio/contracts/covers'
import type { Database } from '../db/client'
import { findCoverRecords, mediaKeyOf, toCoverImage } from './cover-records'

/** What an item's row holds of its cover. */
interface CoverColumns {
  coverUrl: string | null
  coverAlt: string | null
  coverAltAr: string | null
}

/** The cover fields every public item answer carries besides cover_url (publicCoverFields in contracts). */
export interface ItemCoverFields {
  cover: CoverImage | null
  cover_alt: string | null
  cover_alt_ar: string | null
}

/** An item's alternative texts as answers name them. */
export const coverAltFieldsOf = (row: Pick<CoverColumns, 'coverAlt' | 'coverAltAr'>) => ({
  cover_alt: row.coverAlt,
  cover_alt_ar: row.coverAltAr,
})

/**
 * The `cover` of each of these rows, from one read of their covers' records: it describes an
 * original of our media store that has a record with a size, and is null otherwise (no cover, a
 * foreign URL, a cover the backfill has not reached yet), in which case a page shows cover_url.
 */
export async function coversOf(
  db: Database,
  rows: readonly Pick<CoverColumns, 'coverUrl'>[],
  publicMediaBaseUrl: string,
): Promise<(row: Pick<CoverColumns, 'coverUrl'>) => CoverImage | null> {
  const keyOf = (row: Pick<CoverColumns, 'coverUrl'>) => mediaKeyOf(row.coverUrl, publicMediaBaseUrl)
  const records = await findCoverRecords(
    db,
    rows.map(keyOf).filter((key) => key !== null),
  )
  return (row) => {
    const key = keyOf(row)
    return key ? toCoverImage(records.get(key)) : null
  }
}

/** The cover fields of each of these rows (see coversOf), for the public answers. */
export async function itemCovers(db: Database, rows: readonly CoverColumns[], publicMediaBaseUrl: string) {
  const coverOf = await coversOf(db, rows, publicMediaBaseUrl)
  return (row: CoverColumns): ItemCoverFields => ({ cover: coverOf(row), ...coverAltFieldsOf(row) })
}
