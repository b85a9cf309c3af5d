// @vitest-environment node
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { describe, expect, it } from 'vitest'
import { caseStudyMeta, metaDescription } from './case-study-meta'

/** A case study as GET /public/work/{slug} sends it. */
const FERNWAY: PublicWorkItem = {
  id: 2,
  title: 'Fernway Outdoor Store',
  description: 'Headless commerce with gear rental bookings and size guides drawn from return data.',
  title_ar: null,
  description_ar: null,
  cover_url: 'https://api.example.com/media/seed/fernway-outdoor.webp',
  category: 'ecommerce',
  tags: ['Next.js', 'Stripe', 'Rentals'],
  href: null,
  website: 'https://fernway-outdoor.example',
  featured: true,
  slug: 'fernway-outdoor-store',
}

describe('metaDescription', () => {
  it('keeps a short description as one line', () => {
    expect(metaDescription('Line one.\n\nLine   two.')).toBe('Line one. Line two.')
  })

  it('cuts a long description at a word, within 160 characters', () => {
    const long = `${'word '.repeat(60)}end`
    const cut = metaDescription(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('word…')).toBe(true)
  })
})

describe('caseStudyMeta share card', () => {
  const card = (language: string) => ({
    key: `cards/work-2.${language}.0123456789abcdef01234567.jpg`,
    width: 1200,
    height: 630,
    type: 'image/jpeg' as const,
  })
  const withCards = {
    ...FERNWAY,
    share_cards: { en: card('en'), ar: card('ar') },
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-02-03T04:05:06.000Z',
  }
  const tag = (tags: ReturnType<typeof caseStudyMeta>, property: string) => {
    const found = tags.find((entry) => 'property' in entry && entry.property === property)
    return found && 'content' in found ? found.content : undefined
  }

  it('is an article with its card in the page language and its dates', () => {
    const tags = caseStudyMeta(withCards, 'fernway-outdoor-store', 'en', 'Nile Byte Studio')
    expect(tag(tags, 'og:type')).toBe('article')
    expect(tag(tags, 'og:image')).toMatch(/^https?:\/\/[^/]+\/media\/cards\/work-2\.en\.[0-9a-f]{24}\.jpg$/)
    expect(tag(tags, 'og:image:alt')).toBe('Case study: Fernway Outdoor Store, by Nile Byte Studio')
    expect(tag(tags, 'article:published_time')).toBe('2026-01-02T03:04:05.000Z')
    const entry = tags.find((candidate) => 'script:ld+json' in candidate) as Record<string, unknown>
    const jsonLd = entry['script:ld+json']
    expect(jsonLd).toMatchObject({ datePublished: withCards.created_at, dateModified: withCards.updated_at })
  })

  it('says on an Arabic page that an untranslated case study is shared with its English title', () => {
    const tags = caseStudyMeta(withCards, 'fernway-outdoor-store', 'ar', 'Nile Byte Studio')
    expect(tag(tags, 'og:image')).toContain('/media/cards/work-2.ar.')
    expect(tag(tags, 'og:image:alt')).toContain('لم تُترجم')
    const translated = caseStudyMeta(
      { ...withCards, title_ar: 'متجر فيرنواي' },
      'fernway-outdoor-store',
      'ar',
    )
    expect(tag(translated, 'og:image:alt')).not.toContain('لم تُترجم')
  })
})
