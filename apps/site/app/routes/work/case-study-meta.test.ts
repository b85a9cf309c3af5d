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

describe('caseStudyMeta', () => {
  it('resolves a relative cover against the site for og:image', () => {
    const tags = caseStudyMeta({ ...FERNWAY, cover_url: '/media/cover.webp' }, 'fernway-outdoor-store', 'en')
    const image = tags.find((tag) => 'property' in tag && tag.property === 'og:image')
    expect(image).toMatchObject({ content: expect.stringMatching(/^https?:\/\/[^/]+\/media\/cover\.webp$/) })
  })
})
