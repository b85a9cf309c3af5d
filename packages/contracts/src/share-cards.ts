import * as z from 'zod/mini'

/**
 * Share cards: the 1200x630 image a page or a case study shows when its address is shared
 * (Open Graph, Twitter). The API draws one per page and case study per language when its inputs
 * change and stores it as public media under `cards/` (docs/decisions/0029-share-cards.md); the
 * site names it in its tags, on its own origin. Imports nothing but zod.
 */

/** Where cards are stored in the media store. */
export const SHARE_CARD_PREFIX = 'cards/'
export const SHARE_CARD_WIDTH = 1200
export const SHARE_CARD_HEIGHT = 630
/** What a card may weigh at most: several messengers drop larger images. */
export const SHARE_CARD_MAX_BYTES = 300 * 1024

/** The pages of the site copy that have a card of their own (the document's `meta` section). */
export const SHARE_CARD_PAGES = [
  'home',
  'services',
  'projects',
  'all_work',
  'contact',
  'privacy',
  'terms',
] as const
export type ShareCardPage = (typeof SHARE_CARD_PAGES)[number]

export const ShareCardSchema = z.object({
  /** A media key under `cards/`, served at the site's `/media/<key>`. */
  key: z.string(),
  width: z.int(),
  height: z.int(),
  type: z.enum(['image/jpeg', 'image/png']),
})
export type ShareCard = z.infer<typeof ShareCardSchema>

/** A case study's cards in each language (null: not drawn yet, the studio's default image shows). */
export const ShareCardsByLanguageSchema = z.object({
  en: z.catch(z.nullable(ShareCardSchema), null),
  ar: z.catch(z.nullable(ShareCardSchema), null),
})
export type ShareCardsByLanguage = z.infer<typeof ShareCardsByLanguageSchema>

/** GET /public/share-cards?lang=: the pages' cards in one language (a page absent: none yet). */
export const PageShareCardsSchema = z.object({
  pages: z.catch(z.record(z.string(), ShareCardSchema), {}),
})
export type PageShareCards = z.infer<typeof PageShareCardsSchema>
