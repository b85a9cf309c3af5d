import { SITE_LANGUAGES, type SiteContentDraft, type SiteLanguage } from '@studio/contracts'
import { bytesToHex } from '@studio/contracts/bytes'
import { SHARE_CARD_PAGES, SHARE_CARD_PREFIX } from '@studio/contracts/share-cards'
import type { Database } from '../db/client'
import { listWorkItems } from '../db/queries'
import { shownOriginalKey } from '../media/item-covers'
import { currentShape, readAllPublished } from '../site-content/store'
import type { CardDrawing } from './card-renderer'

/** The small line above a case study's title, per card language. */
export const CASE_STUDY_EYEBROW: Record<SiteLanguage, string> = { en: 'Case study', ar: 'دراسة حالة' }

/** One card the site should show: what it draws, and the key its inputs name. */
export interface DueCard {
  /** `page:<name>` or `work:<id>`. */
  subject: string
  language: SiteLanguage
  key: string
  drawing: Omit<CardDrawing, 'cover'>
  /** The cover's media key (its bytes never change under a key), or null. */
  coverKey: string | null
}

/**
 * A card's media key: `cards/<subject>.<language>.<hash>.jpg`, the hash of everything it shows and
 * the renderer's version. A new title, cover, studio name or drawing makes a new key, so a card is
 * immutable under its key like every file of the media store.
 */
export async function shareCardKey(
  renderer: string,
  subject: string,
  drawing: Omit<CardDrawing, 'cover'>,
  coverKey: string | null,
): Promise<string> {
  const inputs = JSON.stringify([
    renderer,
    subject,
    drawing.language,
    drawing.studioName,
    drawing.title,
    drawing.titleLanguage,
    drawing.eyebrow,
    coverKey,
  ])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(inputs))
  const hash = bytesToHex(digest).slice(0, 24)
  return `${SHARE_CARD_PREFIX}${subject.replace(':', '-')}.${drawing.language}.${hash}.jpg`
}

/** The published copy of each language; a language not published yet reads like the site: English. */
async function publishedCopies(db: Database): Promise<Map<SiteLanguage, SiteContentDraft>> {
  const rows = await readAllPublished(db)
  const copies = new Map<SiteLanguage, SiteContentDraft>()
  for (const row of rows)
    copies.set(row.language as SiteLanguage, currentShape(row.content, row.language as SiteLanguage))
  const english = copies.get('en')
  if (english) for (const language of SITE_LANGUAGES) if (!copies.has(language)) copies.set(language, english)
  return copies
}

/**
 * Every card the public site shows now: each page of the copy and each public case study, in both
 * languages. An Arabic card of an item without an Arabic title carries its English title, set left
 * to right (the site's alt text says so).
 */
export async function wantedCards(
  db: Database,
  renderer: string,
  publicMediaBaseUrl: string,
): Promise<DueCard[]> {
  const [copies, items] = await Promise.all([publishedCopies(db), listWorkItems(db)])
  const cards: DueCard[] = []
  for (const language of SITE_LANGUAGES) {
    const copy = copies.get(language)
    if (!copy) continue
    const studioName = copy.studio.name
    for (const page of SHARE_CARD_PAGES) {
      const drawing = {
        language,
        studioName,
        title: copy.meta[page].title,
        titleLanguage: language,
        eyebrow: null,
      }
      const subject = `page:${page}`
      cards.push({
        subject,
        language,
        drawing,
        coverKey: null,
        key: await shareCardKey(renderer, subject, drawing, null),
      })
    }
    for (const item of items) {
      const arabic = language === 'ar' ? item.titleAr?.trim() || null : null
      const drawing = {
        language,
        studioName,
        title: arabic ?? item.title,
        titleLanguage: language === 'ar' && arabic ? ('ar' as const) : ('en' as const),
        eyebrow: CASE_STUDY_EYEBROW[language],
      }
      const subject = `work:${item.id}`
      const coverKey = shownOriginalKey(item, publicMediaBaseUrl)
      cards.push({
        subject,
        language,
        drawing,
        coverKey,
        key: await shareCardKey(renderer, subject, drawing, coverKey),
      })
    }
  }
  return cards
}
