import { describe, expect, it } from 'vitest'
import { formatNumber, INTL_LOCALE } from './language'

describe('formatNumber', () => {
  it("writes every number as the page's locale does, in both languages", () => {
    const numbers = [...Array.from({ length: 1200 }, (_, n) => n), 12_345, -3, 2.5, 999.5]
    for (const language of ['en', 'ar'] as const) {
      const locale = new Intl.NumberFormat(INTL_LOCALE[language])
      for (const value of numbers) expect(formatNumber(language, value)).toBe(locale.format(value))
    }
    expect(formatNumber('ar', 12_345)).toBe('12,345')
  })
})
