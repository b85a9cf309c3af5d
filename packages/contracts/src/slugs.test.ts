import { describe, expect, it } from 'vitest'
import { isSlug, SLUG_MAX_LENGTH, slugCandidate, slugify, workPath } from './slugs'

describe('slugify', () => {
  it.each([
    ['Harbourline Banking App', 'harbourline-banking-app'],
    ['Café Crème — Ünïcode Straße', 'cafe-creme-unicode-strasse'],
    ['Øresund Æbleskiver Łódź', 'oresund-aebleskiver-lodz'],
    ['  --Next.js & Stripe: 2.0!!  ', 'next-js-stripe-2-0'],
    ['ＡＢＣ ﬁnance', 'abc-finance'],
    ['日本語', 'work'],
    ['', 'work'],
  ])('%j becomes %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
    expect(isSlug(slug)).toBe(true)
  })

  it('caps the length without leaving a hyphen at the end', () => {
    const slug = slugify(`${'abcd '.repeat(30)}`)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug).toMatch(/[a-z0-9]$/)
  })

  it('numbers candidates within the cap', () => {
    expect(slugCandidate('shop', 1)).toBe('shop')
    expect(slugCandidate('shop', 3)).toBe('shop-3')
    const long = 'a'.repeat(SLUG_MAX_LENGTH)
    expect(slugCandidate(long, 12)).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-12`)
  })

  it('tells a slug from anything else', () => {
    for (const value of ['', 'A', 'a--b', '-a', 'a-', 'a b', 'é', 'a'.repeat(SLUG_MAX_LENGTH + 1)]) {
      expect(isSlug(value)).toBe(false)
    }
  })
})

describe('workPath', () => {
  it('is the case study address, a malformed slug kept to one path segment', () => {
    expect(workPath('harbourline-app')).toBe('/work/harbourline-app')
    expect(workPath('a/b?c')).toBe('/work/a%2Fb%3Fc')
  })
})
