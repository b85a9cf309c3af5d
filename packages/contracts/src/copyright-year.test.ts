import { describe, expect, it } from 'vitest'
import { withCopyrightYear } from './copyright-year'
import { SITE_CONTENT_MESSAGES } from './site-content'
import { SITE_CONTENT_DEFAULTS_AR, SITE_CONTENT_DEFAULTS_EN } from './site-content-defaults'
import { siteContentFieldErrors } from './site-content-fields'

describe('the copyright year', () => {
  it('follows the calendar in both default copies', () => {
    expect(withCopyrightYear(SITE_CONTENT_DEFAULTS_EN.footer.copyright, 2031)).toBe(
      '© 2031 Nile Byte Studio. All rights reserved.',
    )
    expect(withCopyrightYear(SITE_CONTENT_DEFAULTS_AR.footer.copyright, 2031)).toBe(
      '© 2031 Nile Byte Studio. جميع الحقوق محفوظة.',
    )
  })

  it('fills every year token and leaves a line without one as written', () => {
    expect(withCopyrightYear('{year} – {year}', 2030)).toBe('2030 – 2030')
    expect(withCopyrightYear('© 2019–2024 Studio', 2030)).toBe('© 2019–2024 Studio')
  })

  it('publishes a fixed year or the token, and refuses any other {…} in the line', () => {
    const withLine = (copyright: string) => {
      const doc = structuredClone(SITE_CONTENT_DEFAULTS_EN)
      doc.footer.copyright = copyright
      return siteContentFieldErrors(doc)
    }
    expect(withLine('© 2019 Studio')).toEqual([])
    expect(withLine('© 2019–{year} Studio')).toEqual([])
    expect(withLine('© {yaer} Studio')).toEqual([
      { path: 'footer.copyright', error: SITE_CONTENT_MESSAGES.copyrightToken },
    ])
  })
})
