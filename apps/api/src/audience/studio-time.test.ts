import { describe, expect, it } from 'vitest'
import { addDays, studioDateTime, studioDay } from './studio-time'

describe("the studio's days", () => {
  it("change at midnight in the studio's time zone, not at midnight UTC", () => {
    // Cairo is UTC+3 in summer (daylight time) and UTC+2 in winter.
    expect(studioDay(new Date('2031-06-30T20:59:59Z'), 'Africa/Cairo')).toBe('2031-06-30')
    expect(studioDay(new Date('2031-06-30T21:00:00Z'), 'Africa/Cairo')).toBe('2031-07-01')
    expect(studioDay(new Date('2031-12-31T21:59:59Z'), 'Africa/Cairo')).toBe('2031-12-31')
    expect(studioDay(new Date('2031-12-31T22:00:00Z'), 'Africa/Cairo')).toBe('2032-01-01')
    expect(studioDay(new Date('2031-06-30T23:30:00Z'), 'UTC')).toBe('2031-06-30')
  })

  it("write a time as the studio's wall clock", () => {
    expect(studioDateTime(new Date('2031-06-30T21:05:09Z'), 'Africa/Cairo')).toBe('2031-07-01 00:05:09')
    expect(studioDateTime(new Date('2031-06-30T00:00:00Z'), 'UTC')).toBe('2031-06-30 00:00:00')
  })

  it('are counted across months and leap days', () => {
    expect(addDays('2032-02-28', 1)).toBe('2032-02-29')
    expect(addDays('2031-03-01', -1)).toBe('2031-02-28')
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01')
  })
})
