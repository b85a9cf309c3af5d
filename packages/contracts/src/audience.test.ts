import { describe, expect, it } from 'vitest'
import {
  AUDIENCE_MESSAGES,
  AudienceQuerySchema,
  AudienceSettingsSchema,
  audienceQueryString,
  canonicalTimeZone,
  isCalendarDate,
  PageViewSchema,
} from './audience'

const view = {
  at: '2031-06-01T10:00:00.000Z',
  host: 'studio.test',
  path: '/work/atlas',
  language: 'en',
  address: '203.0.113.1',
  user_agent: 'Mozilla/5.0',
}

describe('the audience contracts', () => {
  it('read a view with what the site left out as none', () => {
    expect(PageViewSchema.parse(view)).toEqual({
      ...view,
      not_found: false,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      country: null,
    })
  })

  it('take a time with an offset, and refuse one without', () => {
    expect(PageViewSchema.safeParse({ ...view, at: '2031-06-01T13:00:00+03:00' }).success).toBe(true)
    const refused = PageViewSchema.safeParse({ ...view, at: '2031-06-01 10:00' })
    expect(refused.error?.issues[0]?.message).toBe(AUDIENCE_MESSAGES.at)
  })

  it('know time zones by their canonical names', () => {
    expect(canonicalTimeZone('africa/cairo')).toBe('Africa/Cairo')
    expect(canonicalTimeZone('UTC')).toBe('UTC')
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull()
    expect(canonicalTimeZone('')).toBeNull()
  })

  it('give the settings their defaults', () => {
    expect(AudienceSettingsSchema.parse({})).toEqual({
      enabled: true,
      time_zone: 'Africa/Cairo',
      raw_view_days: 90,
    })
  })

  it('know calendar dates', () => {
    expect(isCalendarDate('2032-02-29')).toBe(true)
    expect(isCalendarDate('2031-02-29')).toBe(false)
    expect(isCalendarDate('2031-6-1')).toBe(false)
  })

  it('refuse a report period longer than a year or upside down, and write its query', () => {
    expect(AudienceQuerySchema.safeParse({ from: '2031-01-01', to: '2031-12-31' }).success).toBe(true)
    expect(AudienceQuerySchema.safeParse({ from: '2031-01-01', to: '2032-01-02' }).success).toBe(false)
    expect(AudienceQuerySchema.safeParse({ from: '2031-01-02', to: '2031-01-01' }).success).toBe(false)
    expect(audienceQueryString({ from: '2031-01-01', to: '2031-01-31', language: 'ar' })).toBe(
      '?from=2031-01-01&to=2031-01-31&language=ar',
    )
    expect(audienceQueryString({})).toBe('')
  })
})
