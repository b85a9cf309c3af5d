import { describe, expect, it } from 'vitest'
import { campaignValue, referrerHost, sourceOf } from './source'

describe('campaignValue (utm_source, utm_medium, utm_campaign)', () => {
  it('trims and lower-cases', () => {
    expect(campaignValue('  NewsLetter ')).toBe('newsletter')
  })

  it('cuts a long value to 64 characters', () => {
    expect(campaignValue('a'.repeat(200))).toBe('a'.repeat(64))
  })

  it('refuses a value with a control or invisible formatting character', () => {
    expect(campaignValue('news\u0000letter')).toBeNull()
    expect(campaignValue('news\nletter')).toBeNull()
    expect(campaignValue('news\u202eletter')).toBeNull()
  })

  it('treats an empty or blank value as none', () => {
    expect(campaignValue('')).toBeNull()
    expect(campaignValue('   ')).toBeNull()
    expect(campaignValue(null)).toBeNull()
  })

  it('keeps Arabic text whole', () => {
    expect(campaignValue('حملة الربيع')).toBe('حملة الربيع')
  })
})

describe('referrerHost', () => {
  it('keeps only the host of an outside referrer, without www', () => {
    expect(referrerHost('https://www.Google.com/search?q=studio', 'studio.test')).toBe('google.com')
    expect(referrerHost('https://news.ycombinator.com/item?id=1', 'studio.test')).toBe('news.ycombinator.com')
  })

  it("is none for the site's own pages, with or without www and a port", () => {
    expect(referrerHost('https://studio.test/work/atlas', 'studio.test')).toBeNull()
    expect(referrerHost('https://www.studio.test/', 'studio.test')).toBeNull()
    expect(referrerHost('http://localhost:5173/', 'localhost:5173')).toBeNull()
  })

  it('is none for a missing or unreadable referrer', () => {
    expect(referrerHost(null, 'studio.test')).toBeNull()
    expect(referrerHost('', 'studio.test')).toBeNull()
    expect(referrerHost('not a url', 'studio.test')).toBeNull()
  })
})

describe('sourceOf', () => {
  it('is the utm_source if any, else the referrer host, else direct', () => {
    expect(sourceOf('newsletter', 'google.com')).toBe('newsletter')
    expect(sourceOf(null, 'google.com')).toBe('google.com')
    expect(sourceOf(null, null)).toBe('direct')
  })
})
