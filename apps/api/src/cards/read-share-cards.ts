import type { SiteLanguage } from '@studio/contracts'
import type { ShareCard, ShareCardsByLanguage } from '@studio/contracts/share-cards'
import type { Database } from '../db/client'
import { shareCards } from '../db/schema'

type ShareCardRow = typeof shareCards.$inferSelect

function toShareCard(row: ShareCardRow): ShareCard {
  return {
    key: row.key,
    width: row.width,
    height: row.height,
    type: row.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
  }
}

/** The read of every card drawn: awaited, or sent in one `db.batch` with a route's other reads. */
export function shareCardsRead(db: Database) {
  return db.select().from(shareCards)
}

/** The cards read by shareCardsRead, by subject then language. */
export function shareCardMap(rows: readonly ShareCardRow[]): Map<string, Map<SiteLanguage, ShareCard>> {
  const cards = new Map<string, Map<SiteLanguage, ShareCard>>()
  for (const row of rows) {
    const bySubject = cards.get(row.subject) ?? new Map<SiteLanguage, ShareCard>()
    bySubject.set(row.language as SiteLanguage, toShareCard(row))
    cards.set(row.subject, bySubject)
  }
  return cards
}

/** Every card drawn, by subject then language. */
export async function readShareCards(db: Database): Promise<Map<string, Map<SiteLanguage, ShareCard>>> {
  return shareCardMap(await shareCardsRead(db))
}

/** A case study's cards in both languages (null where none is drawn yet). */
export function workItemShareCards(
  cards: Map<string, Map<SiteLanguage, ShareCard>>,
  id: number,
): ShareCardsByLanguage {
  const bySubject = cards.get(`work:${id}`)
  return { en: bySubject?.get('en') ?? null, ar: bySubject?.get('ar') ?? null }
}

/** The pages' cards in one language: page name -> card. */
export function pageShareCards(
  cards: Map<string, Map<SiteLanguage, ShareCard>>,
  language: SiteLanguage,
): Record<string, ShareCard> {
  const pages: Record<string, ShareCard> = {}
  for (const [subject, bySubject] of cards) {
    const card = bySubject.get(language)
    if (subject.startsWith('page:') && card) pages[subject.slice('page:'.length)] = card
  }
  return pages
}
