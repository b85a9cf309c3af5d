import type { SiteLanguage } from '@studio/contracts'

/**
 * What a share card shows: the studio's name and mark, a title, and for a case study its cover.
 * Everything a card looks like follows from this (and the renderer's version), so its hash names
 * the card (card-subjects.ts).
 */
export interface CardDrawing {
  language: SiteLanguage
  /** The studio's name from the language's published copy. */
  studioName: string
  /** The page's or the case study's title, in the card's language (or English, see `titleLanguage`). */
  title: string
  /** The title's own language: an Arabic card of an item without an Arabic title carries the English one. */
  titleLanguage: SiteLanguage
  /** A small line above the title: "Case study" or the page's kind; none for the home page. */
  eyebrow: string | null
  /** The cover's bytes (a case study), cropped to its half of the card; null for none. */
  cover: Uint8Array | null
}

export interface DrawnCard {
  bytes: Uint8Array
  contentType: 'image/jpeg' | 'image/png'
  width: number
  height: number
}

/**
 * Draws cards: sharp with Pango text on the Node entry (sharp-card-renderer.ts). The Worker has none:
 * it keeps the last card drawn, or the studio's default image (docs/decisions/0029-share-cards.md).
 */
export interface ShareCardRenderer {
  /** Changes whenever the drawing changes, so every card is drawn anew under a new key. */
  readonly version: string
  draw(card: CardDrawing): Promise<DrawnCard>
}
