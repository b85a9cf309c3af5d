import { describe, expect, it } from 'vitest'
import { otherLanguageHref } from './language-switch'

describe('otherLanguageHref', () => {
  it('is the same page and view in the other language, without a preview token or any other parameter', () => {
    expect(otherLanguageHref('en', '/all-work', '?category=apps&page=2&utm_source=x&preview=t')).toBe(
      '/ar/all-work?category=apps&page=2',
    )
    expect(otherLanguageHref('ar', '/ar/', '?preview=t')).toBe('/')
    expect(otherLanguageHref('ar', '/ar/work/harbourline-banking-app', '')).toBe(
      '/work/harbourline-banking-app',
    )
  })

  it('never points at another host, whatever the address it is rendered on', () => {
    for (const pathname of [
      '/ar//evil.example/',
      '/ar//evil.example',
      '/ar/%2F%2Fevil.example',
      '/ar/%5Cevil.example',
    ])
      expect(otherLanguageHref('ar', pathname, '?preview=t'), pathname).toBe('/404')
    expect(otherLanguageHref('en', '//evil.example/', '')).toBe('/ar/404')
  })
})
